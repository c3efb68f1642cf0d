import type { MiddlewareHandler } from 'hono';
import type { PublicConfig } from '../../src/app/payload';
import type { AppEnv } from '../app-env';

type Sources = Partial<Record<'script-src' | 'img-src' | 'connect-src' | 'form-action', string[]>>;

/** The hosts each tag needs (Google's and Meta's CSP guides): its script, and where it sends hits. */
const TAG_HOSTS: Record<'analytics' | 'pixel', Sources> = {
  analytics: {
    'script-src': ['https://*.googletagmanager.com'],
    'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
    'connect-src': [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ],
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
export function withConfiguredHosts(
  csp: string,
  config: Pick<PublicConfig, 'analyticsId' | 'pixelId' | 'newsletterAction'>,
): string {
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

/** The CSP's directives; `{nonce}` marks the one value that changes per response. */
const CSP_DIRECTIVES: [string, string[]][] = [
  ['default-src', ["'self'"]],
  ['script-src', ["'nonce-{nonce}'", "'strict-dynamic'"]],
  ['style-src', import.meta.env.DEV ? ["'self'", "'unsafe-inline'"] : ["'self'"]],
  ['style-src-attr', ["'unsafe-inline'"]],
  // blob: for the previews of photos a shopper picks for a review (object URLs of local files).
  ['img-src', ["'self'", 'data:', 'blob:']],
  ['font-src', ["'self'"]],
  ['connect-src', ["'self'"]],
  ['manifest-src', ["'self'"]],
  ['worker-src', ["'self'"]],
  ['object-src', ["'none'"]],
  ['base-uri', ["'none'"]],
  ['form-action', ["'self'"]],
  ['frame-ancestors', ["'none'"]],
];
const BASE_CSP = CSP_DIRECTIVES.map(([name, values]) => [name, ...values].join(' ')).join('; ');

/** Everything but the CSP: the same on every response (hono's secureHeaders defaults, with ours). */
const FIXED_HEADERS: [string, string][] = [
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'DENY'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
];

/** The CSP split around its nonce, for one configuration (the configured hosts added). */
type CspTemplate = { before: string; after: string };

function cspTemplate(
  config: Pick<PublicConfig, 'analyticsId' | 'pixelId' | 'newsletterAction'> | undefined,
): CspTemplate {
  const csp = config ? withConfiguredHosts(BASE_CSP, config) : BASE_CSP;
  const [before = '', after = ''] = csp.split('{nonce}');
  return { before, after };
}

const BASE_TEMPLATE = cspTemplate(undefined);

/**
 * A fresh nonce: a random UUID (122 random bits; hex digits and `-` are all base64-value characters,
 * as CSP requires), one native call instead of random bytes, a spread and btoa on every response.
 */
function generateNonce(): string {
  return crypto.randomUUID();
}

/**
 * The baseline headers on every response, and a CSP whose script nonce is
 * fresh per response (`c.get('secureHeadersNonce')`). Vite's dev server injects
 * styles inline, so only dev allows inline style elements. The service
 * worker (/sw.js) needs `worker-src`: scripts are otherwise nonce-only.
 * Configured third-party hosts are added after the rest of the app ran,
 * because `config()` comes later (so that its errors get these headers too).
 * The headers are built once (the CSP once per configuration, which is made
 * once per isolate): per response only the nonce is new.
 */
export function security(): MiddlewareHandler<AppEnv> {
  const templates = new WeakMap<PublicConfig, CspTemplate>();
  const templateFor = (config: PublicConfig | undefined): CspTemplate => {
    if (!config) return BASE_TEMPLATE;
    const known = templates.get(config);
    if (known) return known;
    const template = cspTemplate(config);
    templates.set(config, template);
    return template;
  };
  return async function security(c, next) {
    const nonce = generateNonce();
    c.set('secureHeadersNonce', nonce);
    await next();
    const { before, after } = templateFor(c.get('config')?.public);
    const headers = c.res.headers;
    for (const [name, value] of FIXED_HEADERS) headers.set(name, value);
    headers.set('Content-Security-Policy', `${before}${nonce}${after}`);
    headers.delete('X-Powered-By');
  };
}
