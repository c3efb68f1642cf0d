import { Hono } from 'hono';
import { ROUTES } from '../src/routes';
import type { AppEnv } from './app-env';
import { config } from './config';
import { sameOrigin } from './csrf';
import { onError } from './errors';
import { assertGuardsExist } from './guards';
import { locale } from './locale';
import { memoryCache } from './memory-cache';
import { productPhoto, reviewPhoto } from './media';
import { offlinePage } from './offline-page';
import { opsApp } from './ops/ops-app';
import { d1Session } from './data/d1-session';
import { page } from './page';
import { proxy } from './proxy';
import { documentRenderer } from './render';
import { requestLog } from './request-log';
import { scheduled } from './scheduled';
import { security } from './security';
import { serverCall } from './server-call';
import { session } from './session';
import { socialSignIn } from './social/social-sign-in';
import { robots, sitemap } from './sitemap';

// A route naming a guard that does not exist stops the worker from starting.
assertGuardsExist(ROUTES);

/** The worker: middleware in request order, then the API proxy and the pages. */
const app = new Hono<AppEnv>();

app.use(requestLog());
app.use(security());
app.use(config());
app.use(memoryCache());
// Calls from other servers (no browser, no Origin), authenticated by a signature or the operator's secret.
app.post('/api/payments/callback', serverCall);
app.post('/api/operator/*', serverCall);
app.use(sameOrigin());
app.use(session());
app.use(d1Session());
app.route('/api', proxy);
app.get('/media/reviews/:key', reviewPhoto);
app.get('/media/products/:key', productPhoto);
// The operator's console (issue 20): its own pages, cookie and sign-in, in both languages.
app.route('/ops', opsApp('en'));
app.route('/kh/ops', opsApp('km'));
app.use(locale());
// The service worker's offline page (public/sw.js), one per language.
app.get('/offline', offlinePage);
app.get('/kh/offline', offlinePage);
app.use(socialSignIn());
app.use(documentRenderer());
app.get('/sitemap.xml', sitemap);
app.get('/robots.txt', robots);
app.get('*', page);

app.onError(onError);

export default { fetch: app.fetch, scheduled } satisfies ExportedHandler<CloudflareBindings>;
