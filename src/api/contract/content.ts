import { z } from 'zod';
import { envelope } from './envelope';
import { idSchema, timeSchema } from './fields';

/** GET /api/outlets → pick-up outlets in Phnom Penh and the provinces. */
export const outletsResponse = envelope(
  z.array(z.object({ id: z.number().int(), name: z.string(), address: z.string(), province: z.string(), phone: z.string(), hours: z.string(), lat: z.number(), lng: z.number() })),
);

/** GET /api/helpcategories → the help centre's categories with their article counts. */
export const helpCategoriesResponse = envelope(z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string(), articles: z.number().int() })));

/** GET /api/helparticles?category&q → articles of a category, or matching a search. */
export const helpArticlesRequest = z.object({ category: idSchema.optional(), q: z.string().trim().min(1).max(100).optional(), time: timeSchema });
export const helpArticleSchema = z.object({ id: z.number().int(), category_id: z.number().int(), slug: z.string(), title: z.string(), body: z.string() });
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
 * GET /api/newsletter?email&website → adds the address once (any letter case): code 0 with `already`
 * when it was on the list; a bad address is code 400. `website` is a honeypot: filled, nothing is stored (400).
 */
export const newsletterRequest = z.object({ email: emailOrNull, website: z.string().max(500).optional(), time: timeSchema });
export const newsletterResponse = envelope(z.object({ subscribed: z.literal(true), already: z.boolean() }));
