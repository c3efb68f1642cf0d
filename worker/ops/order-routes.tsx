import { type Context, Hono } from 'hono';
import { OpsNotFoundPage } from '../../src/ops/OpsNotFoundPage';
import { OpsOrderPage } from '../../src/ops/OpsOrderPage';
import { OpsOrdersPage } from '../../src/ops/OpsOrdersPage';
import { OpsSlipPage } from '../../src/ops/OpsSlipPage';
import { OPERATOR_TARGETS } from '../../commerce/contract/operator-orders';
import { REFUND_METHODS, REFUND_REFERENCE_MAX, type RefundMethod } from '../../commerce/contract/refunds';
import {
  listMerchantNames,
  listOpsOrders,
  moveAllowed,
  moveByShop,
  operatorMoves,
  readOpsOrder,
  readOrderState,
  refundOrder,
} from '../../commerce/console';
import { formatUsd } from '../../lib/money';
import type { Lang } from '../../lib/lang';
import { OPS_MESSAGES } from '../../src/ops/ops-messages';
import { opsPath } from '../../src/ops/ops-path';
import { nowSeconds } from '../../lib/clock';
import type { Operator } from '../../commerce/contract/console/operators';
import type { OperatorTarget } from '../../commerce/contract/console/orders';
import { moveNeedsConfirmation } from '../../src/ops/move-needs-confirmation';
import { readOrderFilter } from './order-filter';
import { ordersCsv } from './orders-csv';
import type { OpsEnv } from './ops-env';

const ORDERS_PAGE = 50;
/** The CSV holds at most this many orders (a month of a busy shop); narrow the filters for more. */
const CSV_ROWS = 20_000;
/** A refund form ticks at most this many lines (an order has fewer). */
const REFUND_LINES_MAX = 200;

/**
 * A move only an owner makes: cancelling an order whose payment Bakong could not confirm (money may have
 * come in all the same: someone who can give it back decides). Refunds are the owner's too (below).
 */
const ownersOnly = (state: string, to: OperatorTarget) => to === 'cancelled' && state === 'payment_checking';

/** The moves an operator may make on an order now. */
const movesFor = (operator: Operator, order: Parameters<typeof operatorMoves>[0]) =>
  operatorMoves(order).filter((to) => operator.role === 'owner' || !ownersOnly(order.state, to));

