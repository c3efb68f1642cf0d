import type { Lang } from '../../lib/lang';
import { localizePath, signInPath } from '../../lib/paths';
import type { Guard, RouteDef } from '../../src/routes';

type GuardInput = { signedIn: boolean; lang: Lang /** The requested path and query, unprefixed. */; target: string };

/** A guard answers where to send the shopper instead, or null to let the page load. */
type GuardFn = (input: GuardInput) => string | null;

/** The guards routes may name. A guest on a member page goes to sign-in and comes back afterwards. */
export const GUARDS: Record<Guard, GuardFn> = {
  none: () => null,
  requireUser: ({ signedIn, lang, target }) =>
    signedIn ? null : localizePath(signInPath(localizePath(target, lang)), lang),
  requireGuest: ({ signedIn, lang }) => (signedIn ? localizePath('/', lang) : null),
};

/**
 * Fails when a route names a guard that does not exist (the specification's
 * "unknown middleware is a 500"): called when the worker starts, and by the tests.
 */
export function assertGuardsExist(routes: readonly RouteDef[]): void {
  const unknown = routes.filter((route) => !Object.hasOwn(GUARDS, route.guard));
  if (unknown.length > 0) {
    throw new Error(`Unknown guard in src/routes.ts: ${unknown.map((r) => `${r.id} → ${r.guard}`).join(', ')}`);
  }
}
