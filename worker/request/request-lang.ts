import type { Context } from 'hono';
import type { Lang } from '../../lib/lang';
import { locatePath } from '../../lib/paths';

function pathLang(pathname: string): Lang {
  const located = locatePath(pathname);
  return located.kind === 'page' ? located.lang : 'en';
}

/**
 * The shopper's language for any request. Pages: their prefix. /api calls:
 * the `lang` header (1 English, 2 Khmer), else the referring page's prefix.
 */
export function requestLang(c: Context): Lang {
  const url = new URL(c.req.url);
  if (!url.pathname.startsWith('/api/')) return pathLang(url.pathname);
  const header = c.req.header('lang');
  if (header === '1') return 'en';
  if (header === '2') return 'km';
  const referer = c.req.header('referer');
  if (!referer) return 'en';
  try {
    return pathLang(new URL(referer).pathname);
  } catch {
    return 'en';
  }
}
