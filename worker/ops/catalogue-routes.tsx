import { type Context, Hono } from 'hono';
import { OpsBrandPage, OpsBrandsPage } from '../../src/ops/OpsBrandsPage';
import { OpsCategoriesPage, OpsCategoryPage } from '../../src/ops/OpsCategoriesPage';
import type { Lang } from '../../lib/lang';
import { BRAND_FIELDS, type BrandForm, CATEGORY_FIELDS, type CategoryForm } from '../../src/ops/catalogue-fields';
import { nowSeconds } from '../../lib/clock';
import {
  listBrandRecords,
  listCategoryRecords,
  readBrandRecord,
  readCategoryRecord,
  removeCatalogueRecord,
  saveBrand,
  saveCategory,
} from '../../commerce/console';
import type { BrandRecord, CategoryRecord } from '../../commerce/contract/console/catalogue';
import { forgetCatalogueEpoch } from '../cache/catalogue-cache';
import { emptyForm, formOf, readBrandForm, readCategoryForm } from './catalogue-forms';
import { COPIES, catalogueKit } from './catalogue-kit';
import type { OpsEnv } from './ops-env';
import { typedForm } from './form-text';
import { doneNotice, refused, noticeStatus } from './route-kit';
import type { Notice } from '../../src/ops/OpsNotice';

/**
 * The console's catalogue, for owners and staff: goods categories as the shop's tree and the brands (the
 * merchants and the kinds of shop are merchant-routes.tsx's), each added and edited with every name in
 * both languages. A form is checked whole (a refusal shows it again as typed, 400, in the page's
 * language); a change is written by its service in one batch with its audit entry and, for a renamed
 * category or brand, its products' search index rows; then the shop's cached copies of what changed are
 * forgotten, so its menus and pages show it at once.
 */
export function catalogueRoutes(lang: Lang) {
  const { m, nameOf, topsOf, choicesOf, idOf, notFound, operatorOf, forget, done } = catalogueKit(lang);

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
      if ((await removeCatalogueRecord(db, 'category', before, operatorOf(c), nowSeconds())) === 'kept')
        return stillHolds(await holds());
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
      if ((await removeCatalogueRecord(db, 'brand', before, operatorOf(c), nowSeconds())) === 'kept') {
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
    });
}
