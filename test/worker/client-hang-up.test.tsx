import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, expect, test, vi } from 'vitest';
import app from '../../worker/index';
import { workerFetch } from './worker-fetch';

afterEach(() => vi.restoreAllMocks());

/** The parsed lines the worker logs as errors from now on. */
function errorLog(): { event: string; error?: string }[] {
  const lines: { event: string; error?: string }[] = [];
  vi.spyOn(console, 'error').mockImplementation((line: unknown) => void lines.push(JSON.parse(String(line))));
  return lines;
}

/** Reads the first chunk of `response`, then hangs up as a browser that leaves does (the runtime's reason). */
async function hangUpAfterFirstChunk(response: Response): Promise<string> {
  const reader = response.body!.getReader();
  const { value } = await reader.read();
  await reader.cancel(new Error('Network connection lost.'));
  return new TextDecoder().decode(value);
}

/** React finishes an abort on the next macrotask. */
const abortSettled = () => new Promise((resolve) => setTimeout(resolve, 0));

test('a shopper who hangs up while sections still load leaves no error in the log', async () => {
  // The programme's backend answers only once the shopper has gone: the home page's sections are still loading.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
    await released;
    return Response.json({ code: 0, msg: '', data: [] });
  });
  const errors = errorLog();
  const ctx = createExecutionContext();
  const response = await app.fetch(
    new Request('http://localhost/'),
    { ...env, API_ORIGIN: 'http://upstream.test' },
    ctx,
  );
  expect(response.status).toBe(200);
  expect(await hangUpAfterFirstChunk(response)).toContain('<!DOCTYPE html>');
  await abortSettled();
  release();
  await waitOnExecutionContext(ctx);
  expect(errors.filter((line) => line.event === 'render error')).toEqual([]);
});

test('a shopper who hangs up on the not-found page leaves no error in the log', async () => {
  const errors = errorLog();
  for (const path of ['/no-such-page', '/kh/no-such-page']) {
    const response = await workerFetch(new Request(`http://localhost${path}`));
    expect(response.status).toBe(404);
    await hangUpAfterFirstChunk(response);
  }
  await abortSettled();
  expect(errors).toEqual([]);
});
