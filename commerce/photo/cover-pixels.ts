import type { Pixels } from './pixels';

/**
 * The middle of the image at the `width`:`height` shape, as much of it as fits (what CSS `object-fit:
 * cover` shows): a banner's box has one shape, and cropping the edges keeps it filled where padding
 * would show bars.
 */
export function coverPixels(image: Pixels, width: number, height: number): Pixels {
  const cropWidth = Math.min(image.width, Math.floor((image.height * width) / height));
  const cropHeight = Math.min(image.height, Math.floor((image.width * height) / width));
  if (cropWidth === image.width && cropHeight === image.height) return image;
  const left = Math.floor((image.width - cropWidth) / 2);
  const top = Math.floor((image.height - cropHeight) / 2);
  const data = new Uint8Array(cropWidth * cropHeight * 4);
  for (let y = 0; y < cropHeight; y++) {
    const from = ((top + y) * image.width + left) * 4;
    data.set(image.data.subarray(from, from + cropWidth * 4), y * cropWidth * 4);
  }
  return { width: cropWidth, height: cropHeight, data };
}
