import { memberRead, withReads } from '../read';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { renderSVG } from 'uqr';
import { sandboxRequest, type OrderPayment } from '../contract/payments';
import { nowSeconds } from '../../lib/clock';
import type { CommerceEnv } from '../commerce-env';
import { readOrder } from '../db/order-read';
import { readOrderAfterDeadline } from '../after-deadline';
import { claimPollAsk, openPayment, pendingPayment, saveDeeplink, watchedPaymentOf } from '../db/payments';
import { fail, ok } from '../envelope';
import { fromCents } from '../../lib/money';
import { handleCallback, type CallbackOutcome } from '../payments/callback';
import { cashProvider } from '../payments/cash';
import { askBakong } from '../payments/ask-bakong';
import { bakongConfig, generateDeeplink, md5Hex, type BakongConfig } from '../payments/bakong';
import { khqrProvider } from '../payments/khqr-provider';
import { callbackSecret, khqrMerchant, khrPerUsd, sandboxOn, siteOrigin } from '../payments/payment-config';
import { signCallback } from '../payments/signature';
import { requireUser } from '../require-user';
import { randomSecret } from '../secrets';
import { idOf, member, notFound, type Service } from '../service';
import { answers, takes } from '../route-spec';
import { callbackResponse, orderPaymentResponse } from '../contract/payments';

/** A code is asked about by polls at most once in this many seconds (the page polls every 3 to 15 s). */
const POLL_ASK_SECONDS = 3;

const answer = <E extends CommerceEnv>(c: Context<E>, outcome: CallbackOutcome) =>
  outcome.ok
    ? ok(c, { order_id: outcome.orderId, state: outcome.state })
    : fail(c, outcome.status, outcome.error, outcome.status);

/**
 * The link that opens the shopper's bank app on a code: Bakong's deep link, named for the shop and
 * returning to the order's KHQR page when the shop's public origin is known. Null when Bakong gives none.
 */
function deeplinkFor(bakong: BakongConfig, env: object, qr: string, orderId: number) {
  const origin = siteOrigin(env);
  return generateDeeplink(
    bakong,
    qr,
    origin
      ? {
          appIconUrl: `${origin}/icons/icon-192.png`,
          appName: khqrMerchant(env).name,
          appDeepLinkCallback: `${origin}/checkouts/khqr/${orderId}`,
        }
      : null,
  );
}

/**
 * What the shopper pays for an order now: a KHQR code while an online order awaits payment (opened on the
 * first call, the same one after), else the order's state alone. With Bakong confirmation on, the order's
 * code is first asked about (the KHQR page polls this): while it waits, while it is being checked after
 * its deadline, and for a while after it was cancelled, so a late payment is found (decision 045), at most
 * once per POLL_ASK_SECONDS per code whoever polls. An order past its deadline is settled as every read
 * settles it: never cancelled on a guess.
 */
export const orderPayment = (async (ctx, input) => {
  const { id: userId } = await member(ctx);
  const id = idOf(input);
  const now = nowSeconds();
  const bakong = bakongConfig(ctx.env);
  const watched = bakong ? await watchedPaymentOf(ctx.db, id) : null;
  if (bakong && watched?.user_id === userId && (await claimPollAsk(ctx.db, watched.id, now, POLL_ASK_SECONDS)))
    await askBakong(ctx.db, bakong, [watched], now, { fromPoll: true });
  const { found } = await readOrderAfterDeadline(ctx.db, ctx.env, ctx.lang, userId, id, now);
  if (!found) throw notFound();
  const { order } = found;
  const merchant = khqrMerchant(ctx.env);
  const view: OrderPayment = {
    order_id: id,
    state: order.state as OrderPayment['state'],
    method: order.payment_method,
    due_now: fromCents(order.due_now_cents),
    currency: order.currency,
    amount_minor: 0,
    khqr: null,
    qr: null,
    expires_at: order.expires_at,
    now,
    payee: ctx.lang === 'km' ? merchant.nameKm || merchant.name : merchant.name,
    deeplink: null,
    sandbox: sandboxOn(ctx.env),
  };
  if (order.state !== 'pending_payment' || order.payment_method === 'cash') return view;
  const provider = order.payment_method === 'khqr' ? khqrProvider(merchant) : cashProvider;
  let payment =
    (await pendingPayment(ctx.db, id)) ??
    (await (async () => {
      // An order awaiting payment always has its deadline (it is cleared once paid).
      const bill = provider.instructions({
        orderId: id,
        amountCents: order.due_now_cents,
        currency: order.currency,
        khrPerUsd: khrPerUsd(ctx.env),
        nowMs: now * 1000,
        deadlineMs: order.expires_at! * 1000,
      });
      if (bill.kind !== 'qr') throw new Error('an online order needs an online provider');
      return openPayment(ctx.db, {
        order_id: id,
        provider: provider.id,
        amount_cents: order.due_now_cents,
        currency: bill.currency,
        amount_minor: bill.amountMinor,
        payload: bill.payload,
        md5: await md5Hex(bill.payload),
        deeplink: null,
        created_at: now,
      });
    })());
  // Asked for once the code exists (a shopper on a phone taps it); a failed ask is asked again by reads in the code's first minute.
  if (bakong && payment.deeplink === null && now - payment.created_at < 60) {
    const deeplink = await deeplinkFor(bakong, ctx.env, payment.payload, id);
    if (deeplink) {
      await saveDeeplink(ctx.db, payment.id, deeplink);
      payment = { ...payment, deeplink };
    }
  }
  const svg = renderSVG(payment.payload, { border: 2 });
  return {
    ...view,
    amount_minor: payment.amount_minor,
    khqr: payment.payload,
    qr: `data:image/svg+xml;base64,${btoa(svg)}`,
    deeplink: payment.deeplink,
  };
}) satisfies Service<unknown>;

/** The module's GETs, as the client calls them and the routes mount them (read.ts). */
export const paymentReads = {
  ofOrder: memberRead('/orders/:id/payment', orderPaymentResponse, orderPayment),
};

/** KHQR codes for orders, the provider's signed callback and the local sandbox that sends one. */
export const payments = withReads(new Hono<CommerceEnv>(), paymentReads)
  .post('/payments/callback', answers(callbackResponse), async (c) => {
    const headers = {
      signature: c.req.header('x-signature') ?? '',
      timestamp: c.req.header('x-timestamp') ?? '',
      nonce: c.req.header('x-nonce') ?? '',
    };
    return answer(c, await handleCallback(c.env, headers, await c.req.text(), nowSeconds()));
  })
  .post(
    '/payments/sandbox',
    answers(callbackResponse),
    async (c, next) => (sandboxOn(c.env) ? next() : fail(c, 404, 'notFound', 404)),
    requireUser(),
    takes(sandboxRequest),
    async (c) => {
      const input = c.get('valid');
      const found = await readOrder(c.env.DB, c.get('lang'), c.get('user').id, input.order_id);
      const payment = found && (await pendingPayment(c.env.DB, input.order_id));
      if (!payment) return fail(c, 409, 'orderNotPayable', 409);
      // Exactly what a provider would send: the signed callback goes through the same checks.
      const body = JSON.stringify({
        transaction_id: `sandbox-${randomSecret(8)}`,
        order_id: input.order_id,
        amount_minor: payment.amount_minor,
        currency: payment.currency,
        status: input.outcome,
      });
      const now = nowSeconds();
      const nonce = randomSecret(16);
      const signature = await signCallback(callbackSecret(c.env), now, nonce, body);
      return answer(c, await handleCallback(c.env, { signature, timestamp: String(now), nonce }, body, now));
    },
  );
