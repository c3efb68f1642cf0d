/**
 * A stored image from R2 as the shop serves it: keys are random and an image never changes, so browsers
 * and the edge may keep it for a year; an image that is not there is a plain 404, kept 5 minutes.
 */
export function imageResponse(object: R2ObjectBody | null): Response {
  if (!object) return new Response('Not found', { status: 404, headers: { 'cache-control': 'public, max-age=300' } });
  const headers = new Headers({ 'cache-control': 'public, max-age=31536000, immutable', etag: object.httpEtag });
  object.writeHttpMetadata(headers);
  return new Response(object.body, { headers });
}
