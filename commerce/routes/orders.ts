import { memberRead, read, withReads } from '../read';
import { Hono, type Context } from 'hono';
import {
  orderCountsRequest,
  orderListRequest,
  orderRequest,
  quoteRequest,
  type OrderRequest,
} from '../contract/orders';
import type { Lang } from '../../lib/lang';
import { nowSeconds } from '../../lib/clock';
import type { CommerceEnv } from '../commerce-env';
import { listShippingFees } from '../db/fulfilment';
import { countOrders, listOrders, readOrder } from '../db/order-read';
import { cancelOrder } from '../db/order-release';
import { afterDeadline, readOrderAfterDeadline } from '../after-deadline';
import type { OrderLineRow } from '../db/order-lines';
import { findOrderByKey, insertOrder } from '../db/orders';
import { badRequest, fail, ok } from '../envelope';
import { formatUsd, fromCents, toCents } from '../../lib/money';
import { prepareOrder } from '../order-prepare';
import { byMerchant, orderSummaryView, orderView } from '../order-view';
import { paymentMinutes } from '../payments/payment-config';
import { pathId } from '../path-id';
import { reorder } from '../reorder';
import { requireUser } from '../require-user';
import { sha256Hex } from '../secrets';
import { idOf, member, notFound, parsed, serve, ServiceError, type Service } from '../service';
import { isConstraintFailure } from '../db/constraint-failure';
import { answers, takes } from '../route-spec';
import {
  orderCountsResponse,
  orderListResponse,
  orderQuoteResponse,
  orderResponse,
  reorderResponse,
  shippingFeesResponse,
} from '../contract/orders';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/;

/** The shopper's order as the contract shows it, after settling its payment deadline if due; null when it is not theirs. */
async function viewOrder(db: D1Database, env: CloudflareBindings, lang: Lang, userId: number, id: number) {
  const { found } = await readOrderAfterDeadline(db, env, lang, userId, id, nowSeconds());
  return found ? orderView(found) : null;
}

/** The order's answer to a request of its shopper. */
async function answerOrder<E extends CommerceEnv>(c: Context<E>, id: number) {
  const view = await viewOrder(c.env.DB, c.env, c.get('lang'), c.get('user').id, id);
  return view ? ok(c, view) : fail(c, 404, 'itemMissing', 404);
}

/** One of the shopper's orders with its timeline; an overdue unpaid order's deadline is settled first. */
export const orderDetail = (async (ctx, input) => {
  const { id: userId } = await member(ctx);
  const view = await viewOrder(ctx.db, ctx.env, ctx.lang, userId, idOf(input));
  if (!view) throw notFound();
  return view;
}) satisfies Service<unknown>;

export const shippingFees = (async (ctx) =>
  (await listShippingFees(ctx.db, ctx.lang)).map((row) => ({
    province_code: row.province_code,
    name: row.name,
    fee: fromCents(row.fee_cents),
    free_over: row.free_over_cents === null ? null : fromCents(row.free_over_cents),
  }))) satisfies Service<unknown>;

export const orderList = (async (ctx, raw) => {
  const input = parsed(orderListRequest, raw);
  const { id: userId } = await member(ctx);
  const now = nowSeconds();
  const {
    orders: rows,
    items,
    total,
  } = await afterDeadline(ctx.db, ctx.env, now, userId, () =>
    listOrders(ctx.db, ctx.lang, userId, input.tab, input.limit, (input.page - 1) * input.limit, input.age, now),
  );
  const list = rows.map((order) => orderSummaryView(order, items));
  return { list, total, page: input.page, limit: input.limit, pages: Math.ceil(total / input.limit) };
}) satisfies Service<unknown>;

export const orderCounts = (async (ctx, raw) => {
  const input = parsed(orderCountsRequest, raw);
  const { id: userId } = await member(ctx);
  const now = nowSeconds();
  return (await afterDeadline(ctx.db, ctx.env, now, userId, () => countOrders(ctx.db, userId, input.age, now))).counts;
}) satisfies Service<unknown>;

