/**
 * A way to pay. The order stores the method's id; checkout asks the provider what the shopper needs.
 * KHQR (Bakong QR, paid from any Cambodian banking app) and cash are here; ABA PayWay would be one
 * more provider: `instructions` returning its hosted-checkout link, and its callback verified by the
 * same signed-callback route (or its own signature scheme beside signature.ts).
 */
export type PaymentBill = {
  orderId: number;
  /** The amount due now in US cents. */
  amountCents: number;
  currency: 'USD' | 'KHR';
  khrPerUsd: number;
  nowMs: number;
  /** The order's payment deadline, in milliseconds: a KHQR code is not payable after it. */
  deadlineMs: number;
};

export type PaymentInstructions =
  /** Scan to pay: the payload, and the amount in the currency's minor unit the callback must match. */
  | { kind: 'qr'; payload: string; currency: 'USD' | 'KHR'; amountMinor: number }
  /** Nothing to pay online: the balance is paid at pick-up or on delivery. */
  | { kind: 'offline' };

export interface PaymentProvider {
  readonly id: 'khqr' | 'cash';
  /** Whether the shopper pays online before the order goes ahead. */
  readonly online: boolean;
  instructions(bill: PaymentBill): PaymentInstructions;
}
