/**
 * What the console reads and sends of the promotions, the help centre and the shop's pages (/ops/promotions,
 * /ops/help, /ops/pages): every row in both languages. commerce/db/ops-content.ts reads and writes them in
 * these shapes; the shop reads the same tables through db/deals.ts, db/content.ts and db/pages.ts.
 */

/** A promotion's fields, both languages of its title and description: what the promotion form shows and saves. */
export type PromotionFields = {
  slug: string;
  title_en: string;
  title_km: string;
  description_en: string;
  description_km: string;
  banner: string;
  starts_at: number;
  ends_at: number;
};
/** A promotion with how many products it has: a row of the promotions page, and the one the promotion page edits. */
export type OpsPromotion = PromotionFields & { id: number; items: number };
/**
 * A product in a promotion: its name in the page's language, its own price beside the promotion's. A row of the
 * promotion page's products, with its form.
 */
export type OpsPromotionItem = { product_id: number; name: string; price_cents: number; promo_cents: number };

/** A help category's fields: what the help page's category form shows and saves. */
export type HelpCategoryFields = { slug: string; name_en: string; name_km: string; sort: number };
/**
 * A help category with how many articles it has: a category of the help page, with its form, and the categories
 * the article form offers.
 */
export type OpsHelpCategory = HelpCategoryFields & { id: number; articles: number };
/** A help article's fields, both languages of its title and body: what the article form shows and saves. */
export type HelpArticleFields = {
  category_id: number;
  slug: string;
  title_en: string;
  title_km: string;
  body_en: string;
  body_km: string;
  sort: number;
  popular: number;
};
/** A stored help article: the one the article form edits. */
export type OpsHelpArticle = HelpArticleFields & { id: number };

/** An article as the help centre's list shows it: a row of its category on the help page (titles only). */
export type OpsHelpListArticle = Pick<
  OpsHelpArticle,
  'id' | 'category_id' | 'slug' | 'title_en' | 'title_km' | 'sort' | 'popular'
>;

/**
 * A section of a shop page in both languages; the paragraphs are stored as a JSON array (shown as text). The
 * shop page's form shows and saves each section.
 */
export type PageSection = { heading_en: string; heading_km: string; body_en: string[]; body_km: string[] };
/** A shop page (about, contact, WeChat, the policies): its date, outside link and sections, as its form edits them. */
export type OpsPage = { slug: string; updated_on: string; link: string; sections: PageSection[] };
