import { createElement as h, type ReactNode, Suspense, use } from 'react';
import { resume } from 'react-dom/server.edge';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static.edge';
import { expect, test } from 'vitest';
import { joinPrelude, resumedParts, splitPrelude } from '../../worker/prelude-html';

const never = new Promise<never>(() => undefined);

function Pending(): never {
  return use(never);
}

/** A part that depends on the shopper: left open while `who` is not known (null). */
function Part({ who, children }: { who: string | null; children?: ReactNode }) {
  return h(Suspense, { fallback: null }, who === null ? h(Pending) : children);
}

/** A page with a header part and a heart per card that depend on the shopper (`who` null: not known yet). */
function page(who: string | null, nonce: string) {
  const card = (id: number) =>
    h('li', { key: id }, h('a', { href: `/products/${id}` }, `Product ${id} <&>`), h(Part, { who }, `♥ ${who} ${id}`));
  return h(
    'html',
    null,
    h('head', null, h('title', null, 'Shop'), h('script', { type: 'module', async: true, src: '/c.js', nonce })),
    h('body', null, h('header', null, h(Part, { who }, h('b', null, who))), h('ul', null, [1, 2, 3].map(card))),
  );
}

const PLACEHOLDER = 'b1946ac9-2f0b-4f3e-9d1e-7f3c0b2c8a11';

async function prelude() {
  const controller = new AbortController();
  const done = prerender(page(null, PLACEHOLDER), { signal: controller.signal, onError: () => undefined });
  await new Promise((resolve) => setTimeout(resolve, 0));
  controller.abort();
  const { prelude: stream, postponed } = await done;
  return { html: await new Response(stream).text(), postponed: JSON.stringify(postponed) };
}

const resumed = async (who: string, nonce: string, postponed: string) =>
  new Response(await resume(page(who, nonce), JSON.parse(postponed), { nonce })).text();

test('a prerendered page with its nonce and resumed parts in place is the page rendered whole', async () => {
  const { html, postponed } = await prelude();
  const split = splitPrelude(html, PLACEHOLDER);
  expect(split?.slots).toEqual(['', '0', '1', '2', '3']);
  for (const [who, nonce] of [
    ['Dara', 'n1'],
    ['សុភា', 'n2'],
  ] as const) {
    const parts = resumedParts(await resumed(who, nonce, postponed));
    expect(split && parts && joinPrelude(split, nonce, parts)).toBe(
      `<!DOCTYPE html>${renderToString(page(who, nonce))}`,
    );
  }
});

test('anything but the open parts of the prelude, each resumed once, is refused', async () => {
  const { html, postponed } = await prelude();
  const split = splitPrelude(html, PLACEHOLDER);
  const output = await resumed('Dara', 'n', postponed);
  const parts = resumedParts(output);
  if (!split || !parts) throw new Error('the prelude or the resume was refused');
  // A part missing, a part of a boundary the prelude does not have, output of another shape.
  parts.delete('2');
  expect(joinPrelude(split, 'n', parts)).toBeNull();
  expect(joinPrelude(split, 'n', new Map([...(resumedParts(output) ?? []), ['9', '<b>extra</b>']]))).toBeNull();
  expect(resumedParts(`<link rel="preload" href="/x">${output}`)).toBeNull();
  expect(resumedParts(output.replace('$RC("B:1","S:1")', '$RX("B:1")'))).toBeNull();
  expect(splitPrelude(html.slice(0, -7), PLACEHOLDER)).toBeNull();
  expect(splitPrelude(html.replace('</title>', '</title><script>x()</script>'), PLACEHOLDER)).toBeNull();
});
