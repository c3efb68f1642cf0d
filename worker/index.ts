import { Hono } from 'hono';
import { ROUTES } from '../src/routes';
import type { AppEnv } from './app-env';
import { config } from './middleware/config';
import { sameOrigin } from './middleware/csrf';
import { d1Session } from './data/d1-session';
import { onError } from './middleware/errors';
import { assertGuardsExist } from './page/guards';
import { afterWrite } from './cache/guest-page-cache';
import { localCron } from './cron/local-cron';
import { locale } from './middleware/locale';
import { productPhoto, promotionBannerFile, reviewPhoto } from './media';
import { isolateMemory } from './middleware/isolate-memory';
import { offlinePage } from './render/offline-page';
import { opsApp } from './ops/ops-app';
import { page } from './page/page';
import { proxy } from './api/proxy';
import { documentRenderer } from './render/render';
import { requestLog } from './middleware/request-log';
import { scheduled } from './cron/scheduled';
import { security } from './middleware/security';
import { serverCall } from './api/server-call';
import { session } from './middleware/session';
import { socialSignIn } from './social/social-sign-in';
import { robots, sitemap } from './sitemap';

// A route naming a guard that does not exist stops the worker from starting.
assertGuardsExist(ROUTES);

/**
 * What every request goes through first, in the shop and the console alike: one instance of each, shared,
 * because `isolateMemory()` holds the isolate's memory, which the console's writes must reach.
 */
const shared = { log: requestLog(), security: security(), config: config(), memory: isolateMemory() };
const frontApp = () =>
  new Hono<AppEnv>().use(shared.log).use(shared.security).use(shared.config).use(shared.memory).onError(onError);

/** The shop: calls from other servers, then the API proxy, media and the pages. */
const shop = frontApp()
  // Calls from other servers (no browser, no Origin), authenticated by a signature or the operator's secret.
  .post('/api/payments/callback', serverCall)
  .post('/api/operator/*', afterWrite(), serverCall)
  // The cron's round by hand, on a local run only (`curl localhost:8787/__scheduled`).
  .get('/__scheduled', localCron)
  .use(sameOrigin())
  .use(session())
  .use(d1Session())
  .route('/api', proxy)
  .get('/media/reviews/:key', reviewPhoto)
  .get('/media/products/:key', productPhoto)
  .get('/media/promotions/:key', promotionBannerFile)
  .use(locale())
  // The service worker's offline page (public/sw.js), one per language.
  .get('/offline', offlinePage)
  .get('/kh/offline', offlinePage)
  .use(socialSignIn())
  .use(documentRenderer())
  .get('/sitemap.xml', sitemap)
  .get('/robots.txt', robots)
  .get('*', page);

/**
 * The operator's console (decision 020): its own pages, cookie and sign-in, in both languages. It is an app of
 * its own so that its routes (`/products/import` beside `/products/:id`) do not cost the shop's router its
 * fast RegExpRouter: one router holding both falls back to a trie that costs every shop page about 0.4 ms.
 */
const operatorsConsole = frontApp()
  .use(sameOrigin())
  .use(d1Session())
  .route('/ops', opsApp('en'))
  .route('/kh/ops', opsApp('km'));

/** The console's paths: /ops and /kh/ops and below (its cookie is scoped to the same two, cookies.ts). */
const CONSOLE_PATH = /^https?:\/\/[^/]+(?:\/kh)?\/ops(?:[/?#]|$)/;

/** The worker: the console's paths to the console, everything else to the shop. */
function fetch(request: Request, env: CloudflareBindings, ctx: ExecutionContext) {
  return (CONSOLE_PATH.test(request.url) ? operatorsConsole : shop).fetch(request, env, ctx);
}

export default { fetch, scheduled } satisfies ExportedHandler<CloudflareBindings>;
