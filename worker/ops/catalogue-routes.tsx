import { type Context, Hono } from 'hono';
import { OpsBrandPage, OpsBrandsPage } from '../../src/ops/OpsBrandsPage';
import { OpsCategoriesPage, OpsCategoryPage } from '../../src/ops/OpsCategoriesPage';
import { OpsMerchantPage, OpsMerchantsPage } from '../../src/ops/OpsMerchantsPage';
import { OpsNotFoundPage } from '../../src/ops/OpsNotFoundPage';
import { OpsShopKindPage, OpsShopKindsPage } from '../../src/ops/OpsShopKindsPage';
import type { Lang } from '../../lib/lang';
import {
  BRAND_FIELDS,
  type BrandForm,
  CATEGORY_FIELDS,
  type CategoryForm,
  MERCHANT_FIELDS,
  type MerchantForm,
  SHOP_KIND_FIELDS,
  type ShopKindForm,
} from '../../src/ops/catalogue-fields';
import { OPS_MESSAGES } from '../../src/ops/ops-messages';
import { opsPath } from '../../src/ops/ops-path';
import { nowSeconds } from '../../lib/clock';
import {
  closeMerchant,
  listBrandRecords,
  listCategoryRecords,
  listMerchantRecords,
  listShopKindRecords,
  readBrandRecord,
  readCategoryRecord,
  readMerchantRecord,
  readShopKindRecord,
  removeBrand,
  removeCategory,
  reopenMerchant,
  saveBrand,
  saveCategory,
  saveMerchant,
  saveShopKind,
} from '../../commerce/console';
import type {
  BrandRecord,
  CategoryRecord,
  MerchantRecord,
  ShopKindRecord,
} from '../../commerce/contract/console/catalogue';
import { forgetCatalogueEpoch } from '../cache/catalogue-cache';
import { forgetCached } from '../cache/forget-cached';
import {
  emptyForm,
  formOf,
  readBrandForm,
  readCategoryForm,
  readMerchantForm,
  readShopKindForm,
} from './catalogue-forms';
import type { OpsEnv } from './ops-env';
import { typedForm } from './form-text';
import { doneNotice, refused, noticeStatus } from './route-kit';
import type { Notice } from '../../src/ops/OpsNotice';

const DONE = ['added', 'saved', 'removed', 'closed', 'reopened'] as const;

/**
 * The shop's cached copies a write to a record makes wrong (`id` null: a new one): `keys` are
 * Commerce.cached keys (the menus, and the sitemap, which lists every category, brand and merchant page),
 * `paths` catalogue reads: the lists and the record's own reads. Product lists carry no brand or merchant
 * names, so they stay.
 */
const COPIES = {
  category: () => ({ keys: ['goodscategory', 'category-menu', 'sitemap'], paths: [] }),
  brand: (id: number | null) => ({
    keys: ['brands-menu', 'sitemap'],
    paths: ['/brands', ...(id ? [`/brands/${id}`] : [])],
  }),
  merchant: (id: number | null) => ({
    keys: ['sitemap'],
    paths: ['/merchants', ...(id ? [`/merchants/${id}`, `/merchants/${id}/about`] : [])],
  }),
  // The header's "Shops by category" menu.
  shopKind: () => ({ keys: ['businesscategory'], paths: [] }),
};

/**
 * The console's catalogue, for owners and staff: goods categories as the shop's tree,
 * brands, merchants and the kinds of shop, each added and edited with every name in both languages. A form
 * is checked whole (a refusal shows it again as typed, 400, in the page's language); a change is written in one batch with
 * its audit entry and, for a renamed category or brand, its products' search index rows; then the shop's
 * cached copies of what changed are forgotten, so its menus and pages show it at once.
 */
