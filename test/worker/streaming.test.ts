import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, expect, test, vi } from 'vitest';
import app from '../../worker/index';

afterEach(() => {
  vi.restoreAllMocks();
});

test('the head and the layout shell stream before slow loader data resolves', async () => {
  // The programme's backend is slow: the categories answer only when the test lets it.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
    await released;
    return Response.json({ code: 0, msg: '', data: [{ id: 1, name: 'Slow phones', image: null, child: [] }] });
  });

  const response = await app.fetch(
    new Request('http://localhost/'),
    { ...env, API_ORIGIN: 'http://upstream.test' },
    createExecutionContext(),
  );
  expect(response.status).toBe(200);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();

  let shell = '';
  while (!shell.includes('</footer>')) {
    const { value, done } = await reader.read();
    if (done) break;
    shell += value;
  }
  expect(shell).toContain('</head>');
  expect(shell).toContain('<h2 id="home-categories">Shop by category</h2>');
  expect(shell).toContain('Loading categories…');
  expect(shell).not.toContain('Slow phones');
  // With no cached promotions and an upstream slower than the shell waits, the hero streams too.
  expect(shell).toContain('<h2 id="home-hero">');
  expect(shell).not.toContain('class="promotion-hero"');

  release();
  let rest = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    rest += value;
  }
  expect(rest).toContain('Slow phones');
  expect(rest).toContain('data-deferred="categories"');
});

test('a failed upstream degrades the page to an error block, not an error page', async () => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () => new Response('<html>bad gateway</html>', { status: 502 }),
  );
  const response = await app.fetch(
    new Request('http://localhost/kh/category'),
    { ...env, API_ORIGIN: 'http://upstream.test' },
    createExecutionContext(),
  );
  const body = await response.text();
  expect(response.status).toBe(200);
  expect(body).toContain('<h1>ប្រភេទ</h1>');
  expect(body).toContain('class="load-error" role="alert"');
});
