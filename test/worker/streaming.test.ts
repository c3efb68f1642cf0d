import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, expect, test, vi } from 'vitest';
import app from '../../worker/index';

afterEach(() => {
  vi.restoreAllMocks();
});

test('the head and the layout shell stream before slow loader data resolves', async () => {
  // The programme's backend is slow: it answers (the brands, say) only when the test lets it.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const brand = {
    id: 1,
    name: 'Slow brands',
    about: '',
    logo: '/images/brands/x.svg',
    goods_category_id: 1,
    products: 3,
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
    await released;
    return Response.json({ code: 0, msg: '', data: [brand] });
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
  expect(shell).toContain('<h2 id="home-brands">');
  expect(shell).toContain('Loading…');
  expect(shell).not.toContain('Slow brands');
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
  expect(rest).toContain('Slow brands');
  expect(rest).toContain('data-deferred="brands"');
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
