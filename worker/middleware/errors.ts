import type { Context } from 'hono';
import { NO_MENUS } from '../../src/app/payload';
import type { PagePayload } from '../../src/app/payload';
import { loadMessages } from '../../src/i18n/load-messages';
import { locatePath } from '../../lib/paths';
import { ERROR_PAGE } from '../../src/routes';
import { GUEST_SESSION } from '../../src/store/store-state';
import type { AppEnv } from '../app-env';
import { edgeEnvelope } from '../api/edge-messages';
import { describeError, log } from '../../lib/log';
import { documentRenderer, plainErrorPage, renderPage } from '../render/render';
import { createI18n } from '../../src/i18n/create-i18n';
import { requestLang } from '../request/request-lang';

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
  const [{ default: Page }, messages] = await Promise.all([ERROR_PAGE(), loadMessages(lang, [])]);
  // The error may have come before documentRenderer() ran (the console's routes, early middleware).
  let response: Response | undefined;
  await documentRenderer()(c, async () => {
    response = await renderPage(c, { payload, Page, deferred: {}, messages, session: GUEST_SESSION, menus: NO_MENUS });
  });
  return response ?? plainErrorPage(c, createI18n(lang, messages));
}
