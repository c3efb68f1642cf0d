import type { Context, Handler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { idSchema } from './contract/fields';
import type { Lang } from '../lib/lang';
import type { CommerceEnv } from './commerce-env';
import type { AuthUser } from './db/tokens';
import { ok } from './envelope';
import type { ApiMessageKey } from './messages';
import { readInput } from './read-input';
import { requestUser } from './require-user';
import { CODE_TOKEN_INVALID } from './contract/codes';

/**
 * What a commerce service needs, whoever calls it: the API's routes (from a Request) or the edge's
 * loaders directly (worker/data/embedded-commerce.ts). `user()` checks the token at most once.
 */
export type ServiceContext = {
  db: D1Database;
  env: CloudflareBindings;
  lang: Lang;
  /** The signed-in shopper, or null for a guest or a token that is not live. */
  user(): Promise<AuthUser | null>;
};

/**
 * One call of the commerce API as a plain function: validated input in (query fields, body fields and
 * path parameters in one object, all untrusted), the answer's `data` out. A refusal is thrown as a
 * ServiceError, which the route turns into the failure envelope and a direct caller into an ApiError.
 */
export type Service<T> = (ctx: ServiceContext, input: Record<string, unknown>) => Promise<T>;

/**
 * A refusal with the contract's code, the message key of its text, the HTTP status of its envelope, and
 * the values of the message's placeholders (the item it is about).
 */
export class ServiceError extends Error {
  constructor(
    readonly code: number,
    readonly key: ApiMessageKey,
    readonly status: ContentfulStatusCode,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

export const badInput = () => new ServiceError(400, 'badRequest', 400);
export const notFound = (key: ApiMessageKey = 'itemMissing') => new ServiceError(404, key, 404);

/** The input parsed with a contract schema; anything else is the 400 refusal. */
export function parsed<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw badInput();
  return result.data;
}

/** The `id` path parameter as a positive integer, or the 400 refusal. */
export function idOf(input: Record<string, unknown>): number {
  return parsed(idSchema, input.id);
}

/** The signed-in shopper, or the contract's 1012 (token invalid or expired). */
export async function member(ctx: ServiceContext): Promise<AuthUser> {
  const user = await ctx.user();
  if (!user) throw new ServiceError(CODE_TOKEN_INVALID, 'tokenInvalid', 401);
  return user;
}

/** The service context of an API request: `c.get('user')` when requireUser ran, else the token checked on demand. */
export function requestContext<E extends CommerceEnv>(c: Context<E>): ServiceContext {
  let user: Promise<AuthUser | null> | undefined;
  return {
    db: c.env.DB,
    env: c.env,
    lang: c.get('lang'),
    user: () =>
      (user ??= c.get('user') ? Promise.resolve(c.get('user')) : requestUser(c).then((found) => found?.user ?? null)),
  };
}

/** The route handler of a service: its input from the request, its answer in the success envelope. */
export function serve<T>(service: Service<T>): Handler<CommerceEnv> {
  return async (c) => ok(c, await service(requestContext(c), { ...(await readInput(c)), ...c.req.param() }));
}
