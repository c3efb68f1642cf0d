import type { Context } from 'hono';
import { NO_MENUS } from '../src/app/payload';
import type { PagePayload } from '../src/app/payload';
import { loadMessages } from '../src/i18n/load-messages';
import { locatePath } from '../src/lib/paths';
import { ERROR_PAGE } from '../src/routes';
import { GUEST_SESSION } from '../src/store/store-state';
import type { AppEnv } from './app-env';
import { edgeEnvelope } from './edge-messages';
import { describeError, log } from '../src/lib/log';
import { renderPage } from './render';
import { requestLang } from './request-lang';

/**
 * The app's last line: an unexpected error becomes a localized envelope for
 * /api/* and the error page (status 500) for pages. Details go to the log only.
 */
export async function onError(error: unknown, c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  log('error', 'unhandled error', { method: c.req.method, path: url.pathname, error: describeError(error) });
  const lang = requestLang(c);
  if (url.pathname.startsWith('/api/')) return edgeEnvelope(500, 'serverError', lang);
  const located = locatePath(url.pathname);
  const payload: PagePayload = {
    route: 'error',
    params: {},
    status: 500,
    path: located.kind === 'page' ? located.path : '/',
    lang,
    data: {},
    deferred: {},
  };
  const { default: Page } = await ERROR_PAGE();
  return renderPage(c, {
    payload,
    Page,
    deferred: {},
    messages: await loadMessages(lang, []),
    session: GUEST_SESSION,
    menus: NO_MENUS,
  });
}