export function catalogueRoutes(lang: Lang) {
  const m = OPS_MESSAGES[lang].catalogue;
  const nameOf = (row: { name_en: string; name_km: string }) => (lang === 'km' ? row.name_km : row.name_en);
  const topsOf = (categories: CategoryRecord[]) => categories.filter((category) => category.parent_id === null);
  const choicesOf = (rows: { id: number; name_en: string; name_km: string }[]) =>
    rows.map((row) => ({ id: row.id, name: nameOf(row) }));
  /** The record id in the path, or null for `new`. */
  const idOf = (c: Context) => (c.req.param('id') === 'new' ? null : Number(c.req.param('id')));
  const notFound = (c: Context<OpsEnv>) => c.render(<OpsNotFoundPage />, { status: 404 });
  /** The signed-in operator, whom a change's audit entry names. */
  const operatorOf = (c: Context<OpsEnv>) => c.get('operator')!.id;
  const forget = (c: Context<OpsEnv>, copies: { keys: string[]; paths: string[] }) =>
    forgetCached(c.env.CACHE, c.get('memory') ?? null, copies);
  const done = (section: string, what: (typeof DONE)[number]) => opsPath(lang, `/${section}?done=${what}`);

  const categoryPage = (
    c: Context<OpsEnv>,
    categories: CategoryRecord[],
    before: CategoryRecord | null,
    values: CategoryForm,
    notice: Notice | null,
  ) =>
    c.render(
      <OpsCategoryPage
        id={before?.id ?? null}
        name={before && nameOf(before)}
        isTop={before?.parent_id === null}
        values={values}
        tops={choicesOf(topsOf(categories))}
        notice={notice}
      />,
      { status: noticeStatus(notice) },
    );
  const brandsPage = async (c: Context<OpsEnv>, notice: Notice | null) => {
    const [brands, categories] = await Promise.all([listBrandRecords(c.env.DB), listCategoryRecords(c.env.DB)]);
    return c.render(<OpsBrandsPage brands={brands} tops={choicesOf(topsOf(categories))} notice={notice} />, {
      status: noticeStatus(notice),
    });
  };
  const brandPage = async (c: Context<OpsEnv>, before: BrandRecord | null, values: BrandForm, notice: Notice | null) =>
    c.render(
      <OpsBrandPage
        id={before?.id ?? null}
        name={before && nameOf(before)}
        values={values}
        tops={choicesOf(topsOf(await listCategoryRecords(c.env.DB)))}
        notice={notice}
      />,
      { status: noticeStatus(notice) },
    );
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
    .get('/categories', async (c) =>
      c.render(<OpsCategoriesPage categories={await listCategoryRecords(c.env.DB)} notice={doneNotice(c, m)} />),
    )
    .get('/categories/:id{new|[1-9][0-9]{0,8}}', async (c) => {
      const categories = await listCategoryRecords(c.env.DB);
      const id = idOf(c);
      const before = categories.find((category) => category.id === id) ?? null;
      if (id !== null && !before) return notFound(c);
      if (before) return categoryPage(c, categories, before, formOf(before, CATEGORY_FIELDS), null);
      // A new one, under the top category the list's link names (if it is one), last among its siblings.
      const parent = topsOf(categories).find((top) => String(top.id) === c.req.query('parent'));
      const siblings = categories.filter((category) => category.parent_id === (parent?.id ?? null));
      const sort = Math.max(0, ...siblings.map((sibling) => sibling.sort + 1));
      const values = emptyForm(CATEGORY_FIELDS, { parent_id: parent ? String(parent.id) : '', sort: String(sort) });
      return categoryPage(c, categories, null, values, null);
    })
    .post('/categories/:id{new|[1-9][0-9]{0,8}}', async (c) => {
      const db = c.env.DB;
      const categories = await listCategoryRecords(db);
      const id = idOf(c);
      const before = categories.find((category) => category.id === id) ?? null;
      if (id !== null && !before) return notFound(c);
      const typed = typedForm(await c.req.parseBody(), CATEGORY_FIELDS);
      const read = readCategoryForm(typed, before, topsOf(categories), m);
      if ('refusal' in read) return categoryPage(c, categories, before, typed, refused(read.refusal));
      const saved = await saveCategory(db, before, read.fields, operatorOf(c), nowSeconds());
      if (saved === 'busy') return categoryPage(c, categories, before, typed, refused(m.busy));
      await forget(c, COPIES.category());
      // A subcategory moved under another top category moved its products between the top categories'
      // lists: the catalogue's version was raised (decision 027).
      if (saved === 'moved') await forgetCatalogueEpoch(c.env.CACHE, c.get('memory') ?? null, nowSeconds());
      return c.redirect(done('categories', before ? 'saved' : 'added'), 303);
    })
    .post('/categories/:id{[1-9][0-9]{0,8}}/remove', async (c) => {
      const db = c.env.DB;
      const id = Number(c.req.param('id'));
      /** Why category `id` cannot go yet (what it still holds), or null when it is empty or gone. */
      const holds = async () => {
        const [categories, brands] = await Promise.all([listCategoryRecords(db), listBrandRecords(db)]);
        const subcategories = categories.filter((category) => category.parent_id === id).length;
        const itsBrands = brands.filter((brand) => brand.goods_category_id === id).length;
        const products = categories.find((category) => category.id === id)?.products ?? 0;
        const reason =
          subcategories > 0
            ? m.hasSubcategories(subcategories)
            : itsBrands > 0
              ? m.hasBrands(itsBrands)
              : products > 0
                ? m.hasProducts(products)
                : null;
        return { categories, reason };
      };
      const before = await readCategoryRecord(db, id);
      if (!before) return notFound(c);
      const stillHolds = (found: { categories: CategoryRecord[]; reason: string | null }) =>
        c.render(<OpsCategoriesPage categories={found.categories} notice={refused(found.reason ?? m.busy)} />, {
          status: 400,
        });
      const read = await holds();
      if (read.reason) return stillHolds(read);
      // Something was saved into it since it was read: it stays, and nothing was audited.
      if ((await removeCategory(db, before, operatorOf(c), nowSeconds())) === 'kept') return stillHolds(await holds());
      await forget(c, COPIES.category());
      return c.redirect(done('categories', 'removed'), 303);
    })
    .get('/brands', async (c) => brandsPage(c, doneNotice(c, m)))
    .post('/brands/:id{[1-9][0-9]{0,8}}/remove', async (c) => {
      const db = c.env.DB;
      const before = await readBrandRecord(db, Number(c.req.param('id')));
      if (!before) return notFound(c);
      const stillHolds = (count: number) => brandsPage(c, refused(m.brandHasProducts(count)));
      if (before.products > 0) return stillHolds(before.products);
      // A product was given this brand since it was read: it stays, and nothing was audited.
      if ((await removeBrand(db, before, operatorOf(c), nowSeconds())) === 'kept') {
        return stillHolds((await readBrandRecord(db, before.id))?.products ?? 0);
      }
      await forget(c, COPIES.brand(before.id));
      return c.redirect(done('brands', 'removed'), 303);
    })
    .get('/brands/:id{new|[1-9][0-9]{0,8}}', async (c) => {
      const id = idOf(c);
      const before = id === null ? null : await readBrandRecord(c.env.DB, id);
      if (id !== null && !before) return notFound(c);
      return brandPage(c, before, before ? formOf(before, BRAND_FIELDS) : emptyForm(BRAND_FIELDS, { sort: '0' }), null);
    })
    .post('/brands/:id{new|[1-9][0-9]{0,8}}', async (c) => {
      const db = c.env.DB;
      const id = idOf(c);
      const before = id === null ? null : await readBrandRecord(db, id);
      if (id !== null && !before) return notFound(c);
      const typed = typedForm(await c.req.parseBody(), BRAND_FIELDS);
      const read = readBrandForm(typed, topsOf(await listCategoryRecords(db)), m);
      if ('refusal' in read) return brandPage(c, before, typed, refused(read.refusal));
      if ((await saveBrand(db, before, read.fields, operatorOf(c), nowSeconds())) === 'busy') {
        return brandPage(c, before, typed, refused(m.busy));
      }
      await forget(c, COPIES.brand(before?.id ?? null));
      return c.redirect(done('brands', before ? 'saved' : 'added'), 303);
    })
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
