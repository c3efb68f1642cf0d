import { expect } from 'vitest';
import { PAYLOAD } from './arbitraries';

/** What no answer may ever be: a 5xx, a stack trace, or an unescaped reflected payload. */
export function expectSafeAnswer(label: string, response: Response, body: string) {
  expect(response.status, label).toBeLessThan(500);
  expect(body, label).not.toMatch(/\n\s+at \S+ \(|\bat async\b|node_modules|worker\/[a-z-]+\.ts/);
  if ((response.headers.get('content-type') ?? '').includes('text/html')) {
    expect(body, label).not.toContain(PAYLOAD);
    expect(body, label).not.toContain('<img src=x onerror');
  }
}
