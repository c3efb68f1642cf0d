import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { forgetRemembered, forgottenSince, newMemoryCache, remember } from '../../worker/cache/memory-cache';
import { callShop, fakeUpstream, programmeAnswer } from './fake-upstream';

afterEach(() => vi.restoreAllMocks());

beforeEach(async () => {
  const { keys } = await env.CACHE.list();
  await Promise.all(keys.map((key) => env.CACHE.delete(key.name)));
});

const categoryCalls = (calls: { request: Request }[]) =>
  calls.filter((call) => new URL(call.request.url).pathname === '/api/goodscategory');

test('an isolate answers a menu from memory until ISOLATE_CACHE_MS has passed, without asking KV', async () => {
  const calls = fakeUpstream(programmeAnswer);
  // A value no other file uses: the isolate's memory starts anew for it, and the files of a run share the
  // isolate (docs/decisions/047).
  const on = { ISOLATE_CACHE_MS: '60000' };
  await callShop('/category', {}, on);
  expect(categoryCalls(calls)).toHaveLength(1);
  // With KV emptied, only memory can answer the second page without a call upstream.
  await env.CACHE.delete('goodscategory:en');
  const second = await callShop('/category', {}, on);
  expect(second.body).toContain('Phones');
  expect(categoryCalls(calls)).toHaveLength(1);

  await env.CACHE.delete('goodscategory:en');
  await callShop('/category', {}, { ISOLATE_CACHE_MS: '0' });
  expect(categoryCalls(calls)).toHaveLength(2);
});

test('pages that need the same menu at once share one read: one upstream call for five', async () => {
  const calls = fakeUpstream(programmeAnswer);
  // A memory of its own (another ISOLATE_CACHE_MS starts one), holding nothing yet.
  const answers = await Promise.all(
    Array.from({ length: 5 }, () => callShop('/category', {}, { ISOLATE_CACHE_MS: '59000' })),
  );
  for (const answer of answers) expect(answer.body).toContain('Phones');
  expect(categoryCalls(calls)).toHaveLength(1);
});

test('memory keeps at most 500 copies, dropping the oldest first', () => {
  const memory = newMemoryCache(1000);
  for (let i = 0; i < 501; i++) remember(memory, `key-${i}`, { value: i, storedAt: 0, readAt: 0 });
  expect(memory.entries.size).toBe(500);
  expect(memory.entries.has('key-0')).toBe(false);
  expect(memory.entries.get('key-500')?.value).toBe(500);
});

test('a read begun before more forgets than memory keeps counts as forgotten, whatever they forgot', () => {
  const memory = newMemoryCache(1000);
  const begun = memory.forgets.count;
  forgetRemembered(memory, (key) => key === 'menu:en');
  expect(forgottenSince(memory, 'menu:en', begun)).toBe(true);
  expect(forgottenSince(memory, 'other:en', begun)).toBe(false);
  for (let i = 0; i < 100; i++) forgetRemembered(memory, (key) => key === `key-${i}`);
  expect(forgottenSince(memory, 'other:en', begun)).toBe(true);
  expect(forgottenSince(memory, 'other:en', memory.forgets.count - 100)).toBe(false);
});
