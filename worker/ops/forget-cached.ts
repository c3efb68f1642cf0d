import type { Context } from 'hono';
import { LANGS } from '../../src/lib/lang';
import type { OpsEnv } from './ops-app';

/**
 * Forgets the shop's edge-cached copies of `names` (the keys the loaders give `Commerce.cached`, which
 * stores each per language as `name:lang`) in KV and in this isolate's memory, so the next shop page
 * reads the database again. Another isolate's memory copy lives on for up to ISOLATE_CACHE_MS (10 s).
 */
export async function forgetCached(c: Context<OpsEnv>, names: string[]): Promise<void> {
  const keys = names.flatMap((name) => LANGS.map((lang) => `${name}:${lang}`));
  for (const key of keys) c.get('memory')?.entries.delete(key);
  await Promise.all(keys.map((key) => c.env.CACHE.delete(key)));
}
