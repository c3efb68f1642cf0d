import type { Order } from '../api/contract/orders';

/** What the account's order pages (details, delivery status, re-order) get: the order, null when the API failed. */
export type AccountOrderData = { order: Order | null };
