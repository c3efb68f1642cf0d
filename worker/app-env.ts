import type { Lang } from '../src/lib/lang';
import type { Config } from './config';

/** Types of the Hono app: bindings from wrangler.toml and the values middleware sets. */
export type AppEnv = {
  Bindings: CloudflareBindings;
  Variables: {
    config: Config;
    /** Set by `locale()`: the page language and the unprefixed, normalized path. */
    lang: Lang;
    path: string;
  };
};
