import type { Context } from 'hono';
import { ERROR_PAGE } from '../src/routes';
import { createI18n, loadMessages } from '../src/i18n/create-i18n';
import { locatePath } from '../src/lib/paths';
import { API_MESSAGES } from './commerce/messages';
import type { AppEnv } from './app-env';
import { renderPage } from './render';

/**
 * The app's last line: an unexpected error becomes a localized envelope for
 * /api/* and the error page (status 500) for pages. Details go to the log only.
 */
export async function onError(error: unknown, c: Context<AppEnv>): Promise<Response> {
  console.error('unhandled error', error);
  const url = new URL(c.req.url);
  const located = locatePath(url.pathname);
  const lang = c.var.lang ?? (located.kind === 'page' ? located.lang : 'en');
  if (url.pathname.startsWith('/api/')) {
    const apiLang = c.req.header('lang') === '2' ? 'km' : 'en';
    return c.json({ code: 500, msg: API_MESSAGES[apiLang].serverError, data: null }, 500);
  }
  const i18n = createI18n(lang, await loadMessages(lang));
  const { default: Page } = await ERROR_PAGE();
  const payload = { route: 'error', params: {}, status: 500, path: located.kind === 'page' ? located.path : '/', lang, data: {}, deferred: {} };
  return renderPage(c, { payload, Page, deferred: {}, i18n });
}