/** The order in `:id` (digits only, else null). */
const orderId = (c: Context) => {
  const id = Number(c.req.param('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** Orders: the filtered list with counts and CSV, an order's page and packing slip, its moves. */
export function orderRoutes(lang: Lang) {
  const m = OPS_MESSAGES[lang];
  return new Hono<OpsEnv>()
    .get('/orders', async (c) => {
      const { query, filter, page } = readOrderFilter(c.req.query());
      const [list, merchants] = await Promise.all([
        listOpsOrders(c.env.DB, filter, ORDERS_PAGE + 1, (page - 1) * ORDERS_PAGE),
        listMerchantNames(c.env.DB, lang),
      ]);
      return c.render(
        <OpsOrdersPage
          query={query}
          orders={list.orders.slice(0, ORDERS_PAGE)}
          counts={list.counts}
          merchants={merchants}
          page={page}
          more={list.orders.length > ORDERS_PAGE}
        />,
      );
    })
    .get('/orders.csv', async (c) => {
      const { filter } = readOrderFilter(c.req.query());
      const { orders } = await listOpsOrders(c.env.DB, filter, CSV_ROWS, 0);
      c.header('Cache-Control', 'no-store');
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', 'attachment; filename="orders.csv"');
      return c.body(ordersCsv(orders, lang));
    })
    .get('/orders/:id{[0-9]+}', async (c) => {
      const id = orderId(c);
      const operator = c.get('operator')!;
      const data = id && (await readOpsOrder(c.env.DB, lang, id));
      if (!data) return c.render(<OpsNotFoundPage />, { status: 404 });
      return c.render(
        <OpsOrderPage
          data={data}
          moves={movesFor(operator, data.order)}
          error={null}
          canRefund={operator.role === 'owner'}
        />,
      );
    })
    .get('/orders/:id{[0-9]+}/slip', async (c) => {
      const id = orderId(c);
      const data = id && (await readOpsOrder(c.env.DB, lang, id));
      if (!data) return c.render(<OpsNotFoundPage />, { status: 404 });
      return c.render(<OpsSlipPage data={data} khrPerUsd={c.get('config').khrPerUsd} />);
    })
    .post('/orders/:id{[0-9]+}/state', async (c) => {
      const id = orderId(c);
      const operator = c.get('operator')!;
      const form = await c.req.parseBody();
      const to = (OPERATOR_TARGETS as readonly unknown[]).includes(form.state) ? (form.state as OperatorTarget) : null;
      const db = c.env.DB;
      const order = id && (await readOrderState(db, id));
      if (!id || !order) return c.render(<OpsNotFoundPage />, { status: 404 });
      if (to && ownersOnly(order.state, to) && operator.role !== 'owner')
        return c.render(<OpsNotFoundPage />, { status: 404 });
      // A move of money, or one that gives things back, is confirmed (a move the order's state does not
      // allow is refused as such); moveByShop asks the rest: a balance said collected.
      const confirmed = form.confirm === '1';
      const outcome =
        to === null
          ? 'unknown'
          : moveAllowed(order, to) && moveNeedsConfirmation(order, to) && !confirmed
            ? 'unconfirmed'
            : await moveByShop(
                db,
                id,
                order,
                { to, note: '', collected: confirmed, operatorId: operator.id },
                nowSeconds(),
              );
      if (outcome === 'moved') return c.redirect(opsPath(lang, `/orders/${id}`), 303);
      const data = (await readOpsOrder(db, lang, id))!;
      const error = {
        refused: m.orders.refusedMove(m.orders.states[data.order.state] ?? data.order.state),
        notCollected: m.orders.unconfirmedMove,
        unconfirmed: m.orders.unconfirmedMove,
        unknown: m.orders.unknownMove,
      }[outcome];
      return c.render(
        <OpsOrderPage
          data={data}
          moves={movesFor(operator, data.order)}
          error={error}
          canRefund={operator.role === 'owner'}
        />,
        { status: outcome === 'refused' ? 409 : 400 },
      );
    })
    .post('/orders/:id{[0-9]+}/refunds', async (c) => {
      const id = orderId(c);
      const operator = c.get('operator')!;
      // Refunds are the owner's: to staff the form does not exist, as a page their role may not open.
      if (!id || operator.role !== 'owner') return c.render(<OpsNotFoundPage />, { status: 404 });
      const form = await c.req.parseBody({ all: true });
      const text = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
      const method = (REFUND_METHODS as readonly string[]).includes(text('method'))
        ? (text('method') as RefundMethod)
        : null;
      const restock = [form.restock ?? []].flat().map(Number).filter(Number.isSafeInteger).slice(0, REFUND_LINES_MAX);
      const outcome =
        method === null || form.confirm !== '1'
          ? null
          : await refundOrder(
              c.env.DB,
              id,
              {
                amount: text('amount'),
                method,
                reference: text('reference').slice(0, REFUND_REFERENCE_MAX),
                note: text('why'),
                restock,
                operatorId: operator.id,
                // What the form showed as refunded already: one sent twice, or read before another, is refused.
                seenRefundedCents: /^\d{1,12}$/.test(text('seen')) ? Number(text('seen')) : -1,
              },
              nowSeconds(),
            );
      if (outcome && 'missing' in outcome) return c.render(<OpsNotFoundPage />, { status: 404 });
      if (outcome && 'refunded' in outcome) return c.redirect(opsPath(lang, `/orders/${id}`), 303);
      const data = await readOpsOrder(c.env.DB, lang, id);
      if (!data) return c.render(<OpsNotFoundPage />, { status: 404 });
      const refusal = outcome?.refused;
      const said = m.orders.refundRefused;
      const error = !refusal
        ? m.orders.unconfirmedMove
        : refusal.reason === 'overPaid'
          ? said.overPaid(formatUsd(refusal.leftCents))
          : refusal.reason === 'reasonMissing'
            ? m.orders.refundWhyMissing
            : said[refusal.reason];
      const typed = {
        amount: text('amount'),
        method: text('method'),
        reference: text('reference'),
        why: text('why'),
        restock: restock.map(String),
      };
      const conflict = refusal && ['notRefundable', 'lineRestocked', 'changed'].includes(refusal.reason);
      return c.render(
        <OpsOrderPage data={data} moves={movesFor(operator, data.order)} error={error} canRefund typed={typed} />,
        { status: conflict ? 409 : 400 },
      );
    });
}
