import { createContext, useContext } from 'react';
import type { Operator } from '../../commerce/contract/console/operators';
import type { Lang } from '../../lib/lang';

/** What every console page draws with, from the request (worker/ops/ops-renderer.tsx): never passed by hand. */
export type OpsRequest = {
  lang: Lang;
  /** Null on the sign-in page. */
  operator: Operator | null;
  /** The console's script (src/ops/entry-ops.ts) with this response's CSP nonce, for the pages that use it. */
  script: { src: string; nonce: string };
};

export const OpsRequestContext = createContext<OpsRequest | null>(null);

/** The request a console page is drawn for. */
export function useOpsRequest(): OpsRequest {
  const request = useContext(OpsRequestContext);
  if (!request) throw new Error('a console page is drawn by the console renderer (worker/ops/ops-renderer.tsx)');
  return request;
}

/** The language and the signed-in operator of a page behind the sign-in. */
export function useOperatorPage(): { lang: Lang; operator: Operator } {
  const { lang, operator } = useOpsRequest();
  if (!operator) throw new Error('a page behind the sign-in is drawn for a signed-in operator');
  return { lang, operator };
}
