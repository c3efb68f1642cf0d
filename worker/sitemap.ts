import type { Context } from 'hono';
import { localizePath } from '../lib/paths';
import { createCommerce, type Commerce } from './data/commerce';
import type { AppEnv } from './app-env';
import { siteOrigin } from './request/site-origin';

/** The catalogue's fixed pages, unprefixed. */
const PAGES = [
  '/',
  '/products',
  '/category',
  '/bestoffer',
  '/merchant-lists',
  '/flashdeal',
  '/discount',
  '/preorder',
  '/promotions',
  '/voucher',
];
/** Lists are read 50 at a time; this many pages of each at most (a sitemap file holds 50,000 addresses). */
const MAX_PAGES = 20;

/** Every page of a paged list, the first read alone to learn how many there are. */
async function allPages<T>(read: (page: number) => Promise<{ list: T[]; pages: number }>): Promise<T[]> {
  const first = await read(1);
  const rest = Array.from({ length: Math.min(first.pages, MAX_PAGES) - 1 }, (_, i) => read(i + 2));
  return [first.list, ...(await Promise.all(rest)).map((page) => page.list)].flat();
}

/** The catalogue's addresses; a part the API cannot give is left out rather than failing the whole file. */
async function catalogueUrls(api: Commerce): Promise<string[]> {
  const none = () => [] as string[];
  const [categories, products, brands, merchants, promotions] = await Promise.all([
    api.categories
      .goods()
      .then(
        (a) => a.flatMap((c) => [c.id, ...c.child.map((child) => child.id)]).map((id) => `/products?category=${id}`),
        none,
      ),
    allPages((page) => api.goods.list({ page: String(page), limit: '50' })).then(
      (list) => list.map((p) => `/products/${p.id}`),
      none,
    ),
    api.shops.brands().then((a) => a.map((b) => `/bestoffer/detail/${b.id}`), none),
    allPages((page) => api.shops.merchants({ page: String(page), limit: '50' })).then(
      (list) => list.map((m) => `/merchant/${m.id}`),
      none,
    ),
    api.deals.promotions().then((a) => a.map((p) => `/promotions/${p.slug}`), none),
  ]);
  return [...PAGES, ...categories, ...products, ...brands, ...merchants, ...promotions];
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One `<url>` per address and language, each naming both languages' versions (hreflang). */
export function sitemapXml(origin: string, paths: string[]): string {
  const entries = paths.flatMap((path) => {
    const en = escapeXml(origin + localizePath(path, 'en'));
    const km = escapeXml(origin + localizePath(path, 'km'));
    const links = `<xhtml:link rel="alternate" hreflang="en" href="${en}"/><xhtml:link rel="alternate" hreflang="km" href="${km}"/><xhtml:link rel="alternate" hreflang="x-default" href="${en}"/>`;
    return [`<url><loc>${en}</loc>${links}</url>`, `<url><loc>${km}</loc>${links}</url>`];
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/** GET /sitemap.xml: the catalogue in English and Khmer, through the KV cache (rebuilt at most every few minutes). */
export async function sitemap(c: Context<AppEnv>): Promise<Response> {
  const api = createCommerce(c);
  const paths = await api.cached('sitemap', () => catalogueUrls(api)).catch(() => PAGES);
  const { origin, configured } = siteOrigin(c);
  return c.body(sitemapXml(origin, paths), 200, {
    'content-type': 'application/xml; charset=utf-8',
    'cache-control': configured ? 'public, max-age=3600' : 'no-store',
  });
}

/**
 * GET /robots.txt, answered here rather than from public/ because the Sitemap line must be an
 * absolute address (crawlers and Lighthouse reject a relative one) and only the request knows the origin.
 */
export function robots(c: Context<AppEnv>): Response {
  const { origin, configured } = siteOrigin(c);
  const text = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /accounts',
    'Disallow: /kh/accounts',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return c.text(text, 200, { 'cache-control': configured ? 'public, max-age=3600' : 'no-store' });
}
