import { decode as decodePng, convertIndexedToRgb } from 'fast-png';
import { Unzlib } from 'fflate';
import type { PhotoHeader } from './photo-header';
import type { Pixels } from './pixels';

/** The chunks a picture needs; the rest (text, ICC profiles, EXIF, anything after IEND) is left out. */
const KEPT = new Set(['IHDR', 'PLTE', 'tRNS', 'IDAT', 'IEND']);

/** The PNG rebuilt from the chunks it needs, and its image data's length once inflated; null if malformed. */
function pictureChunks(bytes: Uint8Array): { png: Uint8Array; idat: Uint8Array[] } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  const idat: Uint8Array[] = [];
  for (let at = 8; at + 12 <= bytes.length; ) {
    const length = view.getUint32(at);
    const end = at + 12 + length;
    if (end > bytes.length) return null;
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (KEPT.has(type)) kept.push(bytes.subarray(at, end));
    if (type === 'IDAT') idat.push(bytes.subarray(at + 8, at + 8 + length));
    if (type === 'IEND') return idat.length ? { png: concat(kept), idat } : null;
    at = end;
  }
  return null;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * Compressed bytes handed to the inflater at a time. Deflate expands at most about 1032:1, so a slice
 * inflates to at most about 1 MB before the cap below can stop it: a file that keeps all its image data
 * in one chunk (an 896 KB IDAT claiming gigabytes) is stopped as early as one in many small chunks.
 */
const INFLATE_SLICE = 1024;

/**
 * Inflates the image data, slice by slice, up to `limit` bytes: `over` when it holds more (it stopped
 * there, at most one slice's output past the limit: `inflated`), `broken` when it is not zlib data.
 */
export function inflateCapped(idat: Uint8Array[], limit: number): { over: boolean; broken: boolean; inflated: number } {
  let inflated = 0;
  const inflater = new Unzlib((chunk) => {
    inflated += chunk.length;
    if (inflated > limit) throw new RangeError('PNG data inflates past its declared size');
  });
  try {
    for (const [i, part] of idat.entries()) {
      const last = i === idat.length - 1;
      for (let at = 0; at < part.length || (last && at === 0); at += INFLATE_SLICE)
        inflater.push(part.subarray(at, at + INFLATE_SLICE), last && at + INFLATE_SLICE >= part.length);
    }
  } catch {
    return { over: inflated > limit, broken: inflated <= limit, inflated };
  }
  return { over: false, broken: false, inflated };
}

/**
 * A PNG's pixels as RGBA over white (a review photo is shown as JPEG, which has no transparency), or
 * null when it does not decode as a whole picture; 'tooLarge' when its data holds more than its size. Before decoding, its image data is inflated once
 * with a cap from the declared size (inflateCapped), so a small file that inflates to gigabytes is
 * refused after a megabyte or so, however its data is split into chunks.
 */
export function pngPixels(bytes: Uint8Array, header: PhotoHeader): Pixels | 'tooLarge' | null {
  const chunks = pictureChunks(bytes);
  if (!chunks) return null;
  // At most 16 bits × 4 channels a pixel, a filter byte a row, and Adam7's passes' extra filter bytes.
  const limit = header.height * (header.width * 8 + 1) + 7 * header.height + 64;
  const inflated = inflateCapped(chunks.idat, limit);
  if (inflated.over) return 'tooLarge';
  if (inflated.broken) return null;
  try {
    const png = decodePng(chunks.png);
    if (png.width !== header.width || png.height !== header.height) return null;
    const indexed = png.palette !== undefined;
    if (!indexed && png.depth < 8) return null;
    const samples = indexed ? convertIndexedToRgb(png) : png.data;
    const channels = indexed ? png.palette![0]!.length : png.channels;
    const shift = !indexed && png.depth === 16 ? 8 : 0;
    return overWhite(samples, channels, shift, png.width, png.height);
  } catch {
    return null;
  }
}

/** Gray, gray+alpha, RGB or RGBA samples as opaque RGBA, transparent parts blended onto white. */
function overWhite(samples: ArrayLike<number>, channels: number, shift: number, width: number, height: number) {
  const count = width * height;
  if (samples.length < count * channels) return null;
  const data = new Uint8Array(count * 4);
  const color = channels >= 3;
  const alpha = channels === 2 || channels === 4;
  for (let i = 0; i < count; i++) {
    const at = i * channels;
    const a = alpha ? samples[at + channels - 1]! >> shift : 255;
    for (let c = 0; c < 3; c++) {
      const value = samples[at + (color ? c : 0)]! >> shift;
      data[i * 4 + c] = Math.round((value * a + 255 * (255 - a)) / 255);
    }
    data[i * 4 + 3] = 255;
  }
  return { width, height, data };
}
