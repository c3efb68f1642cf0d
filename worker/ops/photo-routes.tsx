import { type Context, Hono } from 'hono';
import { OpsNotFoundPage } from '../../src/ops/OpsNotFoundPage';
import { OpsProductPhotosPage } from '../../src/ops/OpsProductPhotosPage';
import { bodyLimit } from 'hono/body-limit';
import type { Lang } from '../../lib/lang';
import { OPS_MESSAGES } from '../../src/ops/ops-messages';
import { opsPath } from '../../src/ops/ops-path';
import { nowSeconds } from '../../lib/clock';
import {
  addProductPhotos,
  listProductPhotos,
  orderProductPhotos,
  PHOTOS_PER_PRODUCT,
  PRODUCT_PHOTO_BYTES,
  type ProductPhoto,
  productPhoto,
  randomSecret,
  readPhotoProduct,
  removeProductPhoto,
  saveProductPhotoAlt,
} from '../../commerce/console';
import type { ProductPhotoRow } from '../../commerce/contract/console/products';
import { forgetCatalogueEpoch } from '../cache/catalogue-cache';
import { PRODUCT_PHOTO_KEY } from '../../lib/product-image';
import type { OpsEnv } from './ops-env';
import { formText } from './form-text';
import { doneNotice, idParam, noticeStatus } from './route-kit';
import { storePictures } from './store-pictures';
import type { Notice } from '../../src/ops/OpsNotice';

const ALT_LENGTH = 200;
/** A whole upload's body: every photo at its most, and the form's other fields. */
const BODY_BYTES = PHOTOS_PER_PRODUCT * PRODUCT_PHOTO_BYTES + 64 * 1024;

/**
 * A product's photos in the console (docs/decisions/023-product-photos.md), for owners
 * and staff: upload (each file decoded, made square and encoded again at the storefront's sizes before
 * anything is stored), alt text in both languages, order, remove. A refusal names the file and the reason
 * and stores nothing; every change rewrites the product's image and gallery in the same batch as its
 * audit entry, which raises the catalogue's version: the product page reads them live, and the shop's
 * cached lists follow at once (decision 027).
 */
