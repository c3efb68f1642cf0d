import { rielFor } from '../../lib/money';
import { khqrPayload, type KhqrMerchant } from './khqr';
import type { PaymentProvider } from './provider';

/** KHQR: a dynamic QR for the exact amount, in dollars or riel; confirmed only by the signed callback. */
export function khqrProvider(merchant: KhqrMerchant): PaymentProvider {
  return {
    id: 'khqr',
    online: true,
    instructions(bill) {
      const amountMinor = bill.currency === 'USD' ? bill.amountCents : rielFor(bill.amountCents, bill.khrPerUsd);
      const payload = khqrPayload(merchant, {
        currency: bill.currency,
        amountMinor,
        billNumber: `ORDER-${bill.orderId}`,
        createdMs: bill.nowMs,
        expiresMs: bill.deadlineMs,
      });
      return { kind: 'qr', payload, currency: bill.currency, amountMinor };
    },
  };
}
