/**
 * The home page of a language ('' or '/kh'), whatever its query: a URL predicate for toHaveURL and
 * waitForURL. (A pattern like `${prefix}/?$` matches every URL when the prefix is empty.)
 */
export const homeOf = (prefix: string) => (url: URL) => url.pathname.replace(/\/$/, '') === prefix;
