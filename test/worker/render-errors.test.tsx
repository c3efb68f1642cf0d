import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { Suspense } from 'react';
import { expect, test, vi } from 'vitest';
import { NO_MENUS } from '../../src/app/payload';
import type { PagePayload } from '../../src/app/payload';
import { en } from '../../src/i18n/messages/en';
import { GUEST_SESSION } from '../../src/store/store-state';
import type { AppEnv } from '../../worker/app-env';
import { config } from '../../worker/middleware/config';
import { documentRenderer, renderPage } from '../../worker/render/render';
import { security } from '../../worker/middleware/security';

const payload: PagePayload = {
  route: 'products',
  params: {},
  status: 200,
  path: '/products',
  lang: 'en',
  data: {},
  deferred: {},
};

function Broken(): never {
  throw new Error('SECRET_STACK_DETAIL');
}

/** A one-route app whose page (and, if asked, error page) throws while rendering. */
async function renderBroken(errorPageBreaks: boolean) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const app = new Hono<AppEnv>();
  app.use(security(), config(), documentRenderer());
  app.get('/products', (c) =>
    renderPage(
      c,
      {
        payload,
        Page: Broken,
        deferred: {},
        messages: en,
        session: GUEST_SESSION,
        menus: NO_MENUS,
      },
      errorPageBreaks ? async () => ({ default: Broken }) : undefined,
    ),
  );
  const response = await app.fetch(new Request('http://localhost/products'), env, createExecutionContext());
  return { response, body: await response.text() };
}

test('a render error shows the error page in the default layout with status 500', async () => {
  const { response, body } = await renderBroken(false);
  expect(response.status).toBe(500);
  expect(body).toContain('<h1>Something went wrong</h1>');
  expect(body).toContain('class="site-header"');
  expect(body).toContain('class="site-footer"');
  expect(body).not.toContain('SECRET_STACK_DETAIL');
});

test('when the error page fails too, a plain page links home', async () => {
  const { response, body } = await renderBroken(true);
  expect(response.status).toBe(500);
  expect(body).toContain('An error occurred while showing the error page');
  expect(body).toContain('<a href="/">Homepage</a>');
  expect(body).not.toContain('SECRET_STACK_DETAIL');
});

/** A section of a page that fails to render: React shows its fallback and reports the error through `onError`. */
function BrokenSection(): never {
  throw new Error('section failed');
}

function PageWithBrokenSection() {
  return (
    <Suspense fallback="Loading…">
      <BrokenSection />
    </Suspense>
  );
}

test('a section that fails to render is still logged as a render error', async () => {
  const errors: unknown[] = [];
  vi.spyOn(console, 'error').mockImplementation((line: unknown) => void errors.push(JSON.parse(String(line))));
  const page = new Hono<AppEnv>().use(security(), config(), documentRenderer());
  page.get('/products', (c) =>
    renderPage(c, {
      payload,
      Page: PageWithBrokenSection,
      deferred: {},
      messages: en,
      session: GUEST_SESSION,
      menus: NO_MENUS,
    }),
  );
  const response = await page.fetch(new Request('http://localhost/products'), env, createExecutionContext());
  expect(response.status).toBe(200);
  await response.text();
  expect(errors).toContainEqual({ level: 'error', event: 'render error', error: 'Error: section failed' });
});