/** Places the order once per Idempotency-Key; replays (and racing duplicates) get the same order. */
async function placeOrder<E extends CommerceEnv>(c: Context<E>, input: OrderRequest, key: string) {
  const { DB: db } = c.env;
  const userId = c.get('user').id;
  // The amounts shown are a check, not part of the order: a retry after prices moved is the same request.
  const requestHash = await sha256Hex(
    JSON.stringify({ ...input, expected_total: undefined, expected_due_now: undefined }),
  );
  const replay = async () => {
    const existing = await findOrderByKey(db, userId, key);
    if (!existing) return null;
    return existing.request_hash === requestHash
      ? answerOrder(c, existing.id)
      : fail(c, 422, 'idempotencyMismatch', 422);
  };
  const earlier = await replay();
  if (earlier) return earlier;
  const now = nowSeconds();
  const prepared = await prepareOrder(c.env, c.get('lang'), userId, input, now);
  if ('error' in prepared) return fail(c, prepared.status, prepared.error, prepared.status, prepared.params);
  const { pricing } = prepared;
  if (input.expected_total !== undefined && pricing.totalCents > toCents(input.expected_total))
    return fail(c, 409, 'totalChanged', 409, { total: formatUsd(pricing.totalCents) });
  if (input.expected_due_now !== undefined && pricing.dueNowCents > toCents(input.expected_due_now))
    return fail(c, 409, 'dueNowChanged', 409, { amount: formatUsd(pricing.dueNowCents) });
  const cash = input.payment_method === 'cash';
  const settled = pricing.dueNowCents === 0;
  const state = cash ? 'processing' : !settled ? 'pending_payment' : pricing.balanceCents > 0 ? 'deposit_paid' : 'paid';
  try {
    const id = await insertOrder(db, {
      userId,
      key,
      requestHash,
      fromCart: input.source === 'cart',
      state,
      delivery: input.delivery,
      outletId: input.delivery === 'pickup' ? input.outlet_id! : null,
      address: prepared.address,
      plan: cash ? 'full' : input.payment_plan,
      method: input.payment_method,
      currency: input.currency,
      note: input.note,
      expiresAt: state === 'pending_payment' ? now + paymentMinutes(c.env) * 60 : null,
      lines: prepared.lines,
      pricing,
      now,
    });
    return answerOrder(c, id);
  } catch (error) {
    // A guard refused the batch, or a simultaneous request with this key won: the key decides which.
    // Any other failure is the app's onError: logged, and a 500.
    if (!isConstraintFailure(error)) throw error;
    return (await replay()) ?? (await whatChanged(c, input, prepared.lines));
  }
}

/**
 * The refusal of an order whose batch found stock, limits, vouchers or points changed since it was priced:
 * what an order would meet now. On a sale day that is mostly a flash deal sold out between the shopper's
 * quote and their order; the order is not placed at the regular price without them seeing it.
 */
async function whatChanged<E extends CommerceEnv>(c: Context<E>, input: OrderRequest, priced: OrderLineRow[]) {
  const lang = c.get('lang');
  // Reads only, on a failure path: if they fail too, the generic refusal still answers (not a 500).
  const now = await prepareOrder(c.env, lang, c.get('user').id, input, nowSeconds()).catch(() => null);
  if (!now) return fail(c, 409, 'orderConflict', 409);
  if ('error' in now) return fail(c, now.status, now.error, now.status, now.params);
  // A deal line priced again without its deal: named, with what it costs now (the regular price, a
  // promotion's or another deal's).
  for (const line of priced) {
    const again = now.lines.find((row) => row.product_id === line.product_id);
    if (line.slot_id === null || !again || again.slot_id === line.slot_id) continue;
    const name = lang === 'km' ? line.name_km : line.name_en;
    return fail(c, 409, 'dealSoldOut', 409, { name, price: formatUsd(again.unit_cents) });
  }
  return fail(c, 409, 'orderConflict', 409);
}

