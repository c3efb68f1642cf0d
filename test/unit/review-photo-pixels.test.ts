import { expect, test } from 'vitest';
import { exifOrientation } from '../../commerce/photo/exif-orientation';
import { fitPixels } from '../../commerce/photo/fit-pixels';
import { orientPixels } from '../../commerce/photo/orient-pixels';
import { readPhotoHeader } from '../../commerce/photo/photo-header';
import { reencodePhoto } from '../../commerce/photo/reencode-photo';
import { exifSegment, followedBy, jpegImage, pngImage, readJpeg, withSegment } from '../photo/test-images';

/** A 2 × 3 image whose pixel (x, y) has red x and green y, to follow where each pixel goes. */
const tagged = () => {
  const data = new Uint8Array(2 * 3 * 4);
  for (let y = 0; y < 3; y++) for (let x = 0; x < 2; x++) data.set([x, y, 0, 255], (y * 2 + x) * 4);
  return { width: 2, height: 3, data };
};
const at = (image: { width: number; data: Uint8Array }, x: number, y: number) => [
  image.data[(y * image.width + x) * 4],
  image.data[(y * image.width + x) * 4 + 1],
];

test('the header gives a JPEG’s size and EXIF orientation and a PNG’s size without decoding', () => {
  expect(readPhotoHeader(withSegment(jpegImage(30, 20), exifSegment(6)))).toEqual({
    format: 'jpeg',
    width: 30,
    height: 20,
    orientation: 6,
  });
  expect(readPhotoHeader(pngImage(7, 5))).toEqual({ format: 'png', width: 7, height: 5, orientation: 1 });
  const jpeg = jpegImage(30, 20);
  expect(readPhotoHeader(jpeg.subarray(0, jpeg.length - 2))).toBeNull();
  expect(readPhotoHeader(followedBy(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), '<html>'))).toBeNull();
  expect(readPhotoHeader(new TextEncoder().encode('<svg onload="x"/>'))).toBeNull();
});

test('EXIF orientation reads little- and big-endian TIFF, and anything else is 1', () => {
  const big = exifSegment(8).subarray(4);
  expect(exifOrientation(big)).toBe(8);
  // The same IFD written little-endian.
  const little = new Uint8Array([
    ...[0x45, 0x78, 0x69, 0x66, 0, 0],
    ...[0x49, 0x49, 42, 0, 8, 0, 0, 0],
    ...[1, 0],
    ...[0x12, 0x01, 3, 0, 1, 0, 0, 0, 3, 0, 0, 0],
    ...[0, 0, 0, 0],
  ]);
  expect(exifOrientation(little)).toBe(3);
  expect(exifOrientation(new Uint8Array(20))).toBe(1);
  expect(exifOrientation(exifSegment(9).subarray(4))).toBe(1);
});

test('each EXIF orientation turns the pixels upright', () => {
  // Where the stored image's top-left pixel (0, 0) ends up, and the new size.
  const expected: Record<number, { size: [number, number]; topLeftFrom: [number, number] }> = {
    1: { size: [2, 3], topLeftFrom: [0, 0] },
    2: { size: [2, 3], topLeftFrom: [1, 0] },
    3: { size: [2, 3], topLeftFrom: [1, 2] },
    4: { size: [2, 3], topLeftFrom: [0, 2] },
    5: { size: [3, 2], topLeftFrom: [0, 0] },
    6: { size: [3, 2], topLeftFrom: [0, 2] },
    7: { size: [3, 2], topLeftFrom: [1, 2] },
    8: { size: [3, 2], topLeftFrom: [1, 0] },
  };
  for (const [orientation, { size, topLeftFrom }] of Object.entries(expected)) {
    const upright = orientPixels(tagged(), Number(orientation));
    expect([upright.width, upright.height], orientation).toEqual(size);
    expect(at(upright, 0, 0), orientation).toEqual(topLeftFrom);
  }
  // 6 is a quarter turn clockwise: the stored left column becomes the top row, read right to left.
  const six = orientPixels(tagged(), 6);
  expect([at(six, 0, 0), at(six, 1, 0), at(six, 2, 0)]).toEqual([
    [0, 2],
    [0, 1],
    [0, 0],
  ]);
});

test('fitting averages the pixels down to the long side and leaves small images alone', () => {
  const small = tagged();
  expect(fitPixels(small, 10)).toBe(small);
  const data = new Uint8Array(4 * 2 * 4);
  data.set([0, 0, 0, 255, 100, 100, 100, 255, 200, 0, 0, 255, 0, 0, 0, 255]);
  data.set([0, 0, 0, 255, 100, 100, 100, 255, 200, 0, 0, 255, 0, 0, 0, 255], 16);
  const half = fitPixels({ width: 4, height: 2, data }, 2);
  expect([half.width, half.height]).toEqual([2, 1]);
  expect([...half.data]).toEqual([50, 50, 50, 255, 100, 0, 0, 255]);
});

test('re-encoding gives a JPEG with none of the upload’s extra bytes', () => {
  const upload = followedBy(withSegment(jpegImage(20, 10), exifSegment(1)), '<script>alert(1)</script>');
  const stored = reencodePhoto(upload);
  if (typeof stored === 'string') throw new Error(stored);
  expect(readJpeg(stored.photo)).toMatchObject({ width: 20, height: 10 });
  for (const bytes of [stored.photo, stored.thumb])
    expect(new TextDecoder('latin1').decode(bytes)).not.toMatch(/Exif|script|PhoneCam/);
  expect(reencodePhoto(upload.subarray(0, 200))).toBe('photoUnreadable');
});
