/**
 * The cookie that remembers a hidden top banner (its base name: `__Host-top_banner` on HTTPS, see cookieName); the
 * server reads it, so a hidden banner never flashes.
 */
export const TOP_BANNER_COOKIE = 'top_banner';
