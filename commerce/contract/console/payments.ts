/**
 * What the console reads of the payments that need a person (/ops/payments, decision 045): codes Bakong
 * could not answer about, payments found after their order was cancelled, transactions that did not match
 * their code, and how the Bakong rail stands. commerce/db/ops-payments.ts reads them in these shapes.
 */

/**
 * What a KHQR code asked for: dollars, and the code's own currency and minor unit (riel for KHR). The console
 * shows it as a code's amount on the payments page's lists (src/ops/payment-text.ts).
 */
export type CodeAmount = { cents: number; currency: 'USD' | 'KHR'; minor: number };

/**
 * An order in payment_checking and what its latest KHQR code stands at: a row of the payments page's codes
 * being checked, those a person must decide first.
 */
export type CheckingCode = {
  order_id: number;
  shopper: string;
  mobile: string;
  amount: CodeAmount;
  expires_at: number | null;
  check_failures: number;
  next_check_at: number | null;
  checked_at: number | null;
  /** The sweep no longer asks about it (its window is over, or no ask is scheduled): a person decides. */
  decide: boolean;
};

/**
 * A payment found after its order was cancelled, not yet marked dealt with: a row of the payments page's
 * late payments, with its "mark dealt with" button.
 */
export type LatePayment = {
  id: number;
  order_id: number;
  shopper: string;
  reference: string;
  created_at: number;
  /** 'reinstated', 'refund_due' or 'duplicate' (late-payment.ts LateOutcome). */
  outcome: string;
  order_state: string;
  amount: CodeAmount | null;
};

/**
 * An order that was paid after it was cancelled and could not take its items again, or was closed with money
 * the shop does not keep (decision 054): the shop owes it. A row of the payments page's refunds due;
 * `paid_cents` is what is left to refund (paid less any part refunded already).
 */
export type RefundDue = { order_id: number; shopper: string; mobile: string; paid_cents: number; since: number };

/**
 * A transaction for one of the shop's codes that paid something else, not yet marked dealt with: a row of the
 * payments page's mismatches, what was paid beside what was asked.
 */
export type Mismatch = {
  id: number;
  order_id: number;
  shopper: string;
  reference: string;
  created_at: number;
  /** 'receiving account', 'currency' or 'amount' (bakong.ts mismatch). */
  why: string;
  /** What the transaction paid, as Bakong gave it: dollars with cents, or riel. */
  paid: { amount: number | null; currency: string | null };
  to_account: string | null;
  asked: CodeAmount | null;
};

/**
 * How the Bakong rail stands (payment_rails): Unix seconds, null for never. The console shows it for the
 * developer token's age and warning and for the rail's last answer and failure.
 */
export type BakongRail = {
  token_set_at: number | null;
  token_refused_at: number | null;
  answered_at: number | null;
  failed_at: number | null;
  failure: string | null;
};

/**
 * How many of each list there are: their sum is the glance's "payments needing a person". The payments page
 * shows them as its lists' totals (the lists hold only their first rows).
 */
export type NeedingCounts = { checking: number; refunds: number; late: number; mismatches: number };

/** The payments page (/ops/payments): every list, up to its limit, their counts, and the Bakong rail. */
export type PaymentsReview = {
  checking: CheckingCode[];
  late: LatePayment[];
  refunds: RefundDue[];
  mismatches: Mismatch[];
  counts: NeedingCounts;
  rail: BakongRail;
};
