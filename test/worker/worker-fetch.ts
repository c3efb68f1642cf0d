import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import worker from '../../worker/index';

/** The execution contexts of this file's requests, so the file ends only when their background work has. */
const contexts: ExecutionContext[] = [];

/**
 * A request to the shop's worker, as the platform hands it one: its `fetch` with the test's bindings and
 * an execution context of its own. Called directly rather than through `exports.default`, whose cost
 * grows with every file a shared runtime has run (docs/decisions/047).
 */
export async function workerFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const ctx = createExecutionContext();
  contexts.push(ctx);
  return worker.fetch(new Request(input, init), env, ctx);
}

/** Waits for the background work (`waitUntil`) of every request this file made. */
export async function settleRequests(): Promise<void> {
  for (const ctx of contexts.splice(0)) await waitOnExecutionContext(ctx);
}
