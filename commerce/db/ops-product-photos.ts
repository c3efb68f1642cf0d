import { PRODUCT_PHOTO_PATH } from '../../lib/product-image';
import type { PhotoProduct, ProductPhotoRow } from '../contract/console/products';

/**
 * A product's photos as the console keeps them (docs/decisions/023-product-photos.md): ordered rows of
 * R2 keys with alt text in both languages. Every change ends with galleryStatement in the same batch, so
 * the product's `image` and `gallery`, which the storefront reads, always match these rows.
 */

const PATH = `'${PRODUCT_PHOTO_PATH}' || key`;

/** The product the photos page is about (its name in the page's language), or null. */
export async function readPhotoProduct(db: D1Database, lang: 'en' | 'km', id: number): Promise<PhotoProduct | null> {
  return db
    .prepare(`SELECT id, CASE ?2 WHEN 'km' THEN name_km ELSE name_en END AS name, image FROM products WHERE id = ?1`)
    .bind(id, lang)
    .first<PhotoProduct>();
}

/** The product's photos in gallery order. */
export async function listProductPhotos(db: D1Database, productId: number): Promise<ProductPhotoRow[]> {
  const { results } = await db
    .prepare('SELECT key, alt_en, alt_km FROM product_photos WHERE product_id = ?1 ORDER BY position')
    .bind(productId)
    .all<ProductPhotoRow>();
  return results;
}

/** A new photo, last in the gallery. */
export const addPhotoStatement = (db: D1Database, productId: number, photo: ProductPhotoRow, now: number) =>
  db
    .prepare(
      `INSERT INTO product_photos (product_id, position, key, alt_en, alt_km, created_at)
       VALUES (?1, (SELECT COALESCE(MAX(position), 0) + 1 FROM product_photos WHERE product_id = ?1), ?2, ?3, ?4, ?5)`,
    )
    .bind(productId, photo.key, photo.alt_en, photo.alt_km, now);

export const removePhotoStatement = (db: D1Database, productId: number, key: string) =>
  db.prepare('DELETE FROM product_photos WHERE product_id = ?1 AND key = ?2').bind(productId, key);

export const photoAltStatement = (db: D1Database, productId: number, photo: ProductPhotoRow) =>
  db
    .prepare('UPDATE product_photos SET alt_en = ?3, alt_km = ?4 WHERE product_id = ?1 AND key = ?2')
    .bind(productId, photo.key, photo.alt_en, photo.alt_km);

/** The photos put in `keys`' order: first out of the way of the (product, position) key, then numbered 1, 2, … */
export const photoOrderStatements = (db: D1Database, productId: number, keys: string[]) => [
  db.prepare('UPDATE product_photos SET position = -position WHERE product_id = ?1').bind(productId),
  ...keys.map((key, index) =>
    db
      .prepare('UPDATE product_photos SET position = ?3 WHERE product_id = ?1 AND key = ?2')
      .bind(productId, key, index + 1),
  ),
];

/**
 * The product's `image` (its first photo) and `gallery` (all, in order) rewritten from its photo rows.
 * A product without rows keeps what it had: the seed's drawn art, or a path the editor gave it.
 */
export const galleryStatement = (db: D1Database, productId: number) =>
  db
    .prepare(
      `UPDATE products SET
         gallery = (SELECT json_group_array(path) FROM (SELECT ${PATH} AS path FROM product_photos WHERE product_id = ?1 ORDER BY position)),
         image = (SELECT ${PATH} FROM product_photos WHERE product_id = ?1 ORDER BY position LIMIT 1)
       WHERE id = ?1 AND EXISTS (SELECT 1 FROM product_photos WHERE product_id = ?1)`,
    )
    .bind(productId);
