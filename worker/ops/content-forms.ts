import { PARAM_PATTERNS } from '../../src/routes';
import type {
  HelpArticleFields,
  HelpCategoryFields,
  PageSection,
  PromotionFields,
} from '../../commerce/contract/console/content';
import { cents, phnomPenhSeconds } from './deal-forms';
import { httpsLink } from './contact-shapes';
import { formText } from './form-text';

/**
 * Reading the console's promotion, help-centre and page forms: each returns the
 * typed values, or the name of the first refusal (a key of the messages' `errors`), so a route changes
 * nothing on bad input. Times are typed as Phnom Penh wall clock, as the deal forms' are.
 */
export type ContentRefusal =
  | 'badSlug'
  | 'badTitle'
  | 'badName'
  | 'badDescription'
  | 'badDates'
  | 'badProduct'
  | 'badPromoPrice'
  | 'badSort'
  | 'badCategory'
  | 'badBody'
  | 'badPopular'
  | 'badSection'
  | 'badLink';

type Form = Record<string, unknown>;
/** Both languages of a field, each present and at most `max` characters, or null. */
const both = (form: Form, name: string, max: number) => {
  const [en, km] = [formText(form, `${name}_en`), formText(form, `${name}_km`)];
  return en && km && en.length <= max && km.length <= max ? { en, km } : null;
};
const whole = (value: string, min: number, max: number) =>
  /^\d{1,4}$/.test(value) && Number(value) >= min && Number(value) <= max ? Number(value) : null;

/** A new slug: lower-case words of letters and digits joined by hyphens ("summer-sale"), as the shop's addresses are. */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const slugOf = (form: Form, pattern = SLUG) => {
  const slug = formText(form, 'slug');
  return pattern.test(slug) && slug.length <= 60 ? slug : null;
};

/**
 * A promotion: titles and descriptions in both languages, and its dates (its banner is an upload, read
 * by the route: promotionBanner). `slug`: the stored one when editing (a slug is never changed: it is the
 * promotion's address), else the form's.
 */
export function readPromotionForm(
  form: Form,
  slug: string | null,
): { promotion: Omit<PromotionFields, 'banner'> } | { refusal: ContentRefusal } {
  // A promotion's address takes dots too (12.12, water-festival-sales-11.11), as the shop's route does.
  const ownSlug = slug ?? slugOf(form, PARAM_PATTERNS.promotion);
  if (ownSlug === null) return { refusal: 'badSlug' };
  const title = both(form, 'title', 80);
  if (!title) return { refusal: 'badTitle' };
  const description = both(form, 'description', 1000);
  if (!description) return { refusal: 'badDescription' };
  const startsAt = phnomPenhSeconds(formText(form, 'starts_at'));
  const endsAt = phnomPenhSeconds(formText(form, 'ends_at'));
  if (startsAt === null || endsAt === null || endsAt <= startsAt) return { refusal: 'badDates' };
  return {
    promotion: {
      slug: ownSlug,
      title_en: title.en,
      title_km: title.km,
      description_en: description.en,
      description_km: description.km,
      starts_at: startsAt,
      ends_at: endsAt,
    },
  };
}

/**
 * A promotion's product (`productId`, from deal-forms' `productIdOf`) and a promotion price below its own
 * and above the down payment it takes (`product`, null when there is no such product), as the shop counts
 * it (db/live-deal.ts `promotionCounts`).
 */
export function readPromotionItemForm(
  form: Form,
  productId: number | null,
  product: { price: number; deposit: number } | null,
): { item: { productId: number; promoCents: number } } | { refusal: ContentRefusal } {
  if (productId === null || product === null) return { refusal: 'badProduct' };
  const promoCents = cents(formText(form, 'promo_price'));
  if (promoCents === null || promoCents <= product.deposit || promoCents >= product.price) {
    return { refusal: 'badPromoPrice' };
  }
  return { item: { productId, promoCents } };
}

/** A help category: names in both languages and its place in the help centre. */
export function readHelpCategoryForm(
  form: Form,
  slug: string | null,
): { category: HelpCategoryFields } | { refusal: ContentRefusal } {
  const ownSlug = slug ?? slugOf(form);
  if (ownSlug === null) return { refusal: 'badSlug' };
  const name = both(form, 'name', 80);
  if (!name) return { refusal: 'badName' };
  const sort = whole(formText(form, 'sort'), 0, 999);
  if (sort === null) return { refusal: 'badSort' };
  return { category: { slug: ownSlug, name_en: name.en, name_km: name.km, sort } };
}

/**
 * A help article: its category (one of `categoryIds`), title and text in both languages, its place in the
 * category and among the most asked (0: not on the help centre's front page).
 */
export function readHelpArticleForm(
  form: Form,
  slug: string | null,
  categoryIds: number[],
): { article: HelpArticleFields } | { refusal: ContentRefusal } {
  const ownSlug = slug ?? slugOf(form);
  if (ownSlug === null) return { refusal: 'badSlug' };
  const category = whole(formText(form, 'category_id'), 1, 9999);
  if (category === null || !categoryIds.includes(category)) return { refusal: 'badCategory' };
  const title = both(form, 'title', 80);
  if (!title) return { refusal: 'badTitle' };
  const body = both(form, 'body', 10_000);
  if (!body) return { refusal: 'badBody' };
  const sort = whole(formText(form, 'sort'), 0, 999);
  if (sort === null) return { refusal: 'badSort' };
  const popular = whole(formText(form, 'popular') || '0', 0, 99);
  if (popular === null) return { refusal: 'badPopular' };
  return {
    article: {
      category_id: category,
      slug: ownSlug,
      title_en: title.en,
      title_km: title.km,
      // The shop shows each line of the text as a paragraph (HelpArticlePage).
      body_en: body.en.replace(/\r\n?/g, '\n'),
      body_km: body.km.replace(/\r\n?/g, '\n'),
      sort,
      popular,
    },
  };
}

/** How many sections a page's form offers: those it has and one empty to add. */
export const pageSectionsShown = (stored: number) => Math.min(stored + 1, MAX_SECTIONS);
const MAX_SECTIONS = 20;
const paragraphs = (value: string) =>
  value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * A shop page: its outside link (empty, or an https address) and its sections, fields `heading_en_1`,
 * `body_km_1`… in order, each paragraph a line. A section left wholly empty is dropped; one half filled
 * is refused, and a page keeps at least one section.
 */
export function readPageForm(form: Form): { link: string; sections: PageSection[] } | { refusal: ContentRefusal } {
  const link = formText(form, 'link');
  if (httpsLink(link, 300) === null) return { refusal: 'badLink' };
  const sections: PageSection[] = [];
  for (let n = 1; n <= MAX_SECTIONS; n++) {
    const fields = ['heading_en', 'heading_km', 'body_en', 'body_km'].map((name) => formText(form, `${name}_${n}`));
    if (fields.every((field) => !field)) continue;
    const [headingEn = '', headingKm = '', bodyEn = '', bodyKm = ''] = fields;
    const section = {
      heading_en: headingEn,
      heading_km: headingKm,
      body_en: paragraphs(bodyEn),
      body_km: paragraphs(bodyKm),
    };
    const long = headingEn.length > 120 || headingKm.length > 120 || bodyEn.length > 20_000 || bodyKm.length > 20_000;
    if (!headingEn || !headingKm || !section.body_en.length || !section.body_km.length || long)
      return { refusal: 'badSection' };
    sections.push(section);
  }
  return sections.length ? { link, sections } : { refusal: 'badSection' };
}
