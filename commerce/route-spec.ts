import type { Context, Hono, MiddlewareHandler, Schema } from 'hono';
import type { z } from 'zod';
import type { CommerceEnv } from './commerce-env';
import { badRequest } from './envelope';
import { readInput } from './read-input';

/** What a route declares beside its handler, read back by `endpoints()`. */
type Declared = { auth?: true; request?: z.ZodType; response?: z.ZodType };

/** One endpoint of the commerce API, as its route declares it. */
export type Endpoint = {
  method: 'GET' | 'POST';
  path: string;
  /** Needs a live token (code 1012 without one). */
  auth: boolean;
  /** The zod schema of its input (query, body and path parameters in one object). */
  request?: z.ZodType;
  /** The zod schema of its answer's envelope. */
  response?: z.ZodType;
};

const DECLARED = 'declared';

/** The app's types with a route's validated input as `c.get('valid')` (what `takes(schema)` gives its handler). */
export type WithInput<S extends z.ZodType> = CommerceEnv & { Variables: { valid: z.infer<S> } };

/** A middleware carrying a declaration for `endpoints()`. */
export function declare<H extends MiddlewareHandler>(handler: H, declared: Declared): H {
  return Object.assign(handler, { [DECLARED]: declared });
}

/**
 * The validator a route declares its input with: the request's fields (query, body, path parameters)
 * parsed with a contract schema, handed to the handler typed as `c.get('valid')`; anything else is the
 * 400 `badRequest` envelope (or `refuse`'s answer), and the handler does not run.
 */
export function takes<S extends z.ZodType>(
  schema: S,
  refuse: <E extends CommerceEnv>(c: Context<E>) => Response = badRequest,
): MiddlewareHandler<WithInput<S>> {
  return declare<MiddlewareHandler<WithInput<S>>>(
    async (c, next) => {
      const parsed = schema.safeParse({ ...(await readInput(c)), ...c.req.param() });
      if (!parsed.success) return refuse(c);
      c.set('valid', parsed.data);
      await next();
    },
    { request: schema },
  );
}

/** Declares the envelope schema a route answers with (the contract's); it changes nothing at run time. */
export function answers(schema: z.ZodType): MiddlewareHandler<CommerceEnv> {
  return declare<MiddlewareHandler<CommerceEnv>>((_c, next) => next(), { response: schema });
}

/** Every GET and POST route of an app with what its handlers declare, in the order they were added. */
export function endpoints(app: Hono<CommerceEnv, Schema, string>): Endpoint[] {
  const found = new Map<string, Endpoint>();
  for (const route of app.routes) {
    if (route.method !== 'GET' && route.method !== 'POST') continue;
    const key = `${route.method} ${route.path}`;
    const endpoint = found.get(key) ?? { method: route.method, path: route.path, auth: false };
    const declared = (route.handler as { [DECLARED]?: Declared })[DECLARED];
    if (declared?.auth) endpoint.auth = true;
    if (declared?.request) endpoint.request = declared.request;
    if (declared?.response) endpoint.response = declared.response;
    found.set(key, endpoint);
  }
  return [...found.values()];
}
