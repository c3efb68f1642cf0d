import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { PublicConfig } from '../src/app/payload';
import type { AppEnv } from './app-env';

type Sources = Partial<Record<'script-src' | 'img-src' | 'connect-src' | 'form-action', string[]>>;

/** The hosts each tag needs (Google's and Meta's CSP guides): its script, and where it sends hits. */
const TAG_HOSTS: Record<'analytics' | 'pixel', Sources> = {
  analytics: {
    'script-src': ['https://*.googletagmanager.com'],
    'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
    'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  },
  pixel: {
    'script-src': ['https://connect.facebook.net'],
    'img-src': ['https://www.facebook.com'],
    'connect-src': ['https://www.facebook.com', 'https://connect.facebook.net'],
  },
};

/**
 * The CSP with the hosts of what the operator configured added to their
 * directives: the analytics tag, the ad pixel, an external newsletter
 * service (the form submits there). Unchanged when none is set.
 */
export function withConfiguredHosts(csp: string, config: Pick<PublicConfig, 'analyticsId' | 'pixelId' | 'newsletterAction'>): string {
  const sets: Sources[] = [];
  if (config.analyticsId) sets.push(TAG_HOSTS.analytics);
  if (config.pixelId) sets.push(TAG_HOSTS.pixel);
  if (config.newsletterAction) sets.push({ 'form-action': [new URL(config.newsletterAction).origin] });
  if (!sets.length) return csp;
  return csp
    .split('; ')
    .map((directive) => {
      const name = directive.split(' ')[0] as keyof Sources;
      const hosts = sets.flatMap((set) => set[name] ?? []);
      return hosts.length ? [directive, ...new Set(hosts)].join(' ') : directive;
    })
    .join('; ');
}

/**
 * The baseline headers on every response, and a CSP whose script nonce is
 * fresh per response (`c.var.secureHeadersNonce`). Vite's dev server injects
 * styles inline, so only dev allows inline style elements. The service
 * worker (/sw.js) needs `worker-src`: scripts are otherwise nonce-only.
 * Configured third-party hosts are added after the rest of the app ran,
 * because `config()` comes later (so that its errors get these headers too).
 */
export function security(): MiddlewareHandler<AppEnv> {
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: [NONCE, "'strict-dynamic'"],
      styleSrc: import.meta.env.DEV ? ["'self'", "'unsafe-inline'"] : ["'self'"],
      styleSrcAttr: ["'unsafe-inline'"],
      // blob: for the previews of photos a shopper picks for a review (object URLs of local files).
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
  return async function security(c, next) {
    await headers(c, next);
    const csp = c.res.headers.get('Content-Security-Policy');
    const config = c.var.config?.public;
    if (csp && config) c.res.headers.set('Content-Security-Policy', withConfiguredHosts(csp, config));
  };
}
