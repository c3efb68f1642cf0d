import { Hono } from 'hono';
import { API_LANG } from '../src/lib/lang';
import { locatePath } from '../src/lib/paths';
import type { AppEnv } from './app-env';
import { fetchUpstream } from './upstream';

/** `lang` from the header when valid, else from the referring page's prefix. */
function apiLang(header: string | undefined, referer: string | undefined): '1' | '2' {
  if (header === '1' || header === '2') return header;
  if (!referer) return API_LANG.en;
  try {
    const located = locatePath(new URL(referer).pathname);
    return located.kind === 'page' ? API_LANG[located.lang] : API_LANG.en;
  } catch {
    return API_LANG.en;
  }
}

/** /api/*: forwards to the commerce API with the `lang` header and without the browser's cookies. */
export const proxy = new Hono<AppEnv>().all('/*', async (c) => {
  const headers = new Headers(c.req.raw.headers);
  headers.delete('cookie');
  headers.set('lang', apiLang(c.req.header('lang'), c.req.header('referer')));
  const request = new Request(c.req.raw, { headers });
  const response = await fetchUpstream(request, c.env, c.var.config, c.executionCtx);
  return new Response(response.body, response);
});
