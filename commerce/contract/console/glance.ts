import type { RefundMethod } from '../refunds';
import type { BakongRail, NeedingCounts } from './payments';

/** What the console's front page (/ops) reads: today at a glance, as commerce/db/ops-glance.ts reads it. */

/** A product running low: in stock, at or under the threshold. The glance lists them by name with their stock. */
export type LowStock = { id: number; name: string; stock: number };

/** Today at a glance: what needs doing and how the day is going. The glance page shows each figure as a card. */
export type Glance = {
  ordersToday: number;
  /**
   * What today's orders come to, those still waiting for their payment (or its check), cancelled, owed a
   * refund or refunded left out.
   */
  revenueTodayCents: number;
  /** KHQR orders waiting for their payment, not yet expired. */
  paymentsWaiting: number;
  /** Paid (or paid a down payment) and not yet shipped or made ready: for delivery, and for pick-up. */
  toShip: number;
  toHandOver: number;
  /** Ready at the store, waiting for the shopper. */
  readyForPickup: number;
  lowStock: LowStock[];
  lowStockCount: number;
  /**
   * SMS in the last 24 hours (the shop's budgets, decision 046): all sent, the codes to new numbers among
   * them (sign-up's share of the day), and the network given the most codes (texted or not; refusals are
   * not counted).
   */
  sms: { sent: number; signUp: number; busiestNetwork: { network: string; codes: number } | null };
  /**
   * Money that came in today: the payments confirmed paid since the day started, by method (`khqr`, and
   * `cash` the shop recorded collecting when it completed an order), in cents. A KHQR payment in riel
   * counts at the dollar amount it paid.
   */
  receivedToday: { method: string; cents: number }[];
  /**
   * Money given back today: the refunds recorded since the day started (decision 053), whole or part, by
   * how each went back (`khqr`, `bank`, `cash`, `points`), their count and cents. The payments stay as
   * they were, so "received" less this is the day's money kept.
   */
  refundedToday: { method: RefundMethod; refunds: number; cents: number }[];
  /**
   * Payments needing a person (/ops/payments): codes being checked, orders owed a refund, and open issues
   * (late payments, transactions that did not match); their sum is the figure.
   */
  paymentsNeeding: NeedingCounts;
  /** How the Bakong rail stands, for the token's warning. */
  bakongRail: BakongRail;
};
