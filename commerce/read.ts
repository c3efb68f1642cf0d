import type { Hono } from 'hono';
import type { z } from 'zod';
import type { CommerceEnv } from './commerce-env';
import { requireUser } from './require-user';
import { answers } from './route-spec';
import { serve, type Service } from './service';

/** A contract answer's envelope schema; `data` is what a caller of the read gets. */
type Envelope = z.ZodType<{ code: number; msg: string; data: unknown }>;

/** The `data` of an envelope schema's answer. */
export type DataOf<S extends z.ZodType> = z.output<S> extends { data: infer D } ? D : never;

/** The names of a path pattern's parameters: '/merchants/:id/goods' → 'id'. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * One GET of the commerce API: the path it is mounted at (from /api), the envelope it answers with,
 * whether it needs a signed-in shopper, and the service that answers it. The routes mount it
 * (`withReads`) and the client calls it (client.ts), so the two cannot disagree.
 */
export type Read<P extends string = string, S extends Envelope = Envelope> = {
  path: P;
  response: S;
  member: boolean;
  run: Service<DataOf<S>>;
};

/** A read anyone may make; the type check holds the service to the contract's answer. */
export function read<const P extends string, S extends Envelope>(
  path: P,
  response: S,
  run: Service<DataOf<S>>,
): Read<P, S> {
  return { path, response, member: false, run };
}

/** A read of a signed-in shopper's own data (code 1012 without a live token). */
export function memberRead<const P extends string, S extends Envelope>(
  path: P,
  response: S,
  run: Service<DataOf<S>>,
): Read<P, S> {
  return { ...read(path, response, run), member: true };
}

/**
 * Mounts each read on `app` as a GET, in the order given (a fixed path before a pattern that also
 * matches it: '/orders/counts' before '/orders/:id'). `mountedAt` is where the commerce app mounts
 * `app` ('/messages'): a read's own path is the whole one, as a caller names it.
 */
export function withReads<A extends Hono<CommerceEnv>>(app: A, reads: Record<string, Read>, mountedAt = ''): A {
  for (const found of Object.values(reads)) {
    const path = found.path.slice(mountedAt.length) || '/';
    if (found.member) app.get(path, answers(found.response), requireUser(), serve(found.run));
    else app.get(path, answers(found.response), serve(found.run));
  }
  return app;
}
