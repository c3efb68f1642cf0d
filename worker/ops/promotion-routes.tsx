import { type Context, Hono } from 'hono';
import { OpsNotFoundPage } from '../../src/ops/OpsNotFoundPage';
import { OpsPromotionPage } from '../../src/ops/OpsPromotionPage';
import { OpsPromotionsPage } from '../../src/ops/OpsPromotionsPage';
import { bodyLimit } from 'hono/body-limit';
import type { Lang } from '../../lib/lang';
import type { VoucherTyped } from '../../src/ops/OpsVoucherForm';
import { OPS_MESSAGES } from '../../src/ops/ops-messages';
import { opsPath } from '../../src/ops/ops-path';
import { nowSeconds } from '../../lib/clock';
import {
  listOpsPromotions,
  PRODUCT_PHOTO_BYTES,
  productPriceAndDeposit,
  promotionBanner,
  randomSecret,
  readOpsPromotion,
  removePromotionItem,
  savePromotion,
  savePromotionItem,
} from '../../commerce/console';
import type { OpsPromotion } from '../../commerce/contract/console/content';
import { forgetCatalogueEpoch } from '../cache/catalogue-cache';
import { readPromotionForm, readPromotionItemForm } from './content-forms';
import { doneNotice, idParam, refused, noticeStatus } from './route-kit';
import { phnomPenhInput } from '../../lib/phnom-penh-time';
import { productIdOf } from './deal-forms';
import { typedOf } from './form-text';
import { forgetCached } from '../cache/forget-cached';
import type { OpsEnv } from './ops-env';
import { type Pictures, storePictures } from './store-pictures';
import type { Notice } from '../../src/ops/OpsNotice';

/** A stored promotion as its edit form's fields. */
const promotionTyped = (p: OpsPromotion): VoucherTyped => ({
  title_en: p.title_en,
  title_km: p.title_km,
  description_en: p.description_en,
  description_km: p.description_km,
  starts_at: phnomPenhInput(p.starts_at),
  ends_at: phnomPenhInput(p.ends_at),
});

/**
 * The console's promotions, for owners and staff: every promotion, on now, coming and
 * ended, with a form to add one; a promotion's page to change it and its products at their promotion
 * prices, which are what those products cost while it is on (db/live-deal.ts `salePrice`). The shop reads
 * /promotions and a promotion's page live; a write forgets the home banner's and the menu's copies of the
 * list and today's epoch facts (a promotion's dates are price moments), and raises the catalogue's version,
 * so cached cards show the new prices at once.
 */
