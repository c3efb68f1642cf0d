import type { Lang } from '../../src/lib/lang';

/** Types of the commerce API app: the worker's bindings and the caller's language. */
export type CommerceEnv = {
  Bindings: CloudflareBindings;
  Variables: { lang: Lang };
};
