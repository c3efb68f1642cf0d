import { Hono } from 'hono';
import { OpsNotFoundPage } from '../../src/ops/OpsNotFoundPage';
import { OpsProductPage, OpsProductsPage } from '../../src/ops/OpsProductsPage';
import type { Lang } from '../../lib/lang';
import { OPS_MESSAGES } from '../../src/ops/ops-messages';
import { opsPath } from '../../src/ops/ops-path';
import { nowSeconds } from '../../lib/clock';
import { forgetCatalogueEpoch } from '../cache/catalogue-cache';
import {
  editBaseText,
  findProducts,
  parseEditBase,
  productIdBySku,
  readProductChoices,
  readProductRecord,
  readProductTerms,
  readStockHistory,
  saveProduct,
} from '../../commerce/console';
import {
  type EditConflict,
  type ProductRecord,
  type ProductTerms,
  STOCK_NOTES,
  type StockNote,
} from '../../commerce/contract/console/products';
import { fieldLabel, fieldValue, whenText } from '../../src/ops/edited-field';
import { PRODUCT_FORM_FIELDS, type ProductForm } from '../../src/ops/product-form';
import { PRODUCT_TERMS_FIELDS, type ProductTermsForm } from '../../src/ops/product-terms';
import { checkProductTerms, termsForm } from './check-product-terms';
import { checkProduct, productRefusalText } from './check-product';
import type { OpsEnv } from './ops-env';

/** The stock moves a product's page lists, newest first. */
const HISTORY_SHOWN = 30;
/** The form's field of each edited field whose name differs (the rest are named alike). */
const FORM_FIELD: Partial<Record<EditConflict['field'], keyof (ProductForm & ProductTermsForm)>> = {
  price_cents: 'price',
  compare_cents: 'compare',
  earnest_cents: 'down_payment',
  ships_at: 'ships_on',
};

/** Products listed a page at a time, newest first (a number or SKU searched for comes first). */
const PRODUCTS_PAGE = 50;
/** A product's form as typed, from its record (or empty for a new one). */
function productForm(product: ProductRecord | null): ProductForm {
  const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return {
    sku: product?.sku ?? '',
    merchant_id: text(product?.merchant_id),
    category_id: text(product?.category_id),
    brand_id: text(product?.brand_id),
    name_en: product?.name_en ?? '',
    name_km: product?.name_km ?? '',
    description_en: product?.description_en ?? '',
    description_km: product?.description_km ?? '',
    image: product?.image ?? '',
    price: product ? (product.price_cents / 100).toFixed(2) : '',
    compare: product?.compare_cents ? (product.compare_cents / 100).toFixed(2) : '',
    stock: text(product?.stock),
    limit_per_shopper: product ? String(product.limit_per_shopper) : '10',
    is_preorder: product?.is_preorder ? '1' : '',
  };
}

