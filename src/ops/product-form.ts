/** The product form's text fields as typed (strings), in the console's product editor and its route. */
export type ProductForm = {
  sku: string;
  merchant_id: string;
  category_id: string;
  brand_id: string;
  name_en: string;
  name_km: string;
  description_en: string;
  description_km: string;
  image: string;
  price: string;
  compare: string;
  stock: string;
  limit_per_shopper: string;
  is_preorder: string;
};

export const PRODUCT_FORM_FIELDS = [
  'sku',
  'merchant_id',
  'category_id',
  'brand_id',
  'name_en',
  'name_km',
  'description_en',
  'description_km',
  'image',
  'price',
  'compare',
  'stock',
  'limit_per_shopper',
  'is_preorder',
] as const satisfies readonly (keyof ProductForm)[];
