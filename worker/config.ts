import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';

const schema = z.object({
  API_ORIGIN: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]),
  KHR_PER_USD: z.coerce.number().positive(),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
});

/** The validated configuration; only `khrPerUsd` reaches the browser. */
export type Config = { apiOrigin: string | null; khrPerUsd: number; upstreamTimeoutMs: number };

/** Reads the vars of wrangler.toml; throws an error that names each bad variable. */
export function readConfig(env: Record<string, unknown>): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const names = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Invalid configuration: check ${names} in wrangler.toml or the deployment's variables`);
  }
  return {
    apiOrigin: parsed.data.API_ORIGIN || null,
    khrPerUsd: parsed.data.KHR_PER_USD,
    upstreamTimeoutMs: parsed.data.UPSTREAM_TIMEOUT_MS,
  };
}

/** Puts the validated configuration in `c.var.config`. */
export function config(): MiddlewareHandler<{ Bindings: CloudflareBindings; Variables: { config: Config } }> {
  return async function config(c, next) {
    c.set('config', readConfig(c.env as unknown as Record<string, unknown>));
    await next();
  };
}
