import { expect, vi } from 'vitest';
import { en } from '../../src/i18n/messages/en';
import { km } from '../../src/i18n/messages/km';
import type { Lang } from '../../lib/lang';
import { localizePath } from '../../lib/paths';
import { ROUTES } from '../../src/routes';
import { examplePath, fetchPage, ORIGIN } from './fetch-page';

const MESSAGES = { en, km };
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Collects the keys the worker logs as missing while pages render (a route
 * that does not name an area its page uses); other errors still print.
 */
export function watchMissingMessages(): string[] {
  const missing: string[] = [];
  const print = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((line: unknown) => {
    if (String(line).includes('"missing message"')) missing.push(String(line));
    else print(line);
  });
  return missing;
}

/** Every route of src/routes.ts in one language: status, `lang`, title, heading, canonical and hreflang. */
export async function checkEveryRoute(lang: Lang) {
  const missing = watchMissingMessages();
  for (const route of ROUTES) {
    const path = examplePath(route.path);
    const url = localizePath(path, lang);
    const { response, body } = await fetchPage(url);
    if (route.movedTo) {
      expect(response.status, url).toBe(301);
      expect(response.headers.get('location'), url).toBe(localizePath(route.movedTo, lang));
      continue;
    }
    if (route.guard === 'requireUser') {
      // Guests are sent to sign-in; test/worker/guards.test.ts opens these signed in.
      expect(response.status, url).toBe(302);
      expect(response.headers.get('location'), url).toBe(
        `${localizePath('/user/login', lang)}?redirect=${encodeURIComponent(url)}`,
      );
      continue;
    }
    const title = MESSAGES[lang].route[route.id as keyof typeof en.route];
    expect(response.status, url).toBe(200);
    expect(body, url).toContain(`<html lang="${lang}"`);
    // A page with its own subject (a product, an article) titles itself after it.
    if (path === route.path)
      expect(body, url).toContain(`<title>${escapeHtml(`${title} | ${MESSAGES[lang].site.name}`)}</title>`);
    else expect(body, url).toMatch(new RegExp(`<title>[^<]+ \\| ${MESSAGES[lang].site.name}</title>`));
    expect(body, url).toContain(`<link rel="canonical" href="${ORIGIN}${url}"/>`);
    expect(body, url).toContain(`<link rel="alternate" hrefLang="en" href="${ORIGIN}${localizePath(path, 'en')}"/>`);
    expect(body, url).toContain(`<link rel="alternate" hrefLang="km" href="${ORIGIN}${localizePath(path, 'km')}"/>`);
    expect(body, url).toContain(
      `<link rel="alternate" hrefLang="x-default" href="${ORIGIN}${localizePath(path, 'en')}"/>`,
    );
    expect(body, url).toMatch(/<h1[ >]/);
    if (route.layout === 'profile') expect(body, url).toContain('class="profile-sidebar"');
    else expect(body, url).not.toContain('class="profile-sidebar"');
  }
  expect(missing).toEqual([]);
  vi.restoreAllMocks();
}
