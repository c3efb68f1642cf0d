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
import {
  addCoupon,
  listMerchantNames,
  listOpsCoupons,
  listOpsSlots,
  liveSlotIds,
  merchantExists,
  productPriceAndDeposit,
  readOpsCoupon,
  readOpsSlot,
  removeDealItem,
  removeSlot,
  saveCoupon,
  saveDealItem,
  saveSlot,
} from '../../commerce/console';
import type { OpsCoupon } from '../../commerce/contract/console/deals';
import { forgetCatalogueEpoch } from '../cache/catalogue-cache';
import { phnomPenhInput } from '../../lib/phnom-penh-time';
import { productIdOf, readCouponForm, readItemForm, readSlotForm, windowOver } from './deal-forms';
import type { OpsEnv } from './ops-env';
import type { Notice } from '../../src/ops/OpsNotice';
import { typedOf } from './form-text';
import { doneNotice, idParam, noticeStatus } from './route-kit';

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
  /** The signed-in operator, whom a write's audit entry names. */
  const operatorOf = (c: Context<OpsEnv>) => c.get('operator')!.id;
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
      const id = await addCoupon(c.env.DB, read.fields, operatorOf(c), nowSeconds());
      return c.redirect(opsPath(lang, `/vouchers/${id}?done=added`), 303);
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
      if ('error' in read) return voucherPage(c, coupon, { kind: 'error', text: read.error }, typedOf(form));
      if (read.fields.total < coupon.claimed)
        return voucherPage(c, coupon, { kind: 'error', text: m.vouchers.belowClaimed(coupon.claimed) }, typedOf(form));
      const saved = await saveCoupon(c.env.DB, coupon, read.fields, operatorOf(c), nowSeconds());
      // Shoppers collected more between the read and the write: the database refused it.
      if (saved === 'belowClaimed')
        return voucherPage(
          c,
          coupon,
          { kind: 'error', text: m.vouchers.belowClaimed(read.fields.total) },
          typedOf(form),
        );
      return c.redirect(opsPath(lang, `/vouchers/${coupon.id}?done=saved`), 303);
    })
    .get('/deals', (c) => dealsPage(c, doneNotice(c, m.deals)))
    .post('/deals', async (c) => {
      const form = await c.req.parseBody();
      const read = readSlotForm(form);
      if ('refusal' in read) return dealsPage(c, { kind: 'error', text: m.errors[read.refusal] }, typedOf(form));
      if (windowOver(read.slot, nowSeconds()))
        return dealsPage(c, { kind: 'error', text: m.errors.windowOver }, typedOf(form));
      await saveSlot(c.env.DB, null, read.slot, operatorOf(c), nowSeconds());
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
      await saveSlot(db, slot, after, operatorOf(c), nowSeconds());
      await forgetCatalogueEpoch(c.env.CACHE, c.get('memory'), nowSeconds());
      return c.redirect(opsPath(lang, '/deals?done=saved'), 303);
    })
    .post('/deals/:slot{[0-9]+}/remove', async (c) => {
      const slot = await readOpsSlot(c.env.DB, Number(c.req.param('slot')));
      if (!slot) return c.render(<OpsNotFoundPage />, { status: 404 });
      // A slot that has started stays: orders name it, and the shop's cached prices count its window.
      if ((await removeSlot(c.env.DB, slot, operatorOf(c), nowSeconds())) === 'started')
        return dealsPage(c, { kind: 'error', text: m.deals.startedRemove });
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
      const done = await saveDealItem(db, slot.id, read.item, operatorOf(c), nowSeconds());
      await forgetCatalogueEpoch(c.env.CACHE, c.get('memory'), nowSeconds());
      return c.redirect(opsPath(lang, `/deals?done=${done}`), 303);
    })
    .post('/deals/:slot{[0-9]+}/items/:product{[0-9]+}/remove', async (c) => {
      const slotId = Number(c.req.param('slot'));
      const productId = Number(c.req.param('product'));
      if ((await removeDealItem(c.env.DB, slotId, productId, operatorOf(c), nowSeconds())) === 'missing')
        return c.render(<OpsNotFoundPage />, { status: 404 });
      await forgetCatalogueEpoch(c.env.CACHE, c.get('memory'), nowSeconds());
      return c.redirect(opsPath(lang, '/deals?done=removed'), 303);
    });
}
