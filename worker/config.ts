import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { PublicConfig } from '../src/app/payload';

const optionalUrl = z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default('');
const optionalText = z.string().trim().max(200).default('');

const schema = z.object({
  API_ORIGIN: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]),
  KHR_PER_USD: z.coerce.number().positive(),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  CONTACT_PHONE: optionalText,
  CONTACT_EMAIL: z.union([z.literal(''), z.email()]).default(''),
  TELEGRAM_URL: optionalUrl,
  FACEBOOK_URL: optionalUrl,
  TIKTOK_URL: optionalUrl,
  YOUTUBE_URL: optionalUrl,
  APP_STORE_URL: optionalUrl,
  PLAY_STORE_URL: optionalUrl,
  NEWSLETTER_ACTION: optionalUrl,
  ANALYTICS_ID: z.union([z.literal(''), z.string().regex(/^G-[A-Z0-9]{4,20}$/)]).default(''),
  PIXEL_ID: z.union([z.literal(''), z.string().regex(/^\d{6,20}$/)]).default(''),
});

/** The validated configuration. Only `public` (and `khrPerUsd`) reach the browser. */
export type Config = { apiOrigin: string | null; khrPerUsd: number; upstreamTimeoutMs: number; public: PublicConfig };

/** Reads the vars of wrangler.toml; throws an error that names each bad variable. */
export function readConfig(env: Record<string, unknown>): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const names = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Invalid configuration: check ${names} in wrangler.toml or the deployment's variables`);
  }
  const vars = parsed.data;
  return {
    apiOrigin: vars.API_ORIGIN || null,
    khrPerUsd: vars.KHR_PER_USD,
    upstreamTimeoutMs: vars.UPSTREAM_TIMEOUT_MS,
    public: {
      contact: { phone: vars.CONTACT_PHONE, email: vars.CONTACT_EMAIL },
      links: {
        telegram: vars.TELEGRAM_URL,
        facebook: vars.FACEBOOK_URL,
        tiktok: vars.TIKTOK_URL,
        youtube: vars.YOUTUBE_URL,
        appStore: vars.APP_STORE_URL,
        playStore: vars.PLAY_STORE_URL,
      },
      newsletterAction: vars.NEWSLETTER_ACTION,
      analyticsId: vars.ANALYTICS_ID,
      pixelId: vars.PIXEL_ID,
    },
  };
}

/** Puts the validated configuration in `c.var.config`. */
export function config(): MiddlewareHandler<{ Bindings: CloudflareBindings; Variables: { config: Config } }> {
  return async function config(c, next) {
    c.set('config', readConfig(c.env as unknown as Record<string, unknown>));
    await next();
  };
}
