import { z } from 'zod';
import { CONTACT_TOPICS } from './choices';
import { envelope } from './envelope';
import { toApiMobile } from '../../lib/mobile';
import { idSchema, intField, timeSchema } from './fields';

/** GET /api/outlets → pick-up outlets in Phnom Penh and the provinces. */
export const outletSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  province: z.string(),
  phone: z.string(),
  hours: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type Outlet = z.infer<typeof outletSchema>;
export const outletsResponse = envelope(z.array(outletSchema));

/** GET /api/helpcategories → the help centre's categories with their article counts. */
export const helpCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  articles: z.number().int(),
});
export type HelpCategory = z.infer<typeof helpCategorySchema>;
export const helpCategoriesResponse = envelope(z.array(helpCategorySchema));

/**
 * GET /api/helparticles?category&slug&popular&q → articles of a category, the one with a slug, the popular
 * ones (popular=1, most asked first), or those containing every word of `q` in either language.
 */
export const helpArticlesRequest = z.object({
  category: idSchema.optional(),
  slug: z
    .string()
    .regex(/^[a-z0-9-]{1,80}$/)
    .optional(),
  popular: intField(0, 1).optional(),
  q: z.string().trim().min(1).max(120).optional(),
  time: timeSchema,
});
export const helpArticleSchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  body: z.string(),
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;
export const helpArticlesResponse = envelope(z.array(helpArticleSchema));
/** GET /api/helparticles/:id → one article. */
export const helpArticleResponse = envelope(helpArticleSchema);

/** A valid e-mail address (trimmed), or null for anything else, so the route can say what is wrong. */
const emailOrNull = z
  .string()
  .default('')
  .transform((value) => {
    const email = value.trim();
    return email.length <= 254 && z.email().safeParse(email).success ? email : null;
  });

/**
 * POST /api/newsletter {email, website} → adds the address once (any letter case): code 0 with `already`
 * when it was on the list; a bad address is code 400. `website` is a honeypot: filled, nothing is stored (400).
 */
export const newsletterRequest = z.object({
  email: emailOrNull,
  website: z.string().max(500).optional(),
  time: timeSchema,
});
export const newsletterResponse = envelope(z.object({ subscribed: z.literal(true), already: z.boolean() }));

/** GET /api/pages/:slug → a content page (company, contact, wechat, privacy, terms) as sections of plain text. */
export const contentPageSchema = z.object({
  slug: z.string(),
  /** The date it last changed (YYYY-MM-DD). */
  updated_on: z.string(),
  /** Its outside address, if any: a map for the contact page, the WeChat account for the QR code. */
  link: z.string(),
  sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })),
});
export type ContentPageData = z.infer<typeof contentPageSchema>;
export const contentPageResponse = envelope(contentPageSchema);

/** GET /api/servicehours → customer-service hours by weekday (0 is Sunday) in Phnom Penh time, "HH:MM". */
export const serviceHoursSchema = z.array(
  z.object({ day: z.number().int().min(0).max(6), opens: z.string(), closes: z.string() }),
);
export type ServiceHours = z.infer<typeof serviceHoursSchema>;
export const serviceHoursResponse = envelope(serviceHoursSchema);

/**
 * POST /api/contact {name, contact, topic, message, website} → stores a support request; code 429 when
 * this address or this mobile/e-mail sent too many lately. `contact` is an e-mail or a Cambodian mobile
 * (any local form). `website` is a honeypot: filled, nothing is stored (400). With a token the request
 * is also the shopper's, in their messages.
 */
export const contactRequest = z.object({
  name: z.string().trim().min(1).max(80),
  contact: z
    .string()
    .trim()
    .max(254)
    .transform((value, ctx) => {
      if (z.email().safeParse(value).success) return value.toLowerCase();
      const mobile = toApiMobile(value);
      if (mobile) return mobile;
      ctx.addIssue({ code: 'custom', message: 'contact' });
      return z.NEVER;
    }),
  topic: z.enum(CONTACT_TOPICS),
  message: z.string().trim().min(10).max(2000),
  website: z.string().max(500).optional(),
  time: timeSchema,
});
export const contactResponse = envelope(z.object({ reference: z.string() }));
