/** The console's category, brand, merchant and kind-of-shop forms' fields, in order (both languages of each text). */
export const CATEGORY_FIELDS = ['parent_id', 'name_en', 'name_km', 'sort', 'image'] as const;
export const BRAND_FIELDS = [
  'goods_category_id',
  'name_en',
  'name_km',
  'about_en',
  'about_km',
  'logo',
  'sort',
] as const;
export const MERCHANT_FIELDS = [
  'business_category_id',
  'name_en',
  'name_km',
  'about_en',
  'about_km',
  'city_en',
  'city_km',
  'phone',
  'logo',
] as const;

export const SHOP_KIND_FIELDS = ['name_en', 'name_km', 'image', 'sort'] as const;

/** A form's fields as typed (text), by field. */
export type CatalogueForm<Field extends string> = Record<Field, string>;
export type CategoryForm = CatalogueForm<(typeof CATEGORY_FIELDS)[number]>;
export type BrandForm = CatalogueForm<(typeof BRAND_FIELDS)[number]>;
export type MerchantForm = CatalogueForm<(typeof MERCHANT_FIELDS)[number]>;
export type ShopKindForm = CatalogueForm<(typeof SHOP_KIND_FIELDS)[number]>;
