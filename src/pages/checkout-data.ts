import type { Order } from '../api/contract/orders';
import type { OrderPayment } from '../api/contract/payments';

/** What the KHQR, sandbox and result pages get: the order (null when the API failed) and its payment. */
export type OrderPageData = { order: Order | null; payment: OrderPayment | null; missing: boolean };
