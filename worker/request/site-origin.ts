import type { Context } from 'hono';
import type { AppEnv } from '../app-env';

/**
 * The shop's public origin for absolute addresses (canonical and hreflang links, the sitemap, robots.txt,
 * social sign-in's return address): SITE_ORIGIN when it is set, as it must be when deployed. Without it
 * (local runs) it is the request's own origin, which a client chooses through the Host header, so an
 * answer that carries it must not be stored by shared caches (`configured: false`).
 */
export function siteOrigin(c: Context<AppEnv>): { origin: string; configured: boolean } {
  const configured = c.get('config').siteOrigin;
  return configured
    ? { origin: configured, configured: true }
    : { origin: new URL(c.req.url).origin, configured: false };
}
