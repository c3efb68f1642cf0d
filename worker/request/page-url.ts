/**
 * The tags that ads and shared links add to an address to trace a click (Facebook's `fbclid`, TikTok's
 * `ttclid`, Google's `gclid`, the `utm_` campaign names, …). Analytics scripts read them from the
 * browser's address bar, where they stay; the page itself does not depend on them.
 */
const TRACKING = /^(?:utm_[a-z]+|fbclid|gclid|gbraid|wbraid|dclid|ttclid|twclid|msclkid|igshid|yclid|_gl)$/i;

/**
 * The address a page is rendered for: the request's, without click-tracing tags. Every visitor from an
 * ad carries a click id of their own: with it, no two of them would share a guest's kept copy (decision
 * 026), and the page's links (its language switch) would hand one visitor's click id to the next.
 */
export function pageUrl(href: string): URL {
  const url = new URL(href);
  for (const name of [...url.searchParams.keys()]) if (TRACKING.test(name)) url.searchParams.delete(name);
  return url;
}
