import { deflateSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { inflateCapped, pngPixels } from '../../commerce/photo/png-pixels';
import { readPhotoHeader } from '../../commerce/photo/photo-header';
import { pngImage } from '../photo/test-images';

/** A PNG chunk: length, type, data and a CRC (left zero: the cap acts before anything checks it). */
function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  new DataView(out.buffer).setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  return out;
}

/** A PNG that claims 1000 × 1000 RGBA and keeps image data inflating to 64 MB in one IDAT (about 64 KB of file). */
function bomb(): { png: Uint8Array; idat: Uint8Array } {
  const ihdr = new Uint8Array(13);
  const view = new DataView(ihdr.buffer);
  view.setUint32(0, 1000);
  view.setUint32(4, 1000);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const idat = new Uint8Array(deflateSync(Buffer.alloc(64 * 2 ** 20), { level: 9 }));
  const parts = [
    new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', new Uint8Array()),
  ];
  const png = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    png.set(part, at);
    at += part.length;
  }
  return { png, idat };
}

// 1000 × 1000 at up to 16 bits × 4 channels a pixel, as pngPixels caps it.
const LIMIT = 1000 * (1000 * 8 + 1) + 7 * 1000 + 64;

test('a PNG bomb in one IDAT chunk stops inflating a megabyte past its declared size, as one in many chunks does', () => {
  const { png, idat } = bomb();
  expect(png.length).toBeLessThan(100_000);
  const whole = inflateCapped([idat], LIMIT);
  expect(whole).toMatchObject({ over: true, broken: false });
  // Before, the one chunk was inflated whole (64 MB here, 1.5 GB for the attack's 896 KB file) before the cap looked.
  expect(whole.inflated).toBeLessThan(LIMIT + 1.1 * 2 ** 20);
  const pieces = Array.from({ length: Math.ceil(idat.length / 8192) }, (_, i) =>
    idat.subarray(i * 8192, (i + 1) * 8192),
  );
  expect(inflateCapped(pieces, LIMIT).inflated).toBeLessThan(LIMIT + 1.1 * 2 ** 20);
  const header = readPhotoHeader(png);
  expect(header).toMatchObject({ format: 'png', width: 1000, height: 1000 });
  expect(pngPixels(png, header!)).toBe('tooLarge');
});

test('an honest PNG inflates within its size and decodes', () => {
  const png = pngImage(300, 200);
  const header = readPhotoHeader(png)!;
  expect(pngPixels(png, header)).toMatchObject({ width: 300, height: 200 });
});