export function promotionRoutes(lang: Lang) {
  const m = OPS_MESSAGES[lang];
  const notFound = (c: Context<OpsEnv>) => c.render(<OpsNotFoundPage />, { status: 404 });
  /** The signed-in operator, whom a write's audit entry names. */
  const operatorOf = (c: Context<OpsEnv>) => c.get('operator')!.id;
  const promotionsPage = async (c: Context<OpsEnv>, notice: Notice | null, typed: VoucherTyped = {}) =>
    c.render(
      <OpsPromotionsPage
        promotions={await listOpsPromotions(c.env.DB)}
        now={nowSeconds()}
        notice={notice}
        typed={typed}
      />,
      { status: noticeStatus(notice) },
    );
  const promotionOf = (c: Context<OpsEnv>) => {
    const id = idParam(c);
    return id === null ? Promise.resolve(null) : readOpsPromotion(c.env.DB, lang, id);
  };
  /** A promotion's page as stored, with `notice`. */
  const promotionPage = async (c: Context<OpsEnv>, notice: Notice | null) => {
    const found = await promotionOf(c);
    if (!found) return notFound(c);
    return c.render(
      <OpsPromotionPage {...found} notice={notice} typed={promotionTyped(found.promotion)} itemTyped={{}} />,
      { status: noticeStatus(notice) },
    );
  };
  /**
   * The banner a promotion form asks for: a picked file made into one (its path and the objects to store),
   * the promotion's own when none was picked (`current`; null when adding), or the refusal's words.
   */
  const bannerOf = async (
    form: Record<string, unknown>,
    current: string | null,
  ): Promise<{ path: string; objects: Pictures } | { refusal: string }> => {
    const file = form.banner_file instanceof File && form.banner_file.size > 0 ? form.banner_file : null;
    if (!file) return current === null ? { refusal: m.errors.noBanner } : { path: current, objects: [] };
    const made = await promotionBanner(file, randomSecret(16));
    if (typeof made !== 'string') return made;
    return {
      refusal: m.promotions.bannerRefused(made === 'bannerSmall' ? m.promotions.bannerSmall : m.photos.problems[made]),
    };
  };
  /** A form's body at most a banner file at its largest and the other fields; larger, `page` says so. */
  const uploadLimit = (page: (c: Context<OpsEnv>, notice: Notice) => Promise<Response>) =>
    bodyLimit({
      maxSize: PRODUCT_PHOTO_BYTES + 64 * 1024,
      onError: (c) => page(c, refused(m.promotions.bannerRefused(m.photos.problems.photoSize))),
    });
  /** After a promotion is added or changed: the cached lists of promotions (home, menu) and today's epoch facts. */
  const forgetPromotions = (c: Context<OpsEnv>) =>
    Promise.all([
      forgetCached(c.env.CACHE, c.get('memory'), { keys: ['promotions', 'has-promotion'], paths: [] }),
      forgetCatalogueEpoch(c.env.CACHE, c.get('memory'), nowSeconds()),
    ]);

  return new Hono<OpsEnv>()
    .get('/promotions', (c) => promotionsPage(c, doneNotice(c, m.promotions)))
    .post('/promotions', uploadLimit(promotionsPage), async (c) => {
      const form = await c.req.parseBody();
      const refuse = (text: string) => promotionsPage(c, refused(text), typedOf(form));
      const read = readPromotionForm(form, null);
      if ('refusal' in read) return refuse(m.errors[read.refusal]);
      const banner = await bannerOf(form, null);
      if ('refusal' in banner) return refuse(banner.refusal);
      const promotion = { ...read.promotion, banner: banner.path };
      const bucket = c.env.PRODUCT_PHOTOS;
      const saved = await storePictures(bucket, banner.objects, () =>
        savePromotion(c.env.DB, null, promotion, operatorOf(c), nowSeconds()),
      );
      if ('refusal' in saved) {
        // Another promotion has the slug, and nothing was written: nothing points at the banner just stored,
        // so it goes, as storePictures takes back a failed write's.
        const keys = banner.objects.map((object) => object.key);
        if (keys.length > 0) await bucket.delete(keys).catch(() => undefined);
        return refuse(m.errors.slugTaken);
      }
      await forgetPromotions(c);
      return c.redirect(opsPath(lang, `/promotions/${saved.saved}?done=added`), 303);
    })
    .get('/promotions/:id{[0-9]+}', (c) => promotionPage(c, doneNotice(c, m.promotions)))
    .post('/promotions/:id{[0-9]+}', uploadLimit(promotionPage), async (c) => {
      const found = await promotionOf(c);
      if (!found) return notFound(c);
      const form = await c.req.parseBody();
      const refuse = (text: string) =>
        c.render(<OpsPromotionPage {...found} notice={refused(text)} typed={typedOf(form)} itemTyped={{}} />, {
          status: 400,
        });
      const read = readPromotionForm(form, found.promotion.slug);
      if ('refusal' in read) return refuse(m.errors[read.refusal]);
      const banner = await bannerOf(form, found.promotion.banner);
      if ('refusal' in banner) return refuse(banner.refusal);
      const promotion = { ...read.promotion, banner: banner.path };
      await storePictures(c.env.PRODUCT_PHOTOS, banner.objects, () =>
        savePromotion(c.env.DB, found.promotion, promotion, operatorOf(c), nowSeconds()),
      );
      await forgetPromotions(c);
      return c.redirect(opsPath(lang, `/promotions/${found.promotion.id}?done=saved`), 303);
    })
    .post('/promotions/:id{[0-9]+}/items', async (c) => {
      const found = await promotionOf(c);
      if (!found) return notFound(c);
      const db = c.env.DB;
      const form = await c.req.parseBody();
      const productId = productIdOf(form);
      const read = readPromotionItemForm(
        form,
        productId,
        productId === null ? null : await productPriceAndDeposit(db, productId),
      );
      if ('refusal' in read) {
        return c.render(
          <OpsPromotionPage
            {...found}
            notice={refused(m.errors[read.refusal])}
            typed={promotionTyped(found.promotion)}
            itemTyped={typedOf(form)}
          />,
          { status: 400 },
        );
      }
      const id = found.promotion.id;
      const done = await savePromotionItem(db, id, read.item, operatorOf(c), nowSeconds());
      await forgetCatalogueEpoch(c.env.CACHE, c.get('memory'), nowSeconds());
      return c.redirect(opsPath(lang, `/promotions/${id}?done=${done}`), 303);
    })
    .post('/promotions/:id{[0-9]+}/items/:product{[0-9]+}/remove', async (c) => {
      const id = idParam(c);
      const productId = Number(c.req.param('product'));
      if (id === null) return notFound(c);
      if ((await removePromotionItem(c.env.DB, id, productId, operatorOf(c), nowSeconds())) === 'missing')
        return notFound(c);
      await forgetCatalogueEpoch(c.env.CACHE, c.get('memory'), nowSeconds());
      return c.redirect(opsPath(lang, `/promotions/${id}?done=removed`), 303);
    });
}
