import { type Context, Hono } from 'hono';
import { OpsDealsPage } from '../../src/ops/OpsDealsPage';
import { OpsNotFoundPage } from '../../src/ops/OpsNotFoundPage';
import { OpsVoucherPage } from '../../src/ops/OpsVoucherPage';
import { OpsVouchersPage } from '../../src/ops/OpsVouchersPage';
import type { Lang } from '../../lib/lang';
import type { VoucherTyped } from '../../src/ops/OpsVoucherForm';
import { OPS_MESSAGES } from '../../src/ops/ops-messages';
import { opsPath } from '../../src/ops/ops-path';
import { nowSeconds } from '../../lib/clock';
import { isConstraintFailure } from '../../commerce/db/constraint-failure';
import {
  auditNewRowStatement,
  couponStatement,
  dealItemStatement,
  listOpsCoupons,
  listOpsSlots,
  liveSlotIds,
  merchantExists,
  productPriceAndDeposit,
  readDealItem,
  readOpsCoupon,
  readOpsSlot,
  removeDealItemStatement,
  removeSlotStatements,
  slotStatement,
} from '../../commerce/db/ops-deals';
import type { OpsCoupon } from '../../commerce/contract/console/deals';
import { raiseCatalogueVersion } from '../../commerce/db/catalogue-version';
import { listMerchantNames } from '../../commerce/db/ops-orders';
import { forgetCatalogueEpoch } from '../cache/catalogue-cache';
import { phnomPenhInput } from '../../lib/phnom-penh-time';
import { productIdOf, readCouponForm, readItemForm, readSlotForm, windowOver } from './deal-forms';
import type { OpsEnv } from './ops-app';
import type { Notice } from '../../src/ops/OpsNotice';
import { typedOf } from './form-text';
import { auditOf, doneNotice, idParam, noticeStatus } from './route-kit';

/** A stored voucher as its edit form's fields. */
const couponTyped = (coupon: OpsCoupon): VoucherTyped => ({
  kind: coupon.kind,
  merchant_id: coupon.merchant_id === null ? '' : String(coupon.merchant_id),
  title_en: coupon.title_en,
  title_km: coupon.title_km,
  terms_en: coupon.terms_en,
  terms_km: coupon.terms_km,
  value_kind: coupon.discount_percent > 0 ? 'percent' : 'dollars',
  value: coupon.discount_percent > 0 ? String(coupon.discount_percent) : (coupon.discount_cents / 100).toFixed(2),
  min_spend: (coupon.min_spend_cents / 100).toFixed(2),
  total: String(coupon.total),
  starts_at: phnomPenhInput(coupon.starts_at),
  ends_at: phnomPenhInput(coupon.ends_at),
});

/**
 * The console's vouchers and flash deals, for owners and staff: every voucher and
 * coupon with a form to add or change one, and the flash-deal slots (each to change or remove) with their products. Each change is
 * validated whole before anything is written (a refusal re-shows the form as typed, 400) and written in
 * one batch with its audit entry. The shop reads /vouchers and /flashdeals live (catalogue-cache.ts
 * keeps them out of the edge cache), so its voucher and flash-deal pages show a change at once; a
 * flash-deal write also raises the catalogue's version and forgets the cached epoch (decision 027), so
 * product cards in cached lists follow.
 */
