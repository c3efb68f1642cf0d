import type { MiddlewareHandler } from 'hono';
import { OpsNotFoundPage } from '../../src/ops/OpsNotFoundPage';
import type { Lang } from '../../lib/lang';
import { opsPath } from '../../src/ops/ops-path';
import type { Operator } from '../../commerce/contract/console/operators';
import type { OpsEnv } from './ops-env';

/** Everything after it needs a signed-in operator (else the sign-in page), and `role` when given (else not found). */
export function requireOperator(lang: Lang, role?: Operator['role']): MiddlewareHandler<OpsEnv> {
  return async function requireOperator(c, next) {
    const operator = c.get('operator');
    if (!operator) return c.redirect(opsPath(lang, '/sign-in'), 303);
    if (role && operator.role !== role) return c.render(<OpsNotFoundPage />, { status: 404 });
    await next();
  };
}
