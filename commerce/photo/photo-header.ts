import { exifOrientation } from './exif-orientation';

/** What a photo's header says before any pixel is decoded. */
export type PhotoHeader = {
  format: 'jpeg' | 'png';
  width: number;
  height: number;
  /** EXIF orientation, 1 (as stored) to 8; always 1 for PNG. */
  orientation: number;
};

const u16 = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
const u32 = (bytes: Uint8Array, at: number) => u16(bytes, at) * 0x10000 + u16(bytes, at + 2);

/** Start-of-frame markers (C0 to CF, less DHT C4, JPG C8 and DAC CC): they carry the image's size. */
const isFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
/** A JPEG with more scans than this is refused: each scan walks the whole image again (a CPU bomb). */
const MAX_SCANS = 64;

/** The index just past the entropy-coded data that starts at `at`: the next marker that is not a restart. */
function afterScanData(bytes: Uint8Array, at: number): number {
  for (let i = at; i + 1 < bytes.length; i++) {
    if (bytes[i] !== 0xff) continue;
    const next = bytes[i + 1]!;
    if (next !== 0 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) return i;
  }
  return -1;
}

/** A JPEG's size and orientation, walking its markers to EOI; null when they do not add up. */
function jpegHeader(bytes: Uint8Array): PhotoHeader | null {
  let at = 2;
  let width = 0;
  let height = 0;
  let orientation = 1;
  let scans = 0;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd9) return width && height && scans ? { format: 'jpeg', width, height, orientation } : null;
    if (at + 3 >= bytes.length) return null;
    const end = at + 2 + u16(bytes, at + 2);
    if (end > bytes.length || end < at + 4) return null;
    if (isFrame(marker) && end - at >= 9) [height, width] = [u16(bytes, at + 5), u16(bytes, at + 7)];
    if (marker === 0xe1 && orientation === 1) orientation = exifOrientation(bytes.subarray(at + 4, end));
    if (marker !== 0xda) {
      at = end;
      continue;
    }
    if (++scans > MAX_SCANS) return null;
    at = afterScanData(bytes, end);
    if (at < 0) return null;
  }
  return null;
}

/** A PNG's size from its IHDR, the first chunk by the format's rule. */
function pngHeader(bytes: Uint8Array): PhotoHeader | null {
  const IHDR = [0x49, 0x48, 0x44, 0x52];
  if (bytes.length < 33 || u32(bytes, 8) !== 13 || !IHDR.every((byte, i) => bytes[12 + i] === byte)) return null;
  return { format: 'png', width: u32(bytes, 16), height: u32(bytes, 20), orientation: 1 };
}

/**
 * The format, size and orientation a JPEG or PNG declares, read from its markers or chunks without
 * decoding a pixel (so a decompression bomb is refused by its declared size first); null for anything
 * else, or a JPEG whose segments run past the end of the file. WebP is not decoded on the server: the
 * review form turns it into JPEG in the browser.
 */
export function readPhotoHeader(bytes: Uint8Array): PhotoHeader | null {
  const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegHeader(bytes);
  if (PNG.every((byte, i) => bytes[i] === byte)) return pngHeader(bytes);
  return null;
}
