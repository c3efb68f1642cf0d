import { Hono } from 'hono';
import { OpsNotFoundPage } from '../../src/ops/OpsNotFoundPage';
import { OpsProductPage, OpsProductsPage } from '../../src/ops/OpsProductsPage';
import type { Lang } from '../../lib/lang';
import { OPS_MESSAGES } from '../../src/ops/ops-messages';
import { opsPath } from '../../src/ops/ops-path';
import { nowSeconds } from '../../lib/clock';
import { raiseCatalogueVersion } from '../../commerce/db/catalogue-version';
import { auditStatement } from '../../commerce/db/operators';
import { forgetCatalogueEpoch } from '../cache/catalogue-cache';
import { isConstraintFailure } from '../../commerce/db/constraint-failure';
import {
  findProducts,
  productIdBySku,
  ownHiddenStatement,
  productTermsStatement,
  readProductChoices,
  readProductRecord,
  readProductTerms,
  saveProductStatements,
} from '../../commerce/db/ops-products';
import type { ProductRecord } from '../../commerce/contract/console/products';
import { PRODUCT_FORM_FIELDS, type ProductForm } from '../../src/ops/product-form';
import { PRODUCT_TERMS_FIELDS, type ProductTermsForm } from '../../src/ops/product-terms';
import { checkProductTerms, termsForm } from './check-product-terms';
import { checkProduct, productRefusalText } from './check-product';
import type { OpsEnv } from './ops-app';

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
      const [choices, terms] = await Promise.all([
        readProductChoices(db, lang),
        product ? readProductTerms(db, product.id) : null,
      ]);
      const values = { ...productForm(product), ...termsForm(terms) };
      return c.render(<OpsProductPage id={product?.id ?? null} values={values} choices={choices} error={null} />);
    })
    .post('/products/:id{new|[1-9][0-9]*}', async (c) => {
      const db = c.env.DB;
      const param = c.req.param('id');
      const before = param === 'new' ? null : await readProductRecord(db, Number(param));
      if (param !== 'new' && !before) return c.render(<OpsNotFoundPage />, { status: 404 });
      const termsBefore = before && (await readProductTerms(db, before.id));
      const body = await c.req.parseBody();
      const typed = Object.fromEntries(
        [...PRODUCT_FORM_FIELDS, ...PRODUCT_TERMS_FIELDS].map((field) => [
          field,
          typeof body[field] === 'string' ? body[field].trim() : '',
        ]),
      ) as ProductForm & ProductTermsForm;
      const choices = await readProductChoices(db, lang);
      const checked = checkProduct(typed, choices);
      const id = before?.id ?? null;
      if ('refusal' in checked)
        return c.render(
          <OpsProductPage
            id={id}
            values={typed}
            choices={choices}
            error={productRefusalText(checked.refusal, m.products)}
          />,
          { status: productRefusalText(checked.refusal, m.products) ? 400 : 200 },
        );
      // Its picture follows its uploaded photos (decision 023): those are changed on its photos page.
      if (before?.has_photos && typed.image !== before.image)
        return c.render(
          <OpsProductPage id={id} values={typed} choices={choices} error={m.products.imageFromPhotos} />,
          { status: m.products.imageFromPhotos ? 400 : 200 },
        );
      const terms = checkProductTerms(typed, checked.product.price_cents, checked.product.is_preorder === 1);
      if ('refusal' in terms)
        return c.render(<OpsProductPage id={id} values={typed} choices={choices} error={m.products[terms.refusal]} />, {
          status: m.products[terms.refusal] ? 400 : 200,
        });
      const skuOwner = await productIdBySku(db, checked.product.sku);
      if (skuOwner !== null && skuOwner !== id)
        return c.render(
          <OpsProductPage id={id} values={typed} choices={choices} error={m.products.skuTaken(skuOwner)} />,
          { status: m.products.skuTaken(skuOwner) ? 400 : 200 },
        );
      const now = nowSeconds();
      const saved = await saveProductStatements(db, id, checked.product, checked.topCategoryId, now);
      try {
        await db.batch([
          ...saved.statements,
          raiseCatalogueVersion(db),
          productTermsStatement(db, saved.id, terms.terms),
          ownHiddenStatement(db, saved.id, terms.terms),
          auditStatement(
            db,
            {
              operatorId: c.get('operator')!.id,
              action: id === null ? 'product_add' : 'product_edit',
              entity: 'product',
              entityId: String(saved.id),
              before: before && { ...before, ...termsBefore },
              after: { ...checked.product, ...terms.terms },
            },
            now,
          ),
        ]);
      } catch (error) {
        if (!isConstraintFailure(error)) throw error;
        return c.render(<OpsProductPage id={id} values={typed} choices={choices} error={m.products.busy} />, {
          status: m.products.busy ? 400 : 200,
        });
      }
      // The shop's cached lists show the change at once (decision 027).
      await forgetCatalogueEpoch(c.env.CACHE, c.get('memory'), now);
      // A new product goes on to its photos: until it has some, the shop shows the picture path it was given.
      return c.redirect(
        opsPath(lang, id === null ? `/products/${saved.id}/photos?done=created` : `/products?q=${saved.id}&done=saved`),
        303,
      );
    });
}
