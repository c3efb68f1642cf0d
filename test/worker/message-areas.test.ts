import { afterEach, expect, test, vi } from 'vitest';
import assets from 'virtual:client-assets';
import type { BootPayload } from '../../src/app/payload';
import { fetchPage } from './fetch-page';

afterEach(() => vi.restoreAllMocks());

/** The boot payload a page's HTML carries (JSON with `<` escaped). */
async function boot(path: string): Promise<BootPayload> {
  const { body } = await fetchPage(path);
  const json = /<script id="__boot" type="application\/json">(.*?)<\/script>/s.exec(body)?.[1];
  if (!json) throw new Error(`${path} has no boot payload`);
  return JSON.parse(json) as BootPayload;
}

/** The message files a page's head preloads (its base and its areas), as their URLs. */
async function preloaded(path: string): Promise<string[]> {
  const { body } = await fetchPage(path);
  return [...body.matchAll(/<link rel="preload" as="fetch" href="([^"]+)"/g)].map((m) => m[1]!);
}

test("a page carries the shell's messages and its own areas' only, in its language", async () => {
  // The messages travel as files (scripts/message-files.ts, whose content test/unit/message-files.test.ts checks): the page names its own.
  const home = await boot('/kh');
  expect(home.messages.files).toEqual(assets.messages.km);
  expect(home.messages.files.base).toMatch(/^\/assets\/messages-km-base-[\w-]+\.json$/);
  expect(home.messages.areas).toContain('catalogue');
  for (const area of ['checkout', 'member', 'content'] as const) expect(home.messages.areas, area).not.toContain(area);
  expect(await preloaded('/kh')).toEqual([assets.messages.km.base, assets.messages.km.catalogue]);

  const help = await boot('/helpcenter');
  expect(help.messages.files).toEqual(assets.messages.en);
  expect(help.messages.areas).toContain('content');
  expect(help.messages.areas).not.toContain('catalogue');

  const cartEmpty = await boot('/kh/carts/cart-empty');
  expect([...cartEmpty.messages.areas].sort()).toEqual(['catalogue', 'checkout']);
});

test("the 404 page carries the base messages only, and a client navigation's JSON carries none", async () => {
  const missing = await boot('/kh/no-such-page');
  expect(missing.page.status).toBe(404);
  expect(missing.messages.files.base).toBe(assets.messages.km.base);
  expect(missing.messages.areas).toEqual([]);
  expect(await preloaded('/kh/no-such-page')).toEqual([assets.messages.km.base]);
  const { body } = await fetchPage('/kh/products', { headers: { accept: 'application/json' } });
  expect(JSON.parse(body)).not.toHaveProperty('messages');
});

test('the boot payload holds no message text: the HTML does not carry the tables', async () => {
  const { body } = await fetchPage('/kh');
  const json = /<script id="__boot" type="application\/json">(.*?)<\/script>/s.exec(body)?.[1] ?? '';
  expect(json).not.toContain('ស្វែងរកផលិតផល');
});
