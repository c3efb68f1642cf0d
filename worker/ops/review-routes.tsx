import { type Context, Hono } from 'hono';
import { OpsNotFoundPage } from '../../src/ops/OpsNotFoundPage';
import { OpsReviewsPage } from '../../src/ops/OpsReviewsPage';
import type { Lang } from '../../lib/lang';
import { log } from '../../lib/log';
import { OPS_MESSAGES } from '../../src/ops/ops-messages';
import { opsPath } from '../../src/ops/ops-path';
import { REVIEW_FILTERS, type ReviewFilter } from '../../lib/review-filters';
import { reviewListPath } from '../../src/ops/review-list-path';
import { nowSeconds } from '../../lib/clock';
import {
  hideReview,
  listReviewRecords,
  readReviewRecord,
  reviewPhotoFile,
  withholdPhotos,
} from '../../commerce/console';
import { forgetCatalogueEpoch } from '../cache/catalogue-cache';
import type { OpsEnv } from './ops-env';
import { doneNotice, idParam, noticeStatus } from './route-kit';
import type { Notice } from '../../src/ops/OpsNotice';

const PAGE_SIZE = 50;
const MAX_PAGE = 1000;

/** The list's filter and page as a query names them (anything else: every review, the first page). */
function listQuery(read: (name: string) => string | undefined): { filter: ReviewFilter; page: number } {
  const filter = REVIEW_FILTERS.find((one) => one === read('show')) ?? 'all';
  const page = /^[1-9]\d{0,3}$/.test(read('page') ?? '') ? Math.min(Number(read('page')), MAX_PAGE) : 1;
  return { filter, page };
}

/**
 * Shoppers' reviews (abuse-proofing): every review newest first, filtered to those with photos, of 1 or 2
 * stars, or hidden; a review is hidden from the shop (its product's and merchant's pages, its product's
 * stars) with its photos withheld, and shown again, audited. For owners and staff.
 */
export function reviewRoutes(lang: Lang) {
  const m = OPS_MESSAGES[lang].reviews;
  /** Hides (`hide`) or shows again the path's review, then goes back to the list the form was on. */
  const change = (hide: boolean) => async (c: Context<OpsEnv>) => {
    const db = c.env.DB;
    const id = idParam(c);
    const before = id === null ? null : await readReviewRecord(db, lang, id);
    if (!before) return c.render(<OpsNotFoundPage />, { status: 404 });
    const form = await c.req.parseBody();
    const back = listQuery((name) => (typeof form[name] === 'string' ? form[name] : undefined));
    // The photos first: when they cannot be moved nothing changes, and the same button tries again.
    try {
      await withholdPhotos(c.env.REVIEW_PHOTOS, before.photos, hide);
    } catch (error) {
      log('error', 'review photos not moved', { review: before.id, hide, error: String(error) });
      return renderReviewList(c, back, { kind: 'error', text: m.photosNotMoved });
    }
    // Already so (a second press, another operator): nothing written, nothing to forget.
    const now = nowSeconds();
    if ((await hideReview(db, before, hide, c.get('operator')!.id, now)) === 'changed')
      await forgetCatalogueEpoch(c.env.CACHE, c.get('memory') ?? null, now);
    return c.redirect(opsPath(lang, reviewListPath(back.filter, back.page, hide ? 'hidden' : 'shown')), 303);
  };
  const renderReviewList = async (
    c: Context<OpsEnv>,
    query: { filter: ReviewFilter; page: number },
    notice: Notice | null,
  ) => {
    const rows = await listReviewRecords(c.env.DB, lang, query.filter, PAGE_SIZE, (query.page - 1) * PAGE_SIZE);
    return c.render(
      <OpsReviewsPage {...query} reviews={rows.slice(0, PAGE_SIZE)} more={rows.length > PAGE_SIZE} notice={notice} />,
      { status: noticeStatus(notice) },
    );
  };

  return new Hono<OpsEnv>()
    .get('/reviews', (c) =>
      renderReviewList(
        c,
        listQuery((name) => c.req.query(name)),
        doneNotice(c, m),
      ),
    )
    .get('/reviews/photos/:key', async (c) => {
      // A review's photo for the console, a hidden review's too: never kept by a shared cache.
      const response = await reviewPhotoFile(c.env.REVIEW_PHOTOS, c.req.param('key'), true);
      response.headers.set('cache-control', 'private, no-store');
      return response;
    })
    .post('/reviews/:id/hide', change(true))
    .post('/reviews/:id/show', change(false));
}
