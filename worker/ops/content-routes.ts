import { Hono } from 'hono';
import type { Lang } from '../../lib/lang';
import { helpRoutes } from './help-routes';
import type { OpsEnv } from './ops-env';
import { pageRoutes } from './page-routes';
import { promotionRoutes } from './promotion-routes';
import { requireOperator } from './require-operator';

/**
 * The console's promotions, help centre and shop pages, mounted by ops-app.
 * Promotions are for owners and staff (they are deals); the help centre and the pages are content, the
 * owners' (decision 020): to staff they answer the console's 404. Each form is checked whole before
 * anything is written (a refusal re-shows it as typed, 400, in the page's language) and written in one
 * batch with its audit entry.
 */
export function contentRoutes(lang: Lang) {
  return new Hono<OpsEnv>()
    .route('/', promotionRoutes(lang))
    .use('/help/*', requireOperator(lang, 'owner'))
    .use('/pages/*', requireOperator(lang, 'owner'))
    .route('/', helpRoutes(lang))
    .route('/', pageRoutes(lang));
}
