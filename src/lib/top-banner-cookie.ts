/** The cookie that remembers a hidden top banner; the server reads it, so a hidden banner never flashes. */
export const TOP_BANNER_COOKIE = 'top_banner';
