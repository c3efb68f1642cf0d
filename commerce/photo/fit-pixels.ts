import type { Pixels } from './pixels';

/**
 * The image scaled down so that its long side is at most `maxSide`, each new pixel the average of the
 * source pixels under it (area resampling: sharp enough for a review photo, and every source pixel is
 * read about once). An image already small enough is returned as it is; nothing is scaled up.
 */
export function fitPixels(image: Pixels, maxSide: number): Pixels {
  const scale = maxSide / Math.max(image.width, image.height);
  if (scale >= 1) return image;
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const data = new Uint8Array(width * height * 4);
  const xStep = image.width / width;
  const yStep = image.height / height;
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor(y * yStep);
    const y1 = Math.max(y0 + 1, Math.floor((y + 1) * yStep));
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor(x * xStep);
      const x1 = Math.max(x0 + 1, Math.floor((x + 1) * xStep));
      let r = 0;
      let g = 0;
      let b = 0;
      for (let sy = y0; sy < y1; sy++) {
        for (let sx = x0, at = (sy * image.width + x0) * 4; sx < x1; sx++, at += 4) {
          r += image.data[at]!;
          g += image.data[at + 1]!;
          b += image.data[at + 2]!;
        }
      }
      const count = (y1 - y0) * (x1 - x0);
      const out = (y * width + x) * 4;
      data[out] = Math.round(r / count);
      data[out + 1] = Math.round(g / count);
      data[out + 2] = Math.round(b / count);
      data[out + 3] = 255;
    }
  }
  return { width, height, data };
}
