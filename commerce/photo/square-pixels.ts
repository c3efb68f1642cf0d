import type { Pixels } from './pixels';

/**
 * The image centred on a white square as wide as its long side: product photos are shown in square
 * boxes everywhere (cards, the gallery, cart lines), and padding keeps the whole product in view where
 * cropping would cut it.
 */
export function squarePixels(image: Pixels): Pixels {
  const side = Math.max(image.width, image.height);
  if (image.width === image.height) return image;
  const data = new Uint8Array(side * side * 4).fill(255);
  const left = Math.floor((side - image.width) / 2);
  const top = Math.floor((side - image.height) / 2);
  const row = image.width * 4;
  for (let y = 0; y < image.height; y++) {
    data.set(image.data.subarray(y * row, (y + 1) * row), ((top + y) * side + left) * 4);
  }
  return { width: side, height: side, data };
}
