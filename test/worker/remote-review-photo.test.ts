import { afterEach, expect, test, vi } from 'vitest';
import { remoteReviewPhoto } from '../../worker/data/remote-review-photo';

afterEach(() => vi.restoreAllMocks());

const BACKEND = 'https://backend.example';
const KEY = `${'a'.repeat(32)}.jpg`;

test('a review photo from the backend at API_ORIGIN is kept 5 minutes, as the shop’s own; anything but an image is a 404', async () => {
  const fetched = vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValueOnce(
      new Response(new Uint8Array([0xff, 0xd8, 0xff]), { headers: { 'content-type': 'image/jpeg' } }),
    );
  const photo = await remoteReviewPhoto(BACKEND, KEY);
  expect(photo.status).toBe(200);
  expect(photo.headers.get('content-type')).toBe('image/jpeg');
  // The backend may withhold it with its review (decisions 028, 037): not the year a product photo is kept.
  expect(photo.headers.get('cache-control')).toBe('public, max-age=300');
  expect(new URL(String(fetched.mock.calls[0]![0])).origin).toBe(BACKEND);

  fetched.mockResolvedValueOnce(new Response('<html>error</html>', { headers: { 'content-type': 'text/html' } }));
  const notImage = await remoteReviewPhoto(BACKEND, KEY);
  expect([notImage.status, notImage.headers.get('cache-control')]).toEqual([404, 'no-store']);
  expect((await remoteReviewPhoto(BACKEND, '../secret')).status).toBe(404);
  expect(fetched).toHaveBeenCalledTimes(2);
});
