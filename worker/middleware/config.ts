import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { PublicConfig } from '../../src/app/payload';
import { bakongOriginAllowed, MAX_PAYMENT_MINUTES } from '../../commerce/embedded';
import { providerSchema, readProviders, type SocialProvider } from '../social/providers';

/** What a bad value must be instead, where the variable's name alone does not say. */
const HINTS: Record<string, string> = {
  ORDER_PAYMENT_MINUTES: `whole minutes from 1 to ${MAX_PAYMENT_MINUTES}: NBC's guidance allows a dynamic KHQR ${MAX_PAYMENT_MINUTES} minutes at most`,
  BAKONG_API_ORIGIN: 'an https:// origin (your Cambodian relay), or http://localhost for a fake Bakong',
};

const optionalUrl = z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default('');

const schema = z.object({
  API_ORIGIN: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]),
  SITE_ORIGIN: optionalUrl,
  KHR_PER_USD: z.coerce.number().positive(),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  // How long an isolate answers the edge cache's entries from memory before asking KV again (0: never).
  ISOLATE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(10_000),
  // How long an isolate answers a guest's catalogue page with the HTML it rendered (worker/cache/guest-page-cache.ts; 0: never).
  GUEST_PAGE_MS: z.coerce.number().int().min(0).max(60_000).default(3_000),
  // The share of requests other than 5xx that get a request log line (worker/middleware/request-log.ts); every 5xx gets one.
  REQUEST_LOG_SAMPLE: z.coerce.number().min(0).max(1).default(1),
  // The whole shop's SMS (one-time codes) in 24 hours; read by the embedded commerce API (sms-budget.ts).
  SMS_DAILY_LIMIT: z.coerce.number().int().positive().max(1_000_000),
  // The life of a KHQR code, read by the embedded commerce API (payments/payment-config.ts).
  ORDER_PAYMENT_MINUTES: z.coerce.number().int().min(1).max(MAX_PAYMENT_MINUTES).default(MAX_PAYMENT_MINUTES),
  // Where the Bakong Open API is asked (payments/bakong.ts); empty: NBC's own.
  BAKONG_API_ORIGIN: z.union([z.literal(''), z.string().refine(bakongOriginAllowed)]).default(''),
  NEWSLETTER_ACTION: optionalUrl,
  ANALYTICS_ID: z.union([z.literal(''), z.string().regex(/^G-[A-Z0-9]{4,20}$/)]).default(''),
  PIXEL_ID: z.union([z.literal(''), z.string().regex(/^\d{6,20}$/)]).default(''),
  // Social sign-in (worker/social): a provider is on when its client id is set; the secrets by `wrangler secret put`.
  ...providerSchema('FACEBOOK'),
  ...providerSchema('APPLE'),
  // Shared by the edge and the commerce API: only the edge may link a provider's account to a member.
  SOCIAL_LINK_KEY: z.union([z.literal(''), z.string().min(32).max(256)]).default(''),
});

/** The validated configuration. Only `public` (and `khrPerUsd`) reach the browser. */
export type Config = {
  apiOrigin: string | null;
  /** The shop's public origin (`https://shop.example`), or null: local runs use the request's (worker/request/site-origin.ts). */
  siteOrigin: string | null;
  khrPerUsd: number;
  upstreamTimeoutMs: number;
  /** How long an isolate keeps parsed copies of the edge cache's entries (worker/cache/memory-cache.ts); 0: not at all. */
  isolateCacheMs: number;
  /** How long an isolate keeps guests' catalogue pages as rendered (worker/cache/guest-page-cache.ts); 0: not at all. */
  guestPageMs: number;
  /** The share of requests other than 5xx that are logged (0 to 1); every 5xx is. */
  requestLogSample: number;
  /** Social sign-in: the configured providers (none: no buttons) and the key the edge shows the commerce API. */
  social: { providers: SocialProvider[]; linkKey: string };
  public: PublicConfig;
};

/** Reads the vars of wrangler.toml; throws an error that names each bad variable. */
export function readConfig(env: Record<string, unknown>): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const names = parsed.error.issues
      .map((issue) => issue.path.join('.'))
      .map((name) => (HINTS[name] ? `${name} (${HINTS[name]})` : name))
      .join(', ');
    throw new Error(`Invalid configuration: check ${names} in wrangler.toml or the deployment's variables`);
  }
  const vars = parsed.data;
  const { providers, missing } = readProviders(vars as unknown as Record<string, string>);
  if (providers.length > 0 && !vars.SOCIAL_LINK_KEY) missing.push('SOCIAL_LINK_KEY');
  if (missing.length > 0)
    throw new Error(`Invalid configuration: set ${missing.join(', ')} (a social sign-in provider has a client id)`);
  return {
    apiOrigin: vars.API_ORIGIN || null,
    siteOrigin: vars.SITE_ORIGIN ? new URL(vars.SITE_ORIGIN).origin : null,
    khrPerUsd: vars.KHR_PER_USD,
    upstreamTimeoutMs: vars.UPSTREAM_TIMEOUT_MS,
    isolateCacheMs: vars.ISOLATE_CACHE_MS,
    guestPageMs: vars.GUEST_PAGE_MS,
    requestLogSample: vars.REQUEST_LOG_SAMPLE,
    social: { providers, linkKey: vars.SOCIAL_LINK_KEY },
    public: {
      newsletterAction: vars.NEWSLETTER_ACTION,
      analyticsId: vars.ANALYTICS_ID,
      pixelId: vars.PIXEL_ID,
      socialProviders: providers.map((provider) => provider.id),
    },
  };
}

/**
 * Puts the validated configuration in `c.get('config')`. The runtime hands every request of an isolate
 * the same env object, so it is validated once per isolate (a failure is not kept: it throws again
 * on the next request, naming the variable).
 */
export function config(): MiddlewareHandler<{ Bindings: CloudflareBindings; Variables: { config: Config } }> {
  const validated = new WeakMap<object, Config>();
  return async function config(c, next) {
    let found = validated.get(c.env);
    if (!found) {
      found = readConfig(c.env as unknown as Record<string, unknown>);
      validated.set(c.env, found);
    }
    c.set('config', found);
    await next();
  };
}