/** What an order would cost, written nowhere: the checkout page's totals (GET for its first paint, POST as options change). */
export const orderQuote = (async (ctx, raw) => {
  const input = parsed(quoteRequest, raw);
  const { id: userId } = await member(ctx);
  const prepared = await prepareOrder(ctx.env, ctx.lang, userId, input, nowSeconds());
  if ('error' in prepared) throw new ServiceError(prepared.status, prepared.error, prepared.status, prepared.params);
  const { pricing, lines } = prepared;
  const km = ctx.lang === 'km';
  return {
    goods: fromCents(pricing.goodsCents),
    shipping: fromCents(pricing.shippingCents),
    discount: fromCents(pricing.discountCents),
    points_used: pricing.pointsUsed,
    points_money: fromCents(pricing.pointsUsed),
    total: fromCents(pricing.totalCents),
    due_now: fromCents(pricing.dueNowCents),
    balance: fromCents(pricing.balanceCents),
    points_balance: prepared.pointsBalance,
    has_deposit: lines.some((line) => line.is_earnest === 1),
    coupons: pricing.discounts.map((d) => ({
      coupon_id: d.coupon_id,
      merchant_id: d.merchant_id,
      title: prepared.couponTitles.get(d.coupon_id) ?? '',
      discount: fromCents(d.discount_cents),
    })),
    merchants: byMerchant(
      lines.map((line, i) => ({
        merchant_id: line.merchant_id,
        merchant_name: km ? line.merchant_name_km : line.merchant_name_en,
        item: {
          product_id: line.product_id,
          name: km ? line.name_km : line.name_en,
          image: line.image,
          money: fromCents(line.unit_cents),
          num: line.num,
          is_earnest: line.is_earnest,
          earnest_money: fromCents(line.earnest_cents),
          due_now: fromCents(pricing.lineDueNow[i]!),
        },
      })),
    ),
  };
}) satisfies Service<unknown>;

/** The module's GETs, as the client calls them and the routes mount them (read.ts). */
export const orderReads = {
  shippingFees: read('/shippingfees', shippingFeesResponse, shippingFees),
  quote: memberRead('/orders/quote', orderQuoteResponse, orderQuote),
  list: memberRead('/orders', orderListResponse, orderList),
  counts: memberRead('/orders/counts', orderCountsResponse, orderCounts),
  detail: memberRead('/orders/:id', orderResponse, orderDetail),
};

/** Orders: quote, place (idempotent), list by tab and age, counts, detail with timeline, cancel, re-order; shipping fees. */
export const orders = withReads(new Hono<CommerceEnv>(), orderReads)
  .post('/orders/quote', answers(orderQuoteResponse), requireUser(), serve(orderQuote))
  .post('/orders', answers(orderResponse), requireUser(), takes(orderRequest), async (c) => {
    const key = c.req.header('idempotency-key') ?? '';
    const input = c.get('valid');
    // Said in plain words: the shopper never sees the header's name.
    if (!IDEMPOTENCY_KEY.test(key)) return fail(c, 400, 'orderRequestIncomplete', 400);
    return placeOrder(c, input, key);
  })
  .post('/orders/:id/cancel', answers(orderResponse), requireUser(), async (c) => {
    const id = pathId(c);
    if (!id) return badRequest(c);
    const found = await readOrder(c.env.DB, c.get('lang'), c.get('user').id, id);
    if (!found) return fail(c, 404, 'itemMissing', 404);
    if (!(await cancelOrder(c.env.DB, id, nowSeconds()))) return fail(c, 409, 'orderNotCancellable', 409);
    return answerOrder(c, id);
  })
  .post('/orders/:id/reorder', answers(reorderResponse), requireUser(), async (c) => {
    const id = pathId(c);
    if (!id) return badRequest(c);
    const found = await readOrder(c.env.DB, c.get('lang'), c.get('user').id, id);
    return found
      ? ok(c, await reorder(c.env.DB, c.get('user').id, found.items, nowSeconds()))
      : fail(c, 404, 'itemMissing', 404);
  });