export function photoRoutes(lang: Lang) {
  const m = OPS_MESSAGES[lang].photos;
  /** The product the path names with its photos, or null. */
  const productOf = async (c: Context<OpsEnv>) => {
    const id = idParam(c);
    if (id === null) return null;
    const product = await readPhotoProduct(c.env.DB, lang, id);
    return product && { product, photos: await listProductPhotos(c.env.DB, product.id) };
  };
  const page = async (c: Context<OpsEnv>, notice: Notice | null) => {
    const found = await productOf(c);
    if (!found) return c.render(<OpsNotFoundPage />, { status: 404 });
    return c.render(<OpsProductPhotosPage product={found.product} photos={found.photos} notice={notice} />, {
      status: noticeStatus(notice),
    });
  };
  const refuse = (c: Context<OpsEnv>, text: string) => page(c, { kind: 'error', text });
  /** The signed-in operator, whom a change's audit entry names. */
  const operatorOf = (c: Context<OpsEnv>) => c.get('operator')!.id;
  /** After a change to a product's photos (which raised the catalogue's version): the cached epoch goes. */
  const forgetEpoch = (c: Context<OpsEnv>) => forgetCatalogueEpoch(c.env.CACHE, c.get('memory'), nowSeconds());
  const done = (productId: number, what: 'added' | 'saved' | 'moved' | 'removed') =>
    opsPath(lang, `/products/${productId}/photos?done=${what}`);
  /** The photo the path's key names among the product's, or null. */
  const photoOf = (c: Context<OpsEnv>, photos: ProductPhotoRow[]) => {
    const key = c.req.param('key') ?? '';
    return PRODUCT_PHOTO_KEY.test(key) ? (photos.find((photo) => photo.key === key) ?? null) : null;
  };
  /** The alt texts of a form, or the refusal's words. */
  const altsOf = (form: Record<string, unknown>) => {
    const alt_en = formText(form, 'alt_en');
    const alt_km = formText(form, 'alt_km');
    return alt_en.length > ALT_LENGTH || alt_km.length > ALT_LENGTH ? null : { alt_en, alt_km };
  };

  return new Hono<OpsEnv>()
    .get('/products/:id{[0-9]+}/photos', (c) => page(c, doneNotice(c, m)))
    .post(
      '/products/:id{[0-9]+}/photos',
      bodyLimit({ maxSize: BODY_BYTES, onError: (c) => refuse(c, m.problems.photoSize) }),
      async (c) => {
        const found = await productOf(c);
        if (!found) return c.render(<OpsNotFoundPage />, { status: 404 });
        const form = await c.req.parseBody({ all: true });
        const files = [form.photo].flat().filter((file): file is File => file instanceof File && file.size > 0);
        const alts = altsOf(form);
        if (!alts) return refuse(c, m.altTooLong);
        if (files.length === 0) return refuse(c, m.noFiles);
        if (found.photos.length + files.length > PHOTOS_PER_PRODUCT) return refuse(c, m.tooMany);
        // Every file is made into a photo before any is stored: one bad file stores none.
        const made: ProductPhoto[] = [];
        for (const file of files) {
          const photo = await productPhoto(file, randomSecret(16));
          if (typeof photo === 'string') return refuse(c, m.problemIn(file.name, m.problems[photo]));
          made.push(photo);
        }
        const rows = made.map((photo) => ({ key: photo.key, ...alts }));
        const now = nowSeconds();
        await storePictures(
          c.env.PRODUCT_PHOTOS,
          made.flatMap((photo) => photo.objects),
          () => addProductPhotos(c.env.DB, found, rows, operatorOf(c), now),
        );
        await forgetEpoch(c);
        return c.redirect(done(found.product.id, 'added'), 303);
      },
    )
    .post('/products/:id{[0-9]+}/photos/:key/alt', async (c) => {
      const found = await productOf(c);
      const photo = found && photoOf(c, found.photos);
      if (!found || !photo) return c.render(<OpsNotFoundPage />, { status: 404 });
      const alts = altsOf(await c.req.parseBody());
      if (!alts) return refuse(c, m.altTooLong);
      await saveProductPhotoAlt(c.env.DB, found, { ...photo, ...alts }, operatorOf(c), nowSeconds());
      await forgetEpoch(c);
      return c.redirect(done(found.product.id, 'saved'), 303);
    })
    .post('/products/:id{[0-9]+}/photos/:key/move', async (c) => {
      const found = await productOf(c);
      const photo = found && photoOf(c, found.photos);
      if (!found || !photo) return c.render(<OpsNotFoundPage />, { status: 404 });
      const to = formText(await c.req.parseBody(), 'to');
      const keys = found.photos.map((one) => one.key).filter((key) => key !== photo.key);
      const at = found.photos.indexOf(photo);
      const index = to === 'first' ? 0 : to === 'up' ? at - 1 : to === 'down' ? at + 1 : -1;
      if (index < 0 || index >= found.photos.length) return refuse(c, m.cannotMove);
      keys.splice(index, 0, photo.key);
      await orderProductPhotos(c.env.DB, found, keys, operatorOf(c), nowSeconds());
      await forgetEpoch(c);
      return c.redirect(done(found.product.id, 'moved'), 303);
    })
    .post('/products/:id{[0-9]+}/photos/:key/remove', async (c) => {
      const found = await productOf(c);
      const photo = found && photoOf(c, found.photos);
      if (!found || !photo) return c.render(<OpsNotFoundPage />, { status: 404 });
      // The storefront's picture would point at nothing: a product keeps one photo at least.
      if (found.photos.length === 1) return refuse(c, m.lastPhoto);
      await removeProductPhoto(c.env.DB, found, photo.key, operatorOf(c), nowSeconds());
      await forgetEpoch(c);
      // Its files stay: orders keep the picture their product had when bought (order lines copy the path),
      // and another isolate's copy of a list may show it for a few seconds. Files never change, so keeping them is safe.
      return c.redirect(done(found.product.id, 'removed'), 303);
    });
}