/** Products: found by number, SKU or name, added and edited with their terms; a new one goes on to its photos. */
export function productRoutes(lang: Lang) {
  const m = OPS_MESSAGES[lang];
  return new Hono<OpsEnv>()
    .get('/products', async (c) => {
      const query = (c.req.query('q') ?? '').trim().slice(0, 100);
      const page = Math.min(Math.max(Number.parseInt(c.req.query('page') ?? '1', 10) || 1, 1), 1000);
      const rows = await findProducts(c.env.DB, lang, query, PRODUCTS_PAGE + 1, (page - 1) * PRODUCTS_PAGE);
      return c.render(
        <OpsProductsPage
          query={query}
          rows={rows.slice(0, PRODUCTS_PAGE)}
          page={page}
          more={rows.length > PRODUCTS_PAGE}
          saved={c.req.query('done') === 'saved'}
        />,
      );
    })
    .get('/products/:id{new|[1-9][0-9]*}', async (c) => {
      const db = c.env.DB;
      const param = c.req.param('id');
      const product = param === 'new' ? null : await readProductRecord(db, Number(param));
      if (param !== 'new' && !product) return c.render(<OpsNotFoundPage />, { status: 404 });
      const [choices, terms, history] = await Promise.all([
        readProductChoices(db, lang),
        product ? readProductTerms(db, product.id) : null,
        product ? readStockHistory(db, product.id, HISTORY_SHOWN) : [],
      ]);
      const values = { ...productForm(product), ...termsForm(terms) };
      return c.render(
        <OpsProductPage
          id={product?.id ?? null}
          base={product ? editBaseText(product) : ''}
          values={values}
          choices={choices}
          history={history}
          error={null}
        />,
      );
    })
    .post('/products/:id{new|[1-9][0-9]*}', async (c) => {
      const db = c.env.DB;
      const param = c.req.param('id');
      const before = param === 'new' ? null : await readProductRecord(db, Number(param));
      if (param !== 'new' && !before) return c.render(<OpsNotFoundPage />, { status: 404 });
      const body = await c.req.parseBody();
      const field = (name: string) => (typeof body[name] === 'string' ? body[name].trim() : '');
      const typed = Object.fromEntries(
        [...PRODUCT_FORM_FIELDS, ...PRODUCT_TERMS_FIELDS].map((name) => [name, field(name)]),
      ) as ProductForm & ProductTermsForm;
      const baseText = field('version');
      const base = parseEditBase(baseText);
      const stockNote = (STOCK_NOTES as readonly string[]).includes(field('stock_note'))
        ? (field('stock_note') as StockNote)
        : null;
      const [choices, history] = await Promise.all([
        readProductChoices(db, lang),
        before ? readStockHistory(db, before.id, HISTORY_SHOWN) : [],
      ]);
      const id = before?.id ?? null;
      const refused = (error: string, values = typed, version = baseText) =>
        c.render(
          <OpsProductPage
            id={id}
            base={version}
            values={values}
            choices={choices}
            history={history}
            error={error}
            stockNote={stockNote}
          />,
          { status: 400 },
        );
      const checked = checkProduct(typed, choices);
      if ('refusal' in checked) return refused(productRefusalText(checked.refusal, m.products));
      // Its picture follows its uploaded photos (decision 023): those are changed on its photos page.
      if (before?.has_photos && typed.image !== before.image) return refused(m.products.imageFromPhotos);
      const terms = checkProductTerms(typed, checked.product.price_cents, checked.product.is_preorder === 1);
      if ('refusal' in terms) return refused(m.products[terms.refusal]);
      const skuOwner = await productIdBySku(db, checked.product.sku);
      if (skuOwner !== null && skuOwner !== id) return refused(m.products.skuTaken(skuOwner));
      // A known product's form carries what it was read from; one without is not saved over what changed.
      if (before && !base) return refused(m.products.busy);
      const now = nowSeconds();
      const asked = { product: checked.product, terms: terms.terms, stockNote, operatorId: c.get('operator')!.id, now };
      const saved = await saveProduct(db, before && base ? { ...asked, id: before.id, base } : { ...asked, id: null });
      if ('conflicts' in saved) {
        const [current, currentTerms] = await Promise.all([readProductRecord(db, id!), readProductTerms(db, id!)]);
        if (!current) return c.render(<OpsNotFoundPage />, { status: 404 });
        return refused(
          conflictText(saved.conflicts, lang, m),
          mergedForm(typed, current, currentTerms, saved.conflicts, saved.stockDelta),
          editBaseText(current),
        );
      }
      if ('stockShort' in saved) return refused(m.products.stockShort(saved.stockShort.left));
      if ('refusal' in saved) return refused(m.products[saved.refusal]);
      // The shop's cached lists show the change at once (decision 027).
      await forgetCatalogueEpoch(c.env.CACHE, c.get('memory'), now);
      // A new product goes on to its photos: until it has some, the shop shows the picture path it was given.
      return c.redirect(
        opsPath(
          lang,
          id === null ? `/products/${saved.saved}/photos?done=created` : `/products?q=${saved.saved}&done=saved`,
        ),
        303,
      );
    });
}

/** Why a save was refused: what changed since, each with who changed it and when. */
function conflictText(conflicts: EditConflict[], lang: Lang, m: (typeof OPS_MESSAGES)[Lang]): string {
  const p = m.products;
  const each = conflicts.map((conflict) =>
    p.changedField(
      fieldLabel(conflict.field, p),
      fieldValue(conflict.field, conflict.value, lang, p),
      conflict.by,
      whenText(conflict.at, lang),
    ),
  );
  return [p.changedSince, ...each, p.changedAgain].join(' ');
}

/**
 * The refused form shown again: what the operator typed, but the fields changed since as they are now,
 * and the stock as it is now with the operator's own change to it.
 */
function mergedForm(
  typed: ProductForm & ProductTermsForm,
  current: ProductRecord,
  terms: ProductTerms | null,
  conflicts: EditConflict[],
  stockDelta: number,
): ProductForm & ProductTermsForm {
  const now = { ...productForm(current), ...termsForm(terms) };
  const values = { ...typed, stock: String(Math.max(0, current.stock + stockDelta)) };
  for (const conflict of conflicts) {
    const name = FORM_FIELD[conflict.field] ?? (conflict.field as keyof typeof values);
    values[name] = now[name];
  }
  return values;
}
