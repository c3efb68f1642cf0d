import type { Context } from 'hono';
import { matchRoute } from '../src/app/match-route';
import { pageModule } from '../src/app/page-module';
import type { PagePayload, Settled } from '../src/app/payload';
import { createI18n, loadMessages } from '../src/i18n/create-i18n';
import { createApi } from './api-client';
import type { AppEnv } from './app-env';
import { LOADERS } from './loaders';
import { renderPage } from './render';

/** Deferred data never rejects into a page: a failure becomes `{ ok: false }`. */
function settle(promise: Promise<unknown>): Promise<Settled> {
  return promise.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => {
      console.error('deferred data failed', error);
      return { ok: false };
    },
  );
}

function wantsJson(c: Context<AppEnv>): boolean {
  const accept = c.req.header('accept') ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}

/**
 * A page request after `locale()`: match the route, run its loader, then
 * stream the HTML document or, for a client navigation, answer the same
 * data as JSON (deferred values settled).
 */
export async function page(c: Context<AppEnv>): Promise<Response> {
  const { lang, path } = c.var;
  const url = new URL(c.req.url);
  const i18n = createI18n(lang, await loadMessages(lang));
  const base = { params: {}, path: path + url.search, lang, data: {}, deferred: {} };
  let payload: PagePayload = { ...base, route: 'not-found', status: 404 };
  let deferred: Record<string, Promise<Settled>> = {};

  const match = matchRoute(path);
  if (match) {
    const result = await LOADERS[match.route.loader]({
      params: match.params,
      query: url.searchParams,
      lang,
      api: createApi(c),
    });
    if (!('notFound' in result)) {
      payload = { ...base, route: match.route.id, params: match.params, status: 200, data: result.data };
      deferred = Object.fromEntries(Object.entries(result.deferred ?? {}).map(([name, p]) => [name, settle(p)]));
    }
  }

  c.header('Cache-Control', 'private, no-cache');
  c.header('Vary', 'Accept');
  if (wantsJson(c)) {
    const names = Object.keys(deferred);
    const values = await Promise.all(Object.values(deferred));
    const settled = Object.fromEntries(names.map((name, i) => [name, values[i] as Settled]));
    return c.json({ ...payload, deferred: settled }, payload.status as 200);
  }
  const { default: Page } = await pageModule(payload.route)();
  return renderPage(c, { payload, Page, deferred, i18n });
}
