/**
 * Product photos uploaded in the console (docs/decisions/023-product-photos.md) are squares stored at
 * three sides: 320, 640 and the photo's own (640 to 1280), which its name carries:
 * `/media/products/<32 hex>-<side>.jpg`, with `<hex>-320.jpg` and `<hex>-640.jpg` beside it. The seed's
 * drawn art (SVG) scales by itself and is used as it is.
 */
export const PRODUCT_PHOTO_SIDES = [320, 640] as const;
export const PRODUCT_PHOTO_MAX_SIDE = 1280;
/** Where the shop serves them (worker/media.ts), before the key. */
export const PRODUCT_PHOTO_PATH = '/media/products/';
/** A stored photo's key: its random name and its side. */
export const PRODUCT_PHOTO_KEY = /^[0-9a-f]{32}-\d{3,4}\.jpg$/;
const STORED = /^(\/media\/products\/[0-9a-f]{32})-(\d{3,4})\.jpg$/;

/** Where the shop serves the photo stored under `key`. */
export const productPhotoPath = (key: string) => PRODUCT_PHOTO_PATH + key;

export type ImageAttributes = { src: string; srcSet?: string; sizes?: string };

/**
 * The `<img>` attributes of a product picture. Without `sizes` it is a thumbnail (at most 160 CSS px,
 * so the 320 px square covers a 2× screen); with it, the browser picks from every stored side.
 */
export function productImage(src: string, sizes?: string): ImageAttributes {
  const stored = STORED.exec(src);
  if (!stored) return { src };
  const [, base, side] = stored;
  if (!sizes) return { src: `${base}-320.jpg` };
  const sides = [...PRODUCT_PHOTO_SIDES.map((width) => `${base}-${width}.jpg ${width}w`)];
  if (Number(side) > 640) sides.push(`${src} ${side}w`);
  return { src: `${base}-640.jpg`, srcSet: sides.join(', '), sizes };
}
