import type { ProductChoices, ProductFields } from '../../commerce/contract/console/products';
import type { OpsMessages } from '../../src/ops/ops-messages';
import type { ProductForm } from '../../src/ops/product-form';
import { cents } from './deal-forms';
import { isPicturePath } from './picture-path';

/** What is wrong with a product as typed: the editor and the CSV import each word it for their page. */
export type ProductRefusal =
  | { kind: 'missing'; field: (typeof REQUIRED)[number] }
  | { kind: 'badChoice'; field: 'merchant_id' | 'category_id' | 'brand_id' }
  | { kind: 'badSku' | 'badMoney' | 'badCount' | 'badImage' | 'badPreorder' };

const REQUIRED = ['sku', 'name_en', 'name_km', 'description_en', 'description_km', 'image', 'price', 'stock'] as const;
/** A SKU as suppliers and spreadsheets write them: letters, digits, dot, dash and underscore; no spaces. */
const SKU_SHAPE = /^[A-Za-z0-9._-]{1,40}$/;

/**
 * The product a typed form (the editor's, or a CSV line read into the same fields) describes, or the
 * first thing wrong with it. One set of rules for both, so a line the import takes is one the editor
 * would save. Whether the SKU is another product's is the caller's to ask (it needs the database).
 */
export function checkProduct(
  typed: ProductForm,
  choices: ProductChoices,
): { product: ProductFields; topCategoryId: number } | { refusal: ProductRefusal } {
  const empty = REQUIRED.find((field) => !typed[field]);
  if (empty) return { refusal: { kind: 'missing', field: empty } };
  if (!SKU_SHAPE.test(typed.sku)) return { refusal: { kind: 'badSku' } };
  const merchant = choices.merchants.find((row) => String(row.id) === typed.merchant_id);
  const category = choices.categories.find((row) => String(row.id) === typed.category_id);
  const brand = choices.brands.find((row) => String(row.id) === typed.brand_id);
  if (!merchant) return { refusal: { kind: 'badChoice', field: 'merchant_id' } };
  if (!category) return { refusal: { kind: 'badChoice', field: 'category_id' } };
  if (typed.brand_id && !brand) return { refusal: { kind: 'badChoice', field: 'brand_id' } };
  const price = cents(typed.price);
  const compare = typed.compare ? cents(typed.compare) : null;
  if (price === null || price <= 0 || (typed.compare && (compare === null || compare <= price)))
    return { refusal: { kind: 'badMoney' } };
  const limit = Number(typed.limit_per_shopper);
  if (!/^\d{1,6}$/.test(typed.stock) || !/^\d{1,3}$/.test(typed.limit_per_shopper) || limit < 1)
    return { refusal: { kind: 'badCount' } };
  if (!isPicturePath(typed.image)) return { refusal: { kind: 'badImage' } };
  // The editor's box sends 1 or nothing; a CSV cell may say 0 too, and anything else is a mistake.
  if (!['', '0', '1'].includes(typed.is_preorder)) return { refusal: { kind: 'badPreorder' } };
  return {
    topCategoryId: category.top_id,
    product: {
      sku: typed.sku,
      merchant_id: merchant.id,
      category_id: category.id,
      brand_id: brand?.id ?? null,
      name_en: typed.name_en.slice(0, 200),
      name_km: typed.name_km.slice(0, 200),
      description_en: typed.description_en.slice(0, 4000),
      description_km: typed.description_km.slice(0, 4000),
      image: typed.image,
      price_cents: price,
      compare_cents: compare,
      stock: Number(typed.stock),
      limit_per_shopper: limit,
      is_preorder: typed.is_preorder === '1' ? 1 : 0,
    },
  };
}

/** A refusal in the editor's words (its fields' labels). */
export function productRefusalText(refusal: ProductRefusal, m: OpsMessages['products']): string {
  if (refusal.kind === 'missing') return m.missing(m.fields[refusal.field]);
  if (refusal.kind === 'badChoice') return m.badChoice(m.fields[refusal.field]);
  return m[refusal.kind];
}
