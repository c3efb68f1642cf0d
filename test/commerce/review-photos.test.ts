import { env } from 'cloudflare:workers';
import { zlibSync } from 'fflate';
import { expect, test } from 'vitest';
import {
  contains,
  exifSegment,
  followedBy,
  jpegImage,
  noise,
  pngImage,
  readJpeg,
  withSegment,
} from '../photo/test-images';
import { reviewPhotoThumb } from '../../lib/review-photo-thumb';
import { demoToken } from './call-api';
import { completedOrder, postReview } from './review-upload';
import { workerFetch } from '../worker/worker-fetch';

// Review photos are decoded and stored as new JPEGs (decision 016).

/** A stored photo as the storefront serves it, at /media/reviews/<key>. */
async function served(path: string) {
  const response = await workerFetch(new Request(`http://localhost${path}`));
  return { type: response.headers.get('content-type'), bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** Posts one photo as a review of a new completed order; answers the API's reply. */
async function reviewWith(bytes: Uint8Array<ArrayBuffer>, type: string, lang: '1' | '2' = '1') {
  const token = await demoToken();
  const { orderId, itemId } = await completedOrder(24);
  const answer = await postReview(token, orderId, { item: String(itemId), rating: '5' }, [{ bytes, type }], lang);
  return { ...answer, itemId };
}

const storedCount = async () => (await env.REVIEW_PHOTOS.list({ prefix: 'reviews/' })).objects.length;
const reviewCount = async (itemId: number) =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM reviews WHERE order_item_id = ?1')
    .bind(itemId)
    .first<{ n: number }>())!.n;

test('a photo with an EXIF GPS block is served without it, as a JPEG of the same size', async () => {
  const upload = withSegment(jpegImage(64, 48), exifSegment());
  expect(contains(upload, 'Exif') && contains(upload, 'PhoneCam')).toBe(true);
  const saved = await reviewWith(upload, 'image/jpeg');
  expect(saved).toMatchObject({ status: 200, code: 0 });
  const photo = await served(saved.data.review.photos[0]);
  expect(photo.type).toBe('image/jpeg');
  expect(contains(photo.bytes, 'Exif')).toBe(false);
  expect(contains(photo.bytes, 'PhoneCam')).toBe(false);
  // No APP1 segment at all (where EXIF and its GPS IFD live).
  expect(photo.bytes.some((byte, i) => byte === 0xff && photo.bytes[i + 1] === 0xe1)).toBe(false);
  expect(readJpeg(photo.bytes)).toMatchObject({ width: 64, height: 48 });
});

test('a photo taken sideways is stored upright: its EXIF orientation is applied to the pixels', async () => {
  // Left half red, right half blue, stored landscape; orientation 6 means "turn 90° clockwise to view".
  const sideways = jpegImage(64, 32, (x) => (x < 32 ? [255, 0, 0] : [0, 0, 255]));
  const saved = await reviewWith(withSegment(sideways, exifSegment(6)), 'image/jpeg');
  const photo = readJpeg((await served(saved.data.review.photos[0])).bytes, 16, 4);
  expect(photo).toMatchObject({ width: 32, height: 64 });
  // Turned clockwise, the left half (red) is now on top.
  expect(photo.pixel[0]).toBeGreaterThan(200);
  expect(photo.pixel[2]).toBeLessThan(60);
});

test('a large photo is stored at most 1600 px on its long side', async () => {
  const saved = await reviewWith(jpegImage(2000, 1000, noise, 60), 'image/jpeg');
  expect(saved).toMatchObject({ status: 200 });
  expect(readJpeg((await served(saved.data.review.photos[0])).bytes)).toMatchObject({ width: 1600, height: 800 });
});

test("a photo's thumbnail, which the review lists show, is 320 px on its long side and a fraction of its bytes", async () => {
  const saved = await reviewWith(jpegImage(2000, 1000, noise, 60), 'image/jpeg');
  const path: string = saved.data.review.photos[0];
  const photo = await served(path);
  const thumb = await served(reviewPhotoThumb(path));
  expect(thumb.type).toBe('image/jpeg');
  expect(readJpeg(thumb.bytes)).toMatchObject({ width: 320, height: 160 });
  expect(thumb.bytes.length * 10).toBeLessThan(photo.bytes.length);
});

test('a photo stored before thumbnails existed is served whole at its thumbnail', async () => {
  const key = `${'ab'.repeat(16)}.jpg`;
  const bytes = jpegImage(40, 30);
  await env.REVIEW_PHOTOS.put(`reviews/${key}`, bytes, { httpMetadata: { contentType: 'image/jpeg' } });
  const thumb = await served(`/media/reviews/${reviewPhotoThumb(key)}`);
  expect(thumb.type).toBe('image/jpeg');
  expect(readJpeg(thumb.bytes)).toMatchObject({ width: 40, height: 30 });
  expect((await served(`/media/reviews/${'cd'.repeat(16)}-320.jpg`)).type).not.toBe('image/jpeg');
});

test('an image followed by HTML or script is stored as the picture alone', async () => {
  const payloads = [
    {
      bytes: followedBy(jpegImage(40, 30), '<html><script>alert(document.cookie)</script></html>'),
      type: 'image/jpeg',
    },
    {
      bytes: followedBy(pngImage(40, 30), '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      type: 'image/png',
    },
    // Script in a comment segment inside the JPEG.
    {
      bytes: withSegment(
        jpegImage(40, 30),
        new Uint8Array([0xff, 0xfe, 0, 21, ...new TextEncoder().encode('<script>x</script>'), 0]),
      ),
      type: 'image/jpeg',
    },
  ];
  for (const { bytes, type } of payloads) {
    const saved = await reviewWith(bytes, type);
    expect(saved, `${type} ${saved.msg}`).toMatchObject({ status: 200, code: 0 });
    const photo = await served(saved.data.review.photos[0]);
    expect(photo.type).toBe('image/jpeg');
    for (const text of ['<script', '<svg', 'onload', '<html']) expect(contains(photo.bytes, text), text).toBe(false);
    // The file ends where the JPEG ends.
    expect([...photo.bytes.subarray(-2)]).toEqual([0xff, 0xd9]);
    expect(readJpeg(photo.bytes)).toMatchObject({ width: 40, height: 30 });
  }
});

test('an image header followed by HTML, a truncated or a corrupt image is refused, localized, changing nothing', async () => {
  const jpeg = jpegImage(64, 48, noise);
  const png = pngImage(64, 48, noise);
  const corruptPng = png.slice();
  corruptPng.fill(0x55, 60, 200);
  const refused = [
    {
      bytes: followedBy(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), '<html><body onload="alert(1)"><script>x</script>'),
      type: 'image/jpeg',
    },
    { bytes: followedBy(png.subarray(0, 8), '<html><svg onload="alert(1)"/></html>'), type: 'image/png' },
    { bytes: jpeg.slice(0, Math.floor(jpeg.length * 0.7)), type: 'image/jpeg' },
    { bytes: png.slice(0, png.length - 40), type: 'image/png' },
    { bytes: corruptPng, type: 'image/png' },
  ];
  const photosBefore = await storedCount();
  for (const [i, { bytes, type }] of refused.entries()) {
    const english = await reviewWith(bytes, type, '1');
    expect(english, `${i}`).toMatchObject({
      status: 400,
      code: 400,
      msg: 'We could not read this photo: it may be damaged. Please choose another photo.',
    });
    expect(await reviewCount(english.itemId)).toBe(0);
    const khmer = await reviewWith(bytes, type, '2');
    expect(khmer, `${i}`).toMatchObject({
      status: 400,
      msg: 'យើងមិនអាចអានរូបថតនេះបានទេ៖ វាប្រហែលជាខូច។ សូមជ្រើសរើសរូបថតផ្សេង។',
    });
    expect(await reviewCount(khmer.itemId)).toBe(0);
  }
  expect(await storedCount()).toBe(photosBefore);
});

test('an image over the pixel limit is refused from its header, before decoding; a PNG that inflates past its size too', async () => {
  // A PNG header declaring 8000 × 8000 with no real image data: refused for its size, not as unreadable,
  // so it was never decoded.
  const huge = pngImage(8, 8);
  new DataView(huge.buffer).setUint32(16, 8000);
  new DataView(huge.buffer).setUint32(20, 8000);
  const photosBefore = await storedCount();
  for (const [lang, msg] of [
    ['1', 'This photo is too large: at most 3 megapixels (for example 2000 × 1500). Please choose a smaller photo.'],
    ['2', 'រូបថតនេះធំពេក៖ យ៉ាងច្រើន 3 មេហ្គាភីកសែល (ឧទាហរណ៍ 2000 × 1500)។ សូមជ្រើសរើសរូបថតតូចជាងនេះ។'],
  ] as const) {
    const answer = await reviewWith(huge, 'image/png', lang);
    expect(answer).toMatchObject({ status: 400, msg });
    expect(await reviewCount(answer.itemId)).toBe(0);
  }
  // The same for a JPEG whose frame header says 4000 × 3000.
  const bigJpeg = jpegImage(16, 16);
  const sof = bigJpeg.findIndex((byte, i) => byte === 0xff && bigJpeg[i + 1] === 0xc0);
  new DataView(bigJpeg.buffer).setUint16(sof + 5, 3000);
  new DataView(bigJpeg.buffer).setUint16(sof + 7, 4000);
  expect(await reviewWith(bigJpeg, 'image/jpeg')).toMatchObject({
    status: 400,
    msg: expect.stringMatching(/^This photo is too large/),
  });

  // A 100 × 100 gray PNG whose image data inflates to 20 MB: refused without inflating it all.
  const bomb = pngImage(100, 100);
  const ihdr = bomb.subarray(0, 33).slice();
  ihdr[25] = 0; // colour type: gray
  const idat = zlibSync(new Uint8Array(20_000_000), { level: 9 });
  const chunk = (type: string, data: Uint8Array) => {
    const out = new Uint8Array(12 + data.length);
    new DataView(out.buffer).setUint32(0, data.length);
    out.set(new TextEncoder().encode(type), 4);
    out.set(data, 8);
    return out;
  };
  const parts = [ihdr, chunk('IDAT', idat), chunk('IEND', new Uint8Array())];
  const bombPng = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    bombPng.set(part, at);
    at += part.length;
  }
  expect(bombPng.length).toBeLessThan(100_000);
  // The same answer as any picture over the limit (it holds more than it declares).
  expect(await reviewWith(bombPng, 'image/png')).toMatchObject({
    status: 400,
    msg: expect.stringMatching(/^This photo is too large/),
  });
  expect(await storedCount()).toBe(photosBefore);
});
