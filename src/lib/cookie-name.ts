/**
 * Whether the shop's cookies at `url` are Secure and `__Host-` prefixed: everywhere but plain http on
 * localhost (a local run), where a browser would drop a Secure cookie.
 */
export function secureCookies(url: URL): boolean {
  return !(url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname));
}

/**
 * A cookie's name at `url`: `__Host-<name>` where cookies are Secure (the browser then takes it only
 * Secure, with Path=/ and no Domain, so no other host or plain-http page can set it), `<name>` on
 * http://localhost. The worker and the browser both name cookies through this.
 */
export function cookieName(name: string, url: URL): string {
  return secureCookies(url) ? `__Host-${name}` : name;
}
