/**
 * A Content-Type header's media type: lower case, without its parameters, '' when there is none.
 * `text/plain; x=json` is text/plain: whoever reads a body decides by this, never by a substring.
 */
export function mediaType(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';', 1)[0]!.trim().toLowerCase();
}

export const JSON_TYPE = 'application/json';
export const FORM_TYPE = 'application/x-www-form-urlencoded';
export const MULTIPART_TYPE = 'multipart/form-data';
