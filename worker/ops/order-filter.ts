import { ORDER_STATES, type OrderState } from '../../commerce/contract/orders';
import { NO_ORDER_FILTER, type OpsOrderQuery } from '../../src/ops/ops-order-query';
import type { OpsOrderFilter } from '../../commerce/contract/console/orders';
import { PHNOM_PENH_OFFSET_SECONDS } from '../../lib/phnom-penh-time';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The Unix second a Phnom Penh day (YYYY-MM-DD) starts at, or null if it is no real day. */
export function phnomPenhDayStart(day: string): number | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = Date.UTC(year, month - 1, date);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  return utc / 1000 - PHNOM_PENH_OFFSET_SECONDS;
}

/**
 * The orders list's filters from the query string: what is valid is kept (for the form and the links),
 * anything else is dropped as if not set. `to` includes its whole day; `page` is 1 to 1000.
 */
export function readOrderFilter(raw: Record<string, string>): {
  query: OpsOrderQuery;
  filter: OpsOrderFilter;
  page: number;
} {
  const query = { ...NO_ORDER_FILTER };
  const state = (ORDER_STATES as readonly string[]).includes(raw.state ?? '') ? (raw.state as OrderState) : null;
  const from = phnomPenhDayStart(raw.from ?? '');
  const to = phnomPenhDayStart(raw.to ?? '');
  const payment = raw.payment === 'khqr' || raw.payment === 'cash' ? raw.payment : null;
  const fulfilment = raw.fulfilment === 'delivery' || raw.fulfilment === 'pickup' ? raw.fulfilment : null;
  const merchant = /^[1-9]\d{0,8}$/.test(raw.merchant ?? '') ? Number(raw.merchant) : null;
  if (state) query.state = state;
  if (from !== null) query.from = raw.from!;
  if (to !== null) query.to = raw.to!;
  if (payment) query.payment = payment;
  if (fulfilment) query.fulfilment = fulfilment;
  if (merchant) query.merchant = String(merchant);
  const page = Math.min(1000, Math.max(1, Number.parseInt(raw.page ?? '1', 10) || 1));
  return {
    query,
    filter: { state, from, until: to === null ? null : to + 86_400, payment, fulfilment, merchant },
    page,
  };
}