export function dealRoutes(lang: Lang) {
  const m = OPS_MESSAGES[lang];
  const vouchersPage = async (c: Context<OpsEnv>, notice: Notice | null, typed: VoucherTyped = {}) => {
    const [coupons, merchants] = await Promise.all([listOpsCoupons(c.env.DB), listMerchantNames(c.env.DB, lang)]);
    return c.render(
      <OpsVouchersPage coupons={coupons} now={nowSeconds()} merchants={merchants} notice={notice} typed={typed} />,
      { status: noticeStatus(notice) },
    );
  };
  const couponOf = (c: Context<OpsEnv>) => {
    const id = idParam(c);
    return id === null ? Promise.resolve(null) : readOpsCoupon(c.env.DB, id);
  };
  const dealsPage = async (c: Context<OpsEnv>, notice: Notice | null, typed: VoucherTyped = {}) => {
    const [list, live] = await Promise.all([listOpsSlots(c.env.DB, lang), liveSlotIds(c.env.DB, nowSeconds())]);
    return c.render(<OpsDealsPage {...list} live={live} notice={notice} typed={typed} />, {
      status: noticeStatus(notice),
    });
  };
  /** A voucher's page: the coupon, with the merchants its form offers. */
  const voucherPage = async (c: Context<OpsEnv>, coupon: OpsCoupon, notice: Notice | null, typed: VoucherTyped) =>
    c.render(
      <OpsVoucherPage
        coupon={coupon}
        merchants={await listMerchantNames(c.env.DB, lang)}
        notice={notice}
        typed={typed}
      />,
      { status: noticeStatus(notice) },
    );
  /** The coupon form's fields, or its refusal's words (a coupon's merchant must exist). */
  const couponForm = async (c: Context<OpsEnv>, form: Record<string, unknown>) => {
    const read = readCouponForm(form);
    if ('refusal' in read) return { error: m.errors[read.refusal] };
    const merchant = read.fields.merchant_id;
    if (merchant !== null && !(await merchantExists(c.env.DB, merchant))) return { error: m.errors.badMerchant };
    return read;
  };

  return new Hono<OpsEnv>()
    .get('/vouchers', (c) => vouchersPage(c, doneNotice(c, m.vouchers)))
    .post('/vouchers', async (c) => {
      const form = await c.req.parseBody();
      const read = await couponForm(c, form);
      if ('error' in read) return vouchersPage(c, { kind: 'error', text: read.error }, typedOf(form));
      const db = c.env.DB;
      const [inserted] = await db.batch([
        couponStatement(db, null, read.fields),
        auditOf(c, 'coupon_add', 'coupon', '', null, read.fields),
        auditNewRowStatement(db, 'coupons'),
      ]);
      return c.redirect(opsPath(lang, `/vouchers/${inserted!.meta.last_row_id}?done=added`), 303);
    })
    .get('/vouchers/:id{[0-9]+}', async (c) => {
      const coupon = await couponOf(c);
      if (!coupon) return c.render(<OpsNotFoundPage />, { status: 404 });
      return voucherPage(c, coupon, doneNotice(c, m.vouchers), couponTyped(coupon));
    })
    .post('/vouchers/:id{[0-9]+}', async (c) => {
      const coupon = await couponOf(c);
      if (!coupon) return c.render(<OpsNotFoundPage />, { status: 404 });
      const form = await c.req.parseBody();
      const read = await couponForm(c, form);
      const error =
        'error' in read
          ? read.error
          : read.fields.total < coupon.claimed
            ? m.vouchers.belowClaimed(coupon.claimed)
            : null;
      if (error || 'error' in read) return voucherPage(c, coupon, { kind: 'error', text: error! }, typedOf(form));
      const { id, claimed, ...before } = coupon;
      const db = c.env.DB;
      try {
        await db.batch([
          couponStatement(db, id, read.fields),
          auditOf(c, 'coupon_edit', 'coupon', String(id), before, read.fields),
        ]);
      } catch (failure) {
        // Shoppers collected more between the read and the write: the CHECK (claimed <= total) refused it.
        if (!isConstraintFailure(failure)) throw failure;
        const text = m.vouchers.belowClaimed(read.fields.total);
        return voucherPage(c, coupon, { kind: 'error', text }, typedOf(form));
      }
      return c.redirect(opsPath(lang, `/vouchers/${id}?done=saved`), 303);
    })
    .get('/deals', (c) => dealsPage(c, doneNotice(c, m.deals)))
    .post('/deals', async (c) => {
      const form = await c.req.parseBody();
      const read = readSlotForm(form);
      if ('refusal' in read) return dealsPage(c, { kind: 'error', text: m.errors[read.refusal] }, typedOf(form));
      if (windowOver(read.slot, nowSeconds()))
        return dealsPage(c, { kind: 'error', text: m.errors.windowOver }, typedOf(form));
      const db = c.env.DB;
      await db.batch([
        raiseCatalogueVersion(db),
        slotStatement(db, null, read.slot),
        auditOf(c, 'slot_add', 'flash_deal_slot', '', null, read.slot),
        auditNewRowStatement(db, 'flash_deal_slots'),
      ]);
      await forgetCatalogueEpoch(c.env.CACHE, c.get('memory'), nowSeconds());
      return c.redirect(opsPath(lang, '/deals?done=added'), 303);
    })
    .post('/deals/:slot{[0-9]+}', async (c) => {
      const db = c.env.DB;
      const slot = await readOpsSlot(db, Number(c.req.param('slot')));
      if (!slot) return c.render(<OpsNotFoundPage />, { status: 404 });
      const form = await c.req.parseBody();
      const read = readSlotForm(form);
      if ('refusal' in read) return dealsPage(c, { kind: 'error', text: m.errors[read.refusal] }, typedOf(form));
      // Once a slot has started, its deal stock counters, orders and the shop's cached prices count its
      // window: only its titles may change (the form shows the window to the minute).
      const minute = (seconds: number) => Math.floor(seconds / 60);
      const sameWindow =
        minute(read.slot.starts_at) === minute(slot.starts_at) &&
        minute(read.slot.ends_at) === minute(slot.ends_at) &&
        read.slot.repeats_daily === slot.repeats_daily;
      if (slot.starts_at <= nowSeconds() && !sameWindow)
        return dealsPage(c, { kind: 'error', text: m.deals.startedWindow }, typedOf(form));
      if (!sameWindow && windowOver(read.slot, nowSeconds()))
        return dealsPage(c, { kind: 'error', text: m.errors.windowOver }, typedOf(form));
      const { id, ...before } = slot;
      const after = sameWindow ? { ...before, title_en: read.slot.title_en, title_km: read.slot.title_km } : read.slot;
      await db.batch([
        raiseCatalogueVersion(db),
        slotStatement(db, id, after),
        auditOf(c, 'slot_edit', 'flash_deal_slot', String(id), before, after),
      ]);
      await forgetCatalogueEpoch(c.env.CACHE, c.get('memory'), nowSeconds());
      return c.redirect(opsPath(lang, '/deals?done=saved'), 303);
    })
    .post('/deals/:slot{[0-9]+}/remove', async (c) => {
      const db = c.env.DB;
      const slot = await readOpsSlot(db, Number(c.req.param('slot')));
      if (!slot) return c.render(<OpsNotFoundPage />, { status: 404 });
      // A slot that has started stays: orders name it, and the shop's cached prices count its window.
      if (slot.starts_at <= nowSeconds()) return dealsPage(c, { kind: 'error', text: m.deals.startedRemove });
      const { id, ...before } = slot;
      await db.batch([
        raiseCatalogueVersion(db),
        ...removeSlotStatements(db, id),
        auditOf(c, 'slot_remove', 'flash_deal_slot', String(id), before, null),
      ]);
      await forgetCatalogueEpoch(c.env.CACHE, c.get('memory'), nowSeconds());
      return c.redirect(opsPath(lang, '/deals?done=removed'), 303);
    })
    .post('/deals/:slot{[0-9]+}/items', async (c) => {
      const db = c.env.DB;
      const slot = await readOpsSlot(db, Number(c.req.param('slot')));
      if (!slot) return c.render(<OpsNotFoundPage />, { status: 404 });
      const form = await c.req.parseBody();
      const productId = productIdOf(form);
      const read = readItemForm(
        form,
        productId,
        productId === null ? null : await productPriceAndDeposit(db, productId),
      );
      if ('refusal' in read) return dealsPage(c, { kind: 'error', text: m.errors[read.refusal] }, typedOf(form));
      const before = await readDealItem(db, slot.id, read.item.productId);
      await db.batch([
        raiseCatalogueVersion(db),
        dealItemStatement(db, { slotId: slot.id, ...read.item }),
        auditOf(
          c,
          'deal_item_save',
          'flash_deal_item',
          `${slot.id}:${read.item.productId}`,
          before && { dealCents: before.deal_cents, stock: before.stock_total, limit: before.limit_per_shopper },
          { dealCents: read.item.dealCents, stock: read.item.stock, limit: read.item.limit },
        ),
      ]);
      await forgetCatalogueEpoch(c.env.CACHE, c.get('memory'), nowSeconds());
      return c.redirect(opsPath(lang, `/deals?done=${before ? 'saved' : 'added'}`), 303);
    })
    .post('/deals/:slot{[0-9]+}/items/:product{[0-9]+}/remove', async (c) => {
      const db = c.env.DB;
      const slotId = Number(c.req.param('slot'));
      const before = await readDealItem(db, slotId, Number(c.req.param('product')));
      if (!before) return c.render(<OpsNotFoundPage />, { status: 404 });
      await db.batch([
        raiseCatalogueVersion(db),
        removeDealItemStatement(db, slotId, before.product_id),
        auditOf(
          c,
          'deal_item_remove',
          'flash_deal_item',
          `${slotId}:${before.product_id}`,
          { dealCents: before.deal_cents, stock: before.stock_total, limit: before.limit_per_shopper },
          null,
        ),
      ]);
      await forgetCatalogueEpoch(c.env.CACHE, c.get('memory'), nowSeconds());
      return c.redirect(opsPath(lang, '/deals?done=removed'), 303);
    });
}
