import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, test } from 'vitest';
import app from '../../worker/index';

/** The home page with some of the operator's variables set (as in wrangler.toml [vars]); the body is read. */
async function homeWith(vars: Record<string, string>) {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request('http://localhost/'), { ...env, ...vars }, ctx);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  const csp = response.headers.get('content-security-policy') ?? '';
  const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
  return { response, body, csp, directive };
}

describe("the operator's tags and hosts in the CSP", () => {
  test('by default: no analytics or pixel host, no tag in the page, and the service worker is allowed', async () => {
    const { csp, body, directive } = await homeWith({});
    expect(directive('worker-src')).toBe("worker-src 'self'");
    expect(directive('form-action')).toBe("form-action 'self'");
    expect(csp).not.toMatch(/google|facebook/);
    expect(body).not.toMatch(/googletagmanager|facebook\.net/);
  });

  test('ANALYTICS_ID adds the Google tag hosts only; the tag itself is not in the HTML (the browser adds it after load)', async () => {
    const { csp, body, directive } = await homeWith({ ANALYTICS_ID: 'G-TEST1234' });
    expect(directive('script-src')).toContain('https://*.googletagmanager.com');
    expect(directive('script-src')).toContain("'strict-dynamic'");
    expect(directive('connect-src')).toContain('https://*.google-analytics.com');
    expect(directive('img-src')).toContain('https://*.google-analytics.com');
    expect(csp).not.toContain('facebook');
    expect(body).toContain('"analyticsId":"G-TEST1234"');
    expect(body).not.toContain('<script async="" src="https://www.googletagmanager.com');
  });

  test('PIXEL_ID adds the Meta pixel hosts only', async () => {
    const { csp, directive } = await homeWith({ PIXEL_ID: '1234567890' });
    expect(directive('script-src')).toContain('https://connect.facebook.net');
    expect(directive('img-src')).toContain('https://www.facebook.com');
    expect(directive('connect-src')).toContain('https://www.facebook.com');
    expect(csp).not.toContain('google');
  });

  test('both ids: both sets of hosts; NEWSLETTER_ACTION: the form may submit to that service', async () => {
    const { directive } = await homeWith({
      ANALYTICS_ID: 'G-TEST1234',
      PIXEL_ID: '1234567890',
      NEWSLETTER_ACTION: 'https://list.example.com/subscribe?u=1',
    });
    expect(directive('script-src')).toContain('https://*.googletagmanager.com https://connect.facebook.net');
    expect(directive('form-action')).toBe("form-action 'self' https://list.example.com");
  });
});

describe('the offline page', () => {
  test.each([
    ['/offline', 'en', 'No internet connection', 'Try again', 'href="/"'],
    ['/kh/offline', 'km', 'គ្មានការតភ្ជាប់អ៊ីនធឺណិត', 'ព្យាយាមម្ដងទៀត', 'href="/kh"'],
  ])('%s: in its language, in the shop look, no script, not indexed', async (path, lang, title, retry, home) => {
    const ctx = createExecutionContext();
    const response = await app.fetch(new Request(`http://localhost${path}`), env, ctx);
    const body = await response.text();
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(200);
    expect(body).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${lang}"`));
    expect(body).toContain(`<h1>${title}</h1>`);
    expect(body).toContain(`<a class="button button-brand" href="">${retry}</a>`);
    expect(body).toContain(home);
    expect(body).not.toContain('<script');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(response.headers.get('content-security-policy')).toContain("worker-src 'self'");
  });
});
