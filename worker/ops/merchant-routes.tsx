import { Hono } from 'hono';
import type { Context } from 'hono';
import { OpsMerchantPage, OpsMerchantsPage } from '../../src/ops/OpsMerchantsPage';
import { OpsShopKindPage, OpsShopKindsPage } from '../../src/ops/OpsShopKindsPage';
import type { Lang } from '../../lib/lang';
import {
  MERCHANT_FIELDS,
  type MerchantForm,
  SHOP_KIND_FIELDS,
  type ShopKindForm,
} from '../../src/ops/catalogue-fields';
import { nowSeconds } from '../../lib/clock';
import {
  closeMerchant,
  listMerchantRecords,
  listShopKindRecords,
  readMerchantRecord,
  readShopKindRecord,
  reopenMerchant,
  saveMerchant,
  saveShopKind,
} from '../../commerce/console';
import type { MerchantRecord, ShopKindRecord } from '../../commerce/contract/console/catalogue';
import { forgetCatalogueEpoch } from '../cache/catalogue-cache';
import { emptyForm, formOf, readMerchantForm, readShopKindForm } from './catalogue-forms';
import { COPIES, catalogueKit } from './catalogue-kit';
import type { OpsEnv } from './ops-env';
import { typedForm } from './form-text';
import { doneNotice, noticeStatus, refused } from './route-kit';
import type { Notice } from '../../src/ops/OpsNotice';

/**
 * The catalogue's merchants and the kinds of shop, as catalogue-routes.tsx has the categories and brands:
 * each form checked whole, a change written by its service, then the shop's copies of it forgotten. A
 * merchant that leaves the programme is closed, and can be reopened.
 */
export function merchantRoutes(lang: Lang) {
  const { m, nameOf, choicesOf, idOf, notFound, operatorOf, forget, done } = catalogueKit(lang);
  const merchantPage = async (
    c: Context<OpsEnv>,
    before: MerchantRecord | null,
    values: MerchantForm,
    notice: Notice | null,
  ) =>
    c.render(
      <OpsMerchantPage
        id={before?.id ?? null}
        name={before && nameOf(before)}
        values={values}
        kinds={choicesOf(await listShopKindRecords(c.env.DB))}
        products={before?.products ?? 0}
        closedAt={before?.closed_at ?? null}
        notice={notice}
      />,
      { status: noticeStatus(notice) },
    );

  const shopKindPage = (
    c: Context<OpsEnv>,
    before: ShopKindRecord | null,
    values: ShopKindForm,
    notice: Notice | null,
  ) =>
    c.render(
      <OpsShopKindPage id={before?.id ?? null} name={before && nameOf(before)} values={values} notice={notice} />,
      { status: noticeStatus(notice) },
    );

  return new Hono<OpsEnv>()
    .get('/merchants', async (c) =>
      c.render(<OpsMerchantsPage merchants={await listMerchantRecords(c.env.DB)} notice={doneNotice(c, m)} />),
    )
    .get('/merchants/:id{new|[1-9][0-9]{0,8}}', async (c) => {
      const id = idOf(c);
      const before = id === null ? null : await readMerchantRecord(c.env.DB, id);
      if (id !== null && !before) return notFound(c);
      return merchantPage(c, before, before ? formOf(before, MERCHANT_FIELDS) : emptyForm(MERCHANT_FIELDS, {}), null);
    })
    .post('/merchants/:id{new|[1-9][0-9]{0,8}}', async (c) => {
      const db = c.env.DB;
      const id = idOf(c);
      const before = id === null ? null : await readMerchantRecord(db, id);
      if (id !== null && !before) return notFound(c);
      const typed = typedForm(await c.req.parseBody(), MERCHANT_FIELDS);
      const read = readMerchantForm(typed, choicesOf(await listShopKindRecords(db)), m);
      if ('refusal' in read) return merchantPage(c, before, typed, refused(read.refusal));
      if ((await saveMerchant(db, before, read.fields, operatorOf(c), nowSeconds())) === 'busy') {
        return merchantPage(c, before, typed, refused(m.busy));
      }
      await forget(c, COPIES.merchant(before?.id ?? null));
      return c.redirect(done('merchants', before ? 'saved' : 'added'), 303);
    })
    .post('/merchants/:id{[1-9][0-9]{0,8}}/:change{close|reopen}', async (c) => {
      const db = c.env.DB;
      const before = await readMerchantRecord(db, Number(c.req.param('id')));
      if (!before) return notFound(c);
      // Closing a merchant (one that left the programme) takes its page, list entries, coupons and products
      // out of the shop at once; reopening brings back what the closing took (migration 0122).
      const closing = c.req.param('change') === 'close';
      if (closing === (before.closed_at !== null)) {
        return merchantPage(
          c,
          before,
          formOf(before, MERCHANT_FIELDS),
          refused(closing ? m.alreadyClosed : m.notClosed),
        );
      }
      // Closing hides every one of its products at once: the form asks for a tick first (reopening is one press).
      if (closing && (await c.req.parseBody()).confirm !== '1') {
        return merchantPage(c, before, formOf(before, MERCHANT_FIELDS), refused(m.closeUnconfirmed));
      }
      const now = nowSeconds();
      await (closing ? closeMerchant : reopenMerchant)(db, before, operatorOf(c), now);
      await forget(c, COPIES.merchant(before.id));
      await forgetCatalogueEpoch(c.env.CACHE, c.get('memory') ?? null, now);
      return c.redirect(done('merchants', closing ? 'closed' : 'reopened'), 303);
    })
    .get('/shop-kinds', async (c) =>
      c.render(<OpsShopKindsPage kinds={await listShopKindRecords(c.env.DB)} notice={doneNotice(c, m)} />),
    )
    .get('/shop-kinds/:id{new|[1-9][0-9]{0,8}}', async (c) => {
      const id = idOf(c);
      const before = id === null ? null : await readShopKindRecord(c.env.DB, id);
      if (id !== null && !before) return notFound(c);
      const values = before ? formOf(before, SHOP_KIND_FIELDS) : emptyForm(SHOP_KIND_FIELDS, { sort: '0' });
      return shopKindPage(c, before, values, null);
    })
    .post('/shop-kinds/:id{new|[1-9][0-9]{0,8}}', async (c) => {
      const db = c.env.DB;
      const id = idOf(c);
      const before = id === null ? null : await readShopKindRecord(db, id);
      if (id !== null && !before) return notFound(c);
      const typed = typedForm(await c.req.parseBody(), SHOP_KIND_FIELDS);
      const read = readShopKindForm(typed, m);
      if ('refusal' in read) return shopKindPage(c, before, typed, refused(read.refusal));
      if ((await saveShopKind(db, before, read.fields, operatorOf(c), nowSeconds())) === 'busy') {
        return shopKindPage(c, before, typed, refused(m.busy));
      }
      await forget(c, COPIES.shopKind());
      return c.redirect(done('shop-kinds', before ? 'saved' : 'added'), 303);
    });
}
