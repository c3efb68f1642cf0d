/** A phone number as people write it: digits, spaces, brackets and dashes, an optional leading +. */
export const PHONE = /^\+?\d[\d ()-]{5,24}$/;
/** An e-mail address's shape (the mail server has the last word). */
export const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

/**
 * A link as the console stores it: an https address with a host name and no user or password, normalized;
 * '' for none; null when it is not one or is longer than `most`. The one check of every link an operator
 * types, so no `javascript:` or `http:` address reaches a shop page.
 */
export function httpsLink(typed: string, most: number): string | null {
  if (!typed) return '';
  if (typed.length > most) return null;
  let url: URL;
  try {
    url = new URL(typed);
  } catch {
    return null;
  }
  const fine = url.protocol === 'https:' && !url.username && !url.password && url.hostname.includes('.');
  return fine ? url.href : null;
}
