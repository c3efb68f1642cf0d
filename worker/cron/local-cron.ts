import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { runCron } from './scheduled';

/**
 * GET /__scheduled runs the cron's round now and answers what it did, on a local run only: LOCAL_CRON "1",
 * which only the gitignored .dev.vars sets (scripts/dev-vars.mjs). wrangler dev's own `--test-scheduled`
 * is added by its bundler, which the built worker of `npm start` does not go through. Anywhere else the
 * path is what any unknown path is.
 */
export const localCron: MiddlewareHandler<AppEnv> = async function localCron(c, next) {
  if ((c.env as { LOCAL_CRON?: string }).LOCAL_CRON !== '1') return next();
  const done = await runCron(c.env, Math.floor(Date.now() / 1000));
  return c.json(done ?? { skipped: 'API_ORIGIN is set: the backend there runs its own timed work' });
};
