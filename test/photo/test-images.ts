import { encode as encodePng } from 'fast-png';
import { decode as decodeJpeg, encode as encodeJpeg } from 'jpeg-js';

/**
 * Real images made in the test (no binary fixtures), for the worker and unit tests of review photos.
 * `paint` gives each pixel's RGB; the default is a smooth gradient, `noise` a photo-like busy one.
 */
type Paint = (x: number, y: number) => [number, number, number];
const gradient: Paint = (x, y) => [(x * 7) % 256, (y * 5) % 256, 128];
export const noise: Paint = (x, y) => {
  const n = Math.imul(x * 374761393 + y * 668265263, 1274126177) >>> 24;
  return [n, (n * 3) % 256, (x + y) % 256];
};

function rgba(width: number, height: number, paint: Paint): Uint8Array<ArrayBuffer> {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set([...paint(x, y), 255], (y * width + x) * 4);
  return data;
}

export function jpegImage(width: number, height: number, paint = gradient, quality = 90): Uint8Array<ArrayBuffer> {
  const { data } = encodeJpeg({ width, height, data: rgba(width, height, paint) }, quality);
  return new Uint8Array(data);
}

export function pngImage(width: number, height: number, paint = gradient): Uint8Array<ArrayBuffer> {
  return new Uint8Array(encodePng({ width, height, data: rgba(width, height, paint), channels: 4, depth: 8 }));
}

/** The image's size and its pixel at (x, y), decoding a JPEG. */
export function readJpeg(bytes: Uint8Array, x = 0, y = 0) {
  const image = decodeJpeg(bytes, { useTArray: true });
  const at = (y * image.width + x) * 4;
  return { width: image.width, height: image.height, pixel: [...image.data.subarray(at, at + 3)] };
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * An EXIF APP1 segment (big-endian TIFF) with an orientation and a GPS block: latitude 11°33'N,
 * longitude 104°55'E (Phnom Penh), and the camera maker's name, as a phone writes them.
 */
export function exifSegment(orientation = 1): Uint8Array<ArrayBuffer> {
  const tiff: number[] = [0x4d, 0x4d, 0, 42, 0, 0, 0, 8];
  const u16 = (n: number) => [n >> 8, n & 255];
  const u32 = (n: number) => [n >>> 24, (n >> 16) & 255, (n >> 8) & 255, n & 255];
  const entry = (tag: number, type: number, count: number, value: number[]) => [
    ...u16(tag),
    ...u16(type),
    ...u32(count),
    ...value,
  ];
  // IFD0 at 8: 3 entries (2 + 36 + 4 bytes), then the maker's text at 50, the GPS IFD at 60.
  const maker = [...ascii('PhoneCam'), 0, 0];
  tiff.push(...u16(3));
  tiff.push(...entry(0x010f, 2, 9, u32(50)));
  tiff.push(...entry(0x0112, 3, 1, [...u16(orientation), 0, 0]));
  tiff.push(...entry(0x8825, 4, 1, u32(60)));
  tiff.push(...u32(0), ...maker);
  // GPS IFD at 60: 4 entries (2 + 48 + 4 bytes), then two rationals triples at 114 and 138.
  tiff.push(...u16(4));
  tiff.push(...entry(1, 2, 2, [...ascii('N'), 0, 0, 0]));
  tiff.push(...entry(2, 5, 3, u32(114)));
  tiff.push(...entry(3, 2, 2, [...ascii('E'), 0, 0, 0]));
  tiff.push(...entry(4, 5, 3, u32(138)));
  tiff.push(...u32(0));
  for (const value of [11, 33, 0, 104, 55, 0]) tiff.push(...u32(value), ...u32(1));
  const payload = [...ascii('Exif'), 0, 0, ...tiff];
  return new Uint8Array([0xff, 0xe1, ...u16(payload.length + 2), ...payload]);
}

/** The JPEG with `segment` inserted right after its SOI marker. */
export function withSegment(jpeg: Uint8Array, segment: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(jpeg.length + segment.length);
  out.set(jpeg.subarray(0, 2));
  out.set(segment, 2);
  out.set(jpeg.subarray(2), 2 + segment.length);
  return out;
}

/** Whether `bytes` contain `text` (as ASCII). */
export function contains(bytes: Uint8Array, text: string): boolean {
  const needle = ascii(text);
  outer: for (let i = 0; i + needle.length <= bytes.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/** Bytes followed by an ASCII text: a polyglot's tail. */
export function followedBy(bytes: Uint8Array, text: string): Uint8Array<ArrayBuffer> {
  const tail = new Uint8Array(ascii(text));
  const out = new Uint8Array(bytes.length + tail.length);
  out.set(bytes);
  out.set(tail, bytes.length);
  return out;
}
