import { afterEach, expect, test, vi } from 'vitest';
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

test('a page carries the shell\'s messages and its own areas\' only, in its language', async () => {
  const home = await boot('/kh');
  expect(home.messages.nav.home).toBe('ទំព័រដើម');
  expect(home.messages.shell.search.label).toBe('ស្វែងរកផលិតផល');
  expect(Object.keys(home.messages)).toContain('catalogue');
  for (const area of ['checkout', 'member', 'content']) expect(home.messages, area).not.toHaveProperty(area);

  const help = await boot('/helpcenter');
  expect(Object.keys(help.messages)).toContain('content');
  expect(help.messages).not.toHaveProperty('catalogue');

  const cartEmpty = await boot('/kh/carts/cart-empty');
  expect(Object.keys(cartEmpty.messages).filter((key) => ['catalogue', 'checkout', 'member', 'content'].includes(key)).sort()).toEqual(['catalogue', 'checkout']);
});

test('the 404 page carries the base messages only, and a client navigation\'s JSON carries none', async () => {
  const missing = await boot('/kh/no-such-page');
  expect(missing.page.status).toBe(404);
  expect(missing.messages.notFound.heading).toBeTruthy();
  expect(missing.messages).not.toHaveProperty('catalogue');
  const { body } = await fetchPage('/kh/products', { headers: { accept: 'application/json' } });
  expect(JSON.parse(body)).not.toHaveProperty('messages');
});
