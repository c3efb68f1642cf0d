import type { ProductPhotoRow } from '../contract/console/products';
import { raiseCatalogueVersion } from '../db/catalogue-version';
import { auditStatement } from '../db/operators';
import {
  addPhotoStatement,
  galleryStatement,
  photoAltStatement,
  photoOrderStatements,
  removePhotoStatement,
} from '../db/ops-product-photos';

/** The product whose photos change, with its photos as the page read them (the audit's `before`). */
type PhotosRead = { product: { id: number }; photos: ProductPhotoRow[] };

/**
 * The batch of every change to a product's photos (docs/decisions/023-product-photos.md): the catalogue's
 * version raised, the change, the product's image and gallery rewritten from its photo rows, and the audit
 * entry, so the storefront's picture always matches the rows and the shop's cached lists follow at once
 * (decision 027). The caller forgets the cached epoch after it.
 */
async function changePhotos(
  db: D1Database,
  read: PhotosRead,
  action: string,
  change: D1PreparedStatement[],
  after: unknown,
  operatorId: number,
  now: number,
): Promise<void> {
  await db.batch([
    raiseCatalogueVersion(db),
    ...change,
    galleryStatement(db, read.product.id),
    auditStatement(
      db,
      { operatorId, action, entity: 'product', entityId: String(read.product.id), before: read.photos, after },
      now,
    ),
  ]);
}

/** Adds photos whose files are stored, last in the product's gallery, in the order given. */
export async function addProductPhotos(
  db: D1Database,
  read: PhotosRead,
  added: ProductPhotoRow[],
  operatorId: number,
  now: number,
): Promise<void> {
  await changePhotos(
    db,
    read,
    'product_photo_add',
    added.map((row) => addPhotoStatement(db, read.product.id, row, now)),
    [...read.photos, ...added],
    operatorId,
    now,
  );
}

/** Saves a photo's alt text in both languages (`changed`: the photo by its key, with its new alt texts). */
export async function saveProductPhotoAlt(
  db: D1Database,
  read: PhotosRead,
  changed: ProductPhotoRow,
  operatorId: number,
  now: number,
): Promise<void> {
  await changePhotos(
    db,
    read,
    'product_photo_alt',
    [photoAltStatement(db, read.product.id, changed)],
    read.photos.map((one) => (one.key === changed.key ? changed : one)),
    operatorId,
    now,
  );
}

/** Puts the product's photos in the order of `keys` (every one of its photos' keys), the first its picture. */
export async function orderProductPhotos(
  db: D1Database,
  read: PhotosRead,
  keys: string[],
  operatorId: number,
  now: number,
): Promise<void> {
  await changePhotos(
    db,
    read,
    'product_photo_order',
    photoOrderStatements(db, read.product.id, keys),
    keys,
    operatorId,
    now,
  );
}

/**
 * Removes one of the product's photos (the caller keeps one at least, so the storefront's picture points at
 * something). Its files stay: orders keep the picture their product had when bought.
 */
export async function removeProductPhoto(
  db: D1Database,
  read: PhotosRead,
  key: string,
  operatorId: number,
  now: number,
): Promise<void> {
  await changePhotos(
    db,
    read,
    'product_photo_remove',
    [removePhotoStatement(db, read.product.id, key)],
    read.photos.filter((one) => one.key !== key),
    operatorId,
    now,
  );
}
