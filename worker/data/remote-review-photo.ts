import { PHOTO_KEY, REVIEW_PHOTO_KEPT, reviewPhotoPath } from '../../commerce/embedded';

/** Never kept: a withheld photo is back when its review is shown again. */
const NOT_FOUND = () => new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } });

/**
 * A review photo kept by the backend at API_ORIGIN, passed through only when it is an image (never
 * the backend's error page on the shop's origin), kept as the shop's own (REVIEW_PHOTO_KEPT: the backend may
 * withhold it with its review). A key of another shape never leaves the edge.
 */
export async function remoteReviewPhoto(origin: string, key: string): Promise<Response> {
  if (!PHOTO_KEY.test(key)) return NOT_FOUND();
  const answer = await fetch(new URL(reviewPhotoPath(key), origin), { signal: AbortSignal.timeout(5000) });
  const type = answer.headers.get('content-type') ?? '';
  if (!answer.ok || !type.startsWith('image/')) {
    await answer.body?.cancel();
    return NOT_FOUND();
  }
  return new Response(answer.body, {
    headers: { 'content-type': type, 'cache-control': REVIEW_PHOTO_KEPT },
  });
}
