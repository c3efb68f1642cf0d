import { LANG_PREFIX, type Lang } from './lang';

/** What the first path segment says about the language. */
export type LocatedPath = { kind: 'page'; lang: Lang; path: string } | { kind: 'redirect'; location: string };

/**
 * Splits a request path into its language and the route path.
 * `/kh/...` is Khmer, `/en` and `/en/...` redirect (301) to the unprefixed
 * path, anything else is English. Trailing slashes are ignored.
 */
export function locatePath(pathname: string, search = ''): LocatedPath {
  const path = normalizePath(pathname);
  if (path === '/en' || path.startsWith('/en/')) {
    return { kind: 'redirect', location: normalizePath(path.slice(3)) + search };
  }
  if (path === '/kh' || path.startsWith('/kh/')) {
    return { kind: 'page', lang: 'km', path: normalizePath(path.slice(3)) };
  }
  return { kind: 'page', lang: 'en', path };
}

/** One leading slash, no trailing slash, no empty segments: `//a//b/` → `/a/b`. */
export function normalizePath(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  return `/${segments.join('/')}`;
}

/** Prefixes a route path (`/products?page=2`) for a language: `/kh/products?page=2`. */
export function localizePath(path: string, lang: Lang): string {
  const prefix = LANG_PREFIX[lang];
  if (!prefix) return path;
  if (path === '/' || path.startsWith('/?') || path.startsWith('/#')) return prefix + path.slice(1);
  return prefix + path;
}

/** The same page in another language: keeps path, query and hash. */
export function switchLangPath(href: string, to: Lang): string {
  const url = new URL(href, 'http://x');
  const located = locatePath(url.pathname);
  const path = located.kind === 'page' ? located.path : located.location;
  return localizePath(path + url.search + url.hash, to);
}

/**
 * The sign-in page's route path that comes back to `back` afterwards: `back` is the address to return
 * to, with its language prefix (`/kh/carts`); localize the result like any route path. `reason`
 * tells the sign-in page why the shopper was sent there (`cart`: an add to cart waits for it).
 */
export function signInPath(back: string, reason?: 'cart'): string {
  return `/user/login?redirect=${encodeURIComponent(back)}${reason ? `&reason=${reason}` : ''}`;
}

const SAFE_REDIRECT = /^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@%/?#]*$/;

/**
 * A `.` or `..` segment in the path, written out or percent-encoded (`%2e`, which URL parsers read as
 * a dot): `/.//evil.example` and `/%2e//evil.example` resolve to the path `//evil.example`.
 */
const DOT_SEGMENT = /^[^?#]*\/(?:\.|%2e){1,2}(?:[/?#]|$)/i;

/**
 * Every user-supplied redirect target goes through here: a local path that starts with exactly one
 * `/`, uses URL-safe characters and has no `.` or `..` segment (which a browser would resolve into
 * `//host`, another site), otherwise `fallback`.
 */
export function safeRedirect(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || target.length > 2048) return fallback;
  return SAFE_REDIRECT.test(target) && !DOT_SEGMENT.test(target) ? target : fallback;
}
