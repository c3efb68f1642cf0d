import type { Pixels } from './pixels';

/** For each EXIF orientation, the source pixel of the upright image's (x, y), given the source's w and h. */
const SOURCE: Record<number, (x: number, y: number, w: number, h: number) => [number, number]> = {
  2: (x, y, w) => [w - 1 - x, y],
  3: (x, y, w, h) => [w - 1 - x, h - 1 - y],
  4: (x, y, _w, h) => [x, h - 1 - y],
  5: (x, y) => [y, x],
  6: (x, y, _w, h) => [y, h - 1 - x],
  7: (x, y, w, h) => [w - 1 - y, h - 1 - x],
  8: (x, y, w) => [w - 1 - y, x],
};

/**
 * The image turned upright as its EXIF orientation (1 to 8) says a viewer would show it. The stored
 * photo has no EXIF left to tell the browser, so a photo taken sideways is rotated here instead.
 */
export function orientPixels(image: Pixels, orientation: number): Pixels {
  const source = SOURCE[orientation];
  if (!source) return image;
  const turned = orientation >= 5;
  const width = turned ? image.height : image.width;
  const height = turned ? image.width : image.height;
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [sx, sy] = source(x, y, image.width, image.height);
      const from = (sy * image.width + sx) * 4;
      data.set(image.data.subarray(from, from + 4), (y * width + x) * 4);
    }
  }
  return { width, height, data };
}
