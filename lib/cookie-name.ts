const LOCAL_HTTP = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/|$)/i;

/**
 * Whether the shop's cookies at `href` (a whole URL) are Secure and `__Host-` prefixed: everywhere but
 * plain http on localhost (a local run), where a browser would drop a Secure cookie. A string test, not
 * a URL parse: every cookie of every request asks.
 */
export function secureCookies(href: string): boolean {
  return !LOCAL_HTTP.test(href);
}

/**
 * A cookie's name at `href`: `__Host-<name>` where cookies are Secure (the browser then takes it only
 * Secure, with Path=/ and no Domain, so no other host or plain-http page can set it), `<name>` on
 * http://localhost. The worker and the browser both name cookies through this.
 */
export function cookieName(name: string, href: string): string {
  return secureCookies(href) ? `__Host-${name}` : name;
}
