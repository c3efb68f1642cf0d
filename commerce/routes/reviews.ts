import { memberRead, withReads } from '../read';
import { JSON_TYPE, mediaType, MULTIPART_TYPE } from '../../lib/media-type';
import { Hono, type Context } from 'hono';
import { idSchema } from '../contract/fields';
import { reviewRequest } from '../contract/reviews';
import type { Lang } from '../../lib/lang';
import { nowSeconds } from '../../lib/clock';
import type { CommerceEnv } from '../commerce-env';
import { insertReview, readReviewOrder, reviewPhotoKeys, REVIEW_POINTS } from '../db/reviews';
import { fail, ok } from '../envelope';
import { pathId } from '../path-id';
import { type CheckedPhoto, checkPhoto, PHOTOS_PER_REVIEW, photoObjects, reviewPhotoPath } from '../review-photo';
import { requireUser } from '../require-user';
import { randomSecret } from '../secrets';
import { member, notFound, type Service, parsed } from '../service';
import { answers } from '../route-spec';
import { reviewOrderResponse, reviewSavedResponse } from '../contract/reviews';

/** The order's items with the shopper's reviews, or null when it is not the shopper's order. */
async function reviewOrderView(db: D1Database, lang: Lang, userId: number, orderId: number) {
  const found = await readReviewOrder(db, lang, userId, orderId);
  if (!found) return null;
  const photos = await reviewPhotoKeys(
    db,
    found.items.flatMap((item) => (item.review_id ? [item.review_id] : [])),
  );
  return {
    id: found.order.id,
    state: found.order.state,
    created_at: found.order.created_at,
    reviewable: found.order.state === 'completed',
    points_per_review: REVIEW_POINTS,
    items: found.items.map(({ review_id, rating, body, reviewed_at, ...item }) => ({
      ...item,
      review: review_id
        ? {
            rating: rating!,
            body: body ?? '',
            photos: (photos.get(review_id) ?? []).map(reviewPhotoPath),
            created_at: reviewed_at!,
          }
        : null,
    })),
  };
}

/** What the shopper can review in one of their orders; an id that is not a number is not found either. */
export const reviewOrder = (async (ctx, input) => {
  const { id: userId } = await member(ctx);
  const id = idSchema.safeParse(input.id);
  const view = id.success ? await reviewOrderView(ctx.db, ctx.lang, userId, id.data) : null;
  if (!view) throw notFound();
  return view;
}) satisfies Service<unknown>;

/** The request's fields and files, multipart or JSON. */
async function readReviewForm<E extends CommerceEnv>(
  c: Context<E>,
): Promise<{ fields: Record<string, unknown>; files: File[] }> {
  const type = mediaType(c.req.header('content-type'));
  if (type !== MULTIPART_TYPE)
    return { fields: type === JSON_TYPE ? await c.req.json().catch(() => ({})) : {}, files: [] };
  const form = await c.req.parseBody({ all: true }).catch(() => ({}) as Record<string, unknown>);
  const files = [form.photos ?? []].flat().filter((value): value is File => value instanceof File && value.size > 0);
  return { fields: form, files };
}

/** A shopper's display name on a review: the profile name, else the mobile's last three digits. */
const authorName = (name: string, mobile: string) => name.trim() || `••• ${mobile.slice(-3)}`;

/** The module's GETs, as the client calls them and the routes mount them (read.ts). */
export const reviewReads = {
  ofOrder: memberRead('/orders/:id/reviews', reviewOrderResponse, reviewOrder),
};

/** GET and POST /api/orders/:id/reviews: what a shopper can review in an order, and a review of one item. */
export const reviews = withReads(new Hono<CommerceEnv>(), reviewReads, '/orders/:id/reviews').post(
  '/',
  answers(reviewSavedResponse),
  requireUser(),
  async (c) => {
    const orderId = pathId(c);
    const view = orderId ? await reviewOrderView(c.env.DB, c.get('lang'), c.get('user').id, orderId) : null;
    if (!view) return fail(c, 404, 'itemMissing', 404);
    const { fields, files } = await readReviewForm(c);
    // A multipart form: its fields come with the photos, so they are checked here (a refusal is the 400).
    const input = parsed(reviewRequest, fields);
    const item = view.items.find((candidate) => candidate.item_id === input.item);
    if (!item) return fail(c, 404, 'itemMissing', 404);
    if (!view.reviewable) return fail(c, 422, 'reviewNotYet', 422);
    if (item.review) return fail(c, 409, 'reviewExists', 409);
    if (files.length > PHOTOS_PER_REVIEW) return fail(c, 400, 'photoCount', 400);
    const photos: CheckedPhoto[] = [];
    for (const file of files) {
      const checked = await checkPhoto(file);
      if (typeof checked === 'string') return fail(c, 400, checked, 400);
      photos.push(checked);
    }
    // Photos go to R2 first: the review row that names them is written only if they are there.
    const keys = photos.map((photo) => `${randomSecret(16)}.${photo.extension}`);
    await Promise.all(
      photos.flatMap((photo, i) => {
        const [file, thumb] = photoObjects(keys[i]!);
        const httpMetadata = { contentType: photo.type };
        return [
          c.env.REVIEW_PHOTOS.put(file!, photo.bytes, { httpMetadata }),
          c.env.REVIEW_PHOTOS.put(thumb!, photo.thumb, { httpMetadata }),
        ];
      }),
    );
    const user = c.get('user');
    const now = nowSeconds();
    const written = await insertReview(c.env.DB, {
      userId: user.id,
      author: authorName(user.name, user.mobile),
      orderItemId: item.item_id,
      productId: item.product_id,
      rating: input.rating,
      body: input.body,
      photoKeys: keys,
      submitRef: randomSecret(16),
      now,
    });
    if (!written) {
      // A simultaneous submit of the same item won: its review stands, these photos are not used.
      await c.env.REVIEW_PHOTOS.delete(keys.flatMap(photoObjects));
      return fail(c, 409, 'reviewExists', 409);
    }
    const review = { rating: input.rating, body: input.body, photos: keys.map(reviewPhotoPath), created_at: now };
    return ok(c, { item_id: item.item_id, points: REVIEW_POINTS, review }, 'reviewSaved');
  },
);
