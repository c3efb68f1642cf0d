/**
 * What the console reads and sends of the catalogue's goods categories, brands, merchants and kinds of shop
 * (/ops/categories, /ops/brands, /ops/merchants, /ops/shop-kinds): every name and text in both languages.
 * commerce/db/ops-catalogue.ts reads and writes them in these shapes.
 */

/**
 * A goods category's fields: what the category form shows and saves (worker/ops/catalogue-forms.ts reads the
 * form into them). `parent_id` null: a top category.
 */
export type CategoryFields = {
  parent_id: number | null;
  name_en: string;
  name_km: string;
  image: string | null;
  sort: number;
};
/**
 * A category with how many products it holds (a top category: all of its subcategories'): a row of the
 * categories page, the category its form edits, and the top categories the category and brand forms offer.
 */
export type CategoryRecord = CategoryFields & { id: number; products: number };

/** A brand's fields, both languages of its name and about text: what the brand form shows and saves. */
export type BrandFields = {
  goods_category_id: number;
  name_en: string;
  name_km: string;
  about_en: string;
  about_km: string;
  logo: string;
  sort: number;
};
/** A brand with how many products name it: a row of the brands page, and the brand its form edits. */
export type BrandRecord = BrandFields & { id: number; products: number };

/** A merchant's fields, both languages of its name, about text and city: what the merchant form shows and saves. */
export type MerchantFields = {
  business_category_id: number;
  name_en: string;
  name_km: string;
  about_en: string;
  about_km: string;
  logo: string;
  city_en: string;
  city_km: string;
  phone: string;
};
/**
 * A merchant, how many products it has, and since when it is closed (null: open; migration 0122): a row of the
 * merchants page, and the merchant its form edits, with its close or reopen button.
 */
export type MerchantRecord = MerchantFields & { id: number; products: number; closed_at: number | null };

/**
 * A kind of shop (business category): the header's "Shops by category" and the merchants' lists by kind. What
 * the shop-kind form shows and saves.
 */
export type ShopKindFields = { name_en: string; name_km: string; image: string; sort: number };
/** A kind of shop with how many merchants are of it: a row of the shop kinds page, and the kind its form edits. */
export type ShopKindRecord = ShopKindFields & { id: number; merchants: number };

/**
 * One option of a form's select, by id, named in the page's language: the top categories the brand form offers,
 * the kinds of shop the merchant form offers.
 */
export type Choice = { id: number; name: string };
