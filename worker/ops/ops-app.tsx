import { opsRenderer } from './ops-renderer';
import { programmeSections } from './programme-sections';
import { Hono, type MiddlewareHandler } from 'hono';
import { OpsGlancePage } from '../../src/ops/OpsGlancePage';
import { OpsNotFoundPage } from '../../src/ops/OpsNotFoundPage';
import type { Lang } from '../../lib/lang';
import { nowSeconds } from '../../lib/clock';
import { productCsvRoutes } from './product-csv-routes';
import {
  bakongConfig,
  operatorBySession,
  readGlance,
  sha256Hex,
  signUpShare,
  smsDailyLimit,
} from '../../commerce/console';
import { phnomPenhDayStart } from '../../lib/phnom-penh-time';
import { readOpsCookie } from '../request/cookies';
import { dealRoutes } from './deal-routes';
import { photoRoutes } from './photo-routes';
import { contentRoutes } from './content-routes';
import { requireOperator } from './require-operator';
import type { OpsEnv } from './ops-env';
import { afterWrite } from '../cache/guest-page-cache';
import { siteRoutes } from './site-routes';
import { pointsRoutes } from './points-routes';
import { catalogueRoutes } from './catalogue-routes';
import { merchantRoutes } from './merchant-routes';
import { reviewRoutes } from './review-routes';
import { paymentRoutes } from './payment-routes';
import { announcementRoutes } from './announcement-routes';
import { signInRoutes } from './sign-in-routes';
import { accountRoutes } from './account-routes';
import { memberRoutes } from './member-routes';
import { productRoutes } from './product-routes';
import { outletRoutes } from './outlet-routes';
import { operatorRoutes } from './operator-routes';
import { orderRoutes } from './order-routes';

/** Reads the console's own cookie into `operator`: a live session's operator, or null (a shopper's cookie is not read). */
function operatorSession(): MiddlewareHandler<OpsEnv> {
  return async function operatorSession(c, next) {
    const token = readOpsCookie(c);
    c.set('operator', token ? await operatorBySession(c.env.DB, await sha256Hex(token), nowSeconds()) : null);
    await next();
  };
}

/**
 * The operator's console in one language (docs/decisions/020-operators-console.md), mounted at
 * /ops and /kh/ops: the sign-in, then for a signed-in operator today at a glance and each section's routes
 * (their own modules, each checking its role per route). Pages are plain HTML forms (the same-origin check
 * guards every POST).
 */
export function opsApp(lang: Lang) {
  return new Hono<OpsEnv>()
    .use(operatorSession())
    .use(opsRenderer(lang))
    .route('/', signInRoutes(lang))
    .use(requireOperator(lang))
    .use(programmeSections())
    .use(afterWrite())
    .get('/', async (c) => {
      const now = nowSeconds();
      const glance = await readGlance(c.env.DB, lang, phnomPenhDayStart(now), now);
      return c.render(
        <OpsGlancePage
          glance={glance}
          smsLimit={smsDailyLimit(c.env)}
          smsSignUpCap={signUpShare(smsDailyLimit(c.env))}
          bakongOn={bakongConfig(c.env) !== null}
          now={now}
        />,
      );
    })
    .route('/', accountRoutes(lang))
    .route('/', memberRoutes(lang))
    .route('/', productRoutes(lang))
    .route('/', outletRoutes(lang))
    .route('/', operatorRoutes(lang))
    .route('/', orderRoutes(lang))
    .route('/', productCsvRoutes(lang))
    .route('/', dealRoutes(lang))
    .route('/', photoRoutes(lang))
    .route('/', contentRoutes(lang))
    .route('/site', siteRoutes(lang))
    .route('/points', pointsRoutes(lang))
    .route('/', catalogueRoutes(lang))
    .route('/', merchantRoutes(lang))
    .route('/', reviewRoutes(lang))
    .route('/', paymentRoutes(lang))
    .route('/', announcementRoutes(lang))
    .all('*', (c) => c.render(<OpsNotFoundPage />, { status: 404 }));
}
