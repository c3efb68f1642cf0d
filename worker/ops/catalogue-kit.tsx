import type { Context } from 'hono';
import type { Lang } from '../../lib/lang';
import { OpsNotFoundPage } from '../../src/ops/OpsNotFoundPage';
import type { CategoryRecord } from '../../commerce/contract/console/catalogue';
import { OPS_MESSAGES } from '../../src/ops/ops-messages';
import { opsPath } from '../../src/ops/ops-path';
import { forgetCached } from '../cache/forget-cached';
import type { OpsEnv } from './ops-env';

export const DONE = ['added', 'saved', 'removed', 'closed', 'reopened'] as const;

/**
 * The shop's cached copies a write to a record makes wrong (`id` null: a new one): `keys` are
 * Commerce.cached keys (the menus, and the sitemap, which lists every category, brand and merchant page),
 * `paths` catalogue reads: the lists and the record's own reads. Product lists carry no brand or merchant
 * names, so they stay.
 */
export const COPIES = {
  category: () => ({ keys: ['goodscategory', 'category-menu', 'sitemap'], paths: [] }),
  brand: (id: number | null) => ({
    keys: ['brands-menu', 'sitemap'],
    paths: ['/brands', ...(id ? [`/brands/${id}`] : [])],
  }),
  merchant: (id: number | null) => ({
    keys: ['sitemap'],
    paths: ['/merchants', ...(id ? [`/merchants/${id}`, `/merchants/${id}/about`] : [])],
  }),
  // The header's "Shops by category" menu.
  shopKind: () => ({ keys: ['businesscategory'], paths: [] }),
};

/** What the catalogue's routes (catalogue-routes.tsx, merchant-routes.tsx) share, in the page's language. */
export function catalogueKit(lang: Lang) {
  const m = OPS_MESSAGES[lang].catalogue;
  const nameOf = (row: { name_en: string; name_km: string }) => (lang === 'km' ? row.name_km : row.name_en);
  const topsOf = (categories: CategoryRecord[]) => categories.filter((category) => category.parent_id === null);
  const choicesOf = (rows: { id: number; name_en: string; name_km: string }[]) =>
    rows.map((row) => ({ id: row.id, name: nameOf(row) }));
  /** The record id in the path, or null for `new`. */
  const idOf = (c: Context) => (c.req.param('id') === 'new' ? null : Number(c.req.param('id')));
  const notFound = (c: Context<OpsEnv>) => c.render(<OpsNotFoundPage />, { status: 404 });
  /** The signed-in operator, whom a change's audit entry names. */
  const operatorOf = (c: Context<OpsEnv>) => c.get('operator')!.id;
  const forget = (c: Context<OpsEnv>, copies: { keys: string[]; paths: string[] }) =>
    forgetCached(c.env.CACHE, c.get('memory') ?? null, copies);
  const done = (section: string, what: (typeof DONE)[number]) => opsPath(lang, `/${section}?done=${what}`);

  return { m, nameOf, topsOf, choicesOf, idOf, notFound, operatorOf, forget, done };
}
