import { Hono } from 'hono';
import type { AppEnv } from './app-env';
import { config } from './config';
import { onError } from './errors';
import { locale } from './locale';
import { page } from './page';
import { proxy } from './proxy';
import { documentRenderer } from './render';
import { security } from './security';

/** The worker: middleware in request order, then the API proxy and the pages. */
const app = new Hono<AppEnv>();

app.use(security());
app.use(config());
app.route('/api', proxy);
app.use(locale());
app.use(documentRenderer());
app.get('*', page);

app.onError(onError);

export default app;
