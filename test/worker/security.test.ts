import { env } from 'cloudflare:workers';
import { describe, expect, test } from 'vitest';
import { fetchPage } from './fetch-page';

describe('security headers', () => {
  test('every HTML response has a CSP with a fresh nonce that its scripts carry', async () => {
    const first = await fetchPage('/');
    const second = await fetchPage('/');
    const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
    const nonce = nonceOf(first.response.headers.get('content-security-policy'));
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(nonceOf(second.response.headers.get('content-security-policy')));
    const scripts = [...first.body.matchAll(/<script\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => !tag.includes('application/json'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  test('the baseline headers are set and HTML is not cached at the edge', async () => {
    const { response } = await fetchPage('/kh/category');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("'strict-dynamic'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get('strict-transport-security')).toContain('max-age=');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('vary')).toContain('Accept');
  });

  test('data containing </script> cannot close the boot data script element', async () => {
    await env.DB.prepare(
      "INSERT INTO goods_categories (id, name_en, name_km, sort) VALUES (99, '</script><script>alert(1)</script>', 'x', 99)",
    ).run();
    await env.CACHE.delete('goodscategory:en');
    const { body } = await fetchPage('/category');
    expect(body).not.toContain('</script><script>alert(1)');
    expect(body).toContain('\\u003c/script>\\u003cscript>alert(1)');
    expect(body).toContain('&lt;/script&gt;&lt;script&gt;alert(1)');
  });
});
