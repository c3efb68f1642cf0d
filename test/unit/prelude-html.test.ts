import { createElement as h, type ReactNode, Suspense, use } from 'react';
import { renderToString } from 'react-dom/server';
import { resume } from 'react-dom/server.edge';
import { prerender } from 'react-dom/static.edge';
import { expect, test } from 'vitest';
import { joinPrelude, resumedParts, splitPrelude } from '../../worker/render/prelude-html';

const never = new Promise<never>(() => undefined);
const PLACEHOLDERS = { nonce: 'b1946ac9-2f0b-4f3e-9d1e-7f3c0b2c8a11', store: '5d0c3c1e-8a3f-4b7e-9c1d-2e6f7a8b9c0d' };

function Pending(): never {
  return use(never);
}

/** A part that depends on the shopper: left open while `who` is not known (null). */
function Part({ who, children }: { who: string | null; children?: ReactNode }) {
  return h(Suspense, { fallback: null }, who === null ? h(Pending) : children);
}

/**
 * A page with a header part and a heart per card that depend on the shopper, and boot data with their
 * store (`who` null: not known yet, the store's placeholder).
 */
function page(who: string | null, nonce: string) {
  const card = (id: number) =>
    h('li', { key: id }, h('a', { href: `/products/${id}` }, `Product ${id} <&>`), h(Part, { who }, `♥ ${who} ${id}`));
  const boot = JSON.stringify({ page: 'products', store: who === null ? PLACEHOLDERS.store : { who } });
  return h(
    'html',
    null,
    h('head', null, h('title', null, 'Shop'), h('script', { type: 'module', async: true, src: '/c.js', nonce })),
    h(
      'body',
      null,
      h('header', null, h(Part, { who }, h('b', null, who))),
      h('ul', null, [1, 2, 3].map(card)),
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the test's own JSON, as Root writes its boot data
      h('script', { id: '__boot', type: 'application/json', dangerouslySetInnerHTML: { __html: boot } }),
    ),
  );
}

async function prelude() {
  const controller = new AbortController();
  const done = prerender(page(null, PLACEHOLDERS.nonce), { signal: controller.signal, onError: () => undefined });
  await new Promise((resolve) => setTimeout(resolve, 0));
  controller.abort();
  const { prelude: stream, postponed } = await done;
  return { html: await new Response(stream).text(), postponed: JSON.stringify(postponed) };
}

const resumed = async (who: string, nonce: string, postponed: string) =>
  new Response(await resume(page(who, nonce), JSON.parse(postponed), { nonce })).text();

test('a prerendered page with its nonce, store and resumed parts in place is the page rendered whole', async () => {
  const { html, postponed } = await prelude();
  const split = splitPrelude(html, PLACEHOLDERS);
  expect(split?.slots).toEqual(['nonce', '0', '1', '2', '3', 'store']);
  for (const [who, nonce] of [
    ['Dara', 'n1'],
    ['សុភា', 'n2'],
  ] as const) {
    const parts = resumedParts(await resumed(who, nonce, postponed));
    const fill = parts && { nonce, store: JSON.stringify({ who }), parts };
    expect(split && fill && joinPrelude(split, fill)).toBe(`<!DOCTYPE html>${renderToString(page(who, nonce))}`);
  }
});

test('anything but the open parts of the prelude, each resumed once, is refused', async () => {
  const { html, postponed } = await prelude();
  const split = splitPrelude(html, PLACEHOLDERS);
  const output = await resumed('Dara', 'n', postponed);
  const parts = resumedParts(output);
  if (!split || !parts) throw new Error('the prelude or the resume was refused');
  const fill = { nonce: 'n', store: '{}' };
  // A part of a boundary the prelude does not have, a part missing, output of another shape.
  expect(joinPrelude(split, { ...fill, parts: new Map([...parts, ['9', '<b>extra</b>']]) })).toBeNull();
  parts.delete('2');
  expect(joinPrelude(split, { ...fill, parts })).toBeNull();
  expect(resumedParts(`<link rel="preload" href="/x">${output}`)).toBeNull();
  expect(resumedParts(output.replace('$RC("B:1","S:1")', '$RX("B:1")'))).toBeNull();
  // Not a whole document, a script the CSP would refuse, a boundary left open with a fallback, no store.
  expect(splitPrelude(html.slice(0, -7), PLACEHOLDERS)).toBeNull();
  expect(splitPrelude(html.replace('</title>', '</title><script>x()</script>'), PLACEHOLDERS)).toBeNull();
  expect(splitPrelude(html.replace('<template id="B:1"></template>', '$&<i>…</i>'), PLACEHOLDERS)).toBeNull();
  expect(splitPrelude(html, { ...PLACEHOLDERS, store: 'elsewhere' })).toBeNull();
});
