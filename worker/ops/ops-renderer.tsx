import type { MiddlewareHandler } from 'hono';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import opsAssets from 'virtual:ops-assets';
import type { Lang } from '../../lib/lang';
import { OpsRequestContext } from '../../src/ops/ops-request';
import type { PageStatus } from '../app-env';
import type { OpsEnv } from './ops-env';
import { withTableRoles } from './table-roles';

/**
 * The console's renderer (decision 020): `c.render(<OpsXPage …/>, { status })` draws a whole page as HTML,
 * without the shop's app, its boot payload or any script but the console's own where a page asks; never
 * cached; its tables' roles written out (withTableRoles). The language, the operator and the script's
 * nonce come from the request (src/ops/ops-request.ts), so the routes pass each page its data alone.
 */
export function opsRenderer(lang: Lang): MiddlewareHandler<OpsEnv> {
  return async function opsRenderer(c, next) {
    c.setRenderer((page: ReactElement, options?: { status?: PageStatus }) => {
      const request = {
        lang,
        operator: c.get('operator'),
        script: { src: opsAssets.script, nonce: c.get('secureHeadersNonce') ?? '' },
      };
      const html = renderToString(<OpsRequestContext.Provider value={request}>{page}</OpsRequestContext.Provider>);
      c.header('Cache-Control', 'no-store');
      return c.html(`<!DOCTYPE html>${withTableRoles(html)}`, options?.status ?? 200);
    });
    await next();
  };
}
