import type { Lang } from '../lib/lang';
import type { AuthUser } from './db/tokens';

/**
 * Types of the commerce API app: the worker's bindings, the caller's language, the request's fields
 * (readInput) and, behind requireUser, the signed-in shopper and the hash of the token used.
 */
export type CommerceEnv = {
  Bindings: CloudflareBindings;
  Variables: { lang: Lang; input?: Record<string, unknown>; user: AuthUser; tokenHash: string };
};
