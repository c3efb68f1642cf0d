import { decode as decodeJpeg } from 'jpeg-js';
import type { PhotoHeader } from './photo-header';
import type { Pixels } from './pixels';

/**
 * A JPEG's pixels as RGBA, or null when it does not decode as a whole picture (a truncated file, a
 * broken scan, a size other than its header's). Strict decoding: a camera's file decodes, garbage does not.
 */
export function jpegPixels(bytes: Uint8Array, header: PhotoHeader): Pixels | null {
  try {
    const image = decodeJpeg(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      tolerantDecoding: false,
      maxResolutionInMP: (header.width * header.height) / 1e6 + 1,
      // Under the isolate's 128 MB with room for the request: a 3 MP picture decodes in about 40 MB.
      maxMemoryUsageInMB: 64,
    });
    if (image.width !== header.width || image.height !== header.height) return null;
    return { width: image.width, height: image.height, data: image.data };
  } catch {
    return null;
  }
}
