import { expect, test } from 'vitest';
import { fetchPage } from './fetch-page';

/**
 * A form whose fields have constraints (required, type email, min, pattern) is
 * noValidate, so the browser never shows its own bubble, in the browser's language, on a Khmer page;
 * the page checks and answers itself. Search forms have no constraints and may submit as they are.
 */
test.each(['/kh', '/kh/products', '/kh/user/login', '/kh/user/register', '/kh/abouts/contact'])(
  'every constrained form on %s is noValidate',
  async (path) => {
    const { response, body } = await fetchPage(path);
    expect(response.status).toBe(200);
    const forms = body.match(/<form\b[^>]*>[\s\S]*?<\/form>/g) ?? [];
    expect(forms.length).toBeGreaterThan(0);
    for (const form of forms) {
      const open = form.slice(0, form.indexOf('>') + 1);
      const constrained = /\srequired=""|\stype="(email|number)"|\smin="|\spattern="/.test(form);
      if (constrained) expect(open, open).toMatch(/\snovalidate=""/i);
    }
  },
);
