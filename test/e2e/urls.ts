/**
 * The home page of a language ('' or '/kh'), whatever its query: a URL predicate for toHaveURL and
 * waitForURL. (A pattern like `${prefix}/?$` matches every URL when the prefix is empty.)
 */
export const homeOf = (prefix: string) => (url: URL) => url.pathname.replace(/\/$/, '') === prefix;

/** A path of the route table with a real id from the seed data for each parameter. */
export const examplePath = (path: string) =>
  path
    .replace(':id', '1')
    .replace(':slug', 'delivery-times')
    .replace(':search', 'phone')
    .replace(':promotion', '12.12');
