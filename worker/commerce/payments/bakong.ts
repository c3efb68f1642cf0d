import { z } from 'zod';
import type { PaymentRow } from '../db/payments';

/** The National Bank of Cambodia's Bakong Open API (it answers only from Cambodian addresses; README, "Payments"). */
export const BAKONG_PRODUCTION_ORIGIN = 'https://api-bakong.nbc.gov.kh';
/** A shopper's poll waits for this at most; the cron asks again within a minute. */
const TIMEOUT_MS = 3000;

export type BakongConfig = { origin: string; token: string; accountId: string };

type BakongVars = { BAKONG_API_ORIGIN?: string; BAKONG_TOKEN?: string; KHQR_ACCOUNT_ID?: string };

/** Bakong confirmation is on when the developer token (a secret) is set; it checks payments to KHQR_ACCOUNT_ID. */
export function bakongConfig(env: object): BakongConfig | null {
  const vars = env as BakongVars;
  if (!vars.BAKONG_TOKEN || !vars.KHQR_ACCOUNT_ID) return null;
  const origin = new URL(vars.BAKONG_API_ORIGIN || BAKONG_PRODUCTION_ORIGIN);
  // The token travels only over HTTPS, or to this machine (a fake Bakong in tests and local runs).
  if (origin.protocol !== 'https:' && !['localhost', '127.0.0.1', '[::1]'].includes(origin.hostname)) return null;
  return { origin: origin.href.replace(/\/$/, ''), token: vars.BAKONG_TOKEN, accountId: vars.KHQR_ACCOUNT_ID };
}

/** The MD5 of a QR string, as Bakong indexes transactions (hex, lower case). */
export async function md5Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('MD5', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

const transaction = z.object({
  hash: z.string().min(1),
  fromAccountId: z.string(),
  toAccountId: z.string(),
  currency: z.string(),
  amount: z.number(),
});
const answer = z.object({ responseCode: z.number(), data: transaction.nullable().optional() });

export type BakongTransaction = z.infer<typeof transaction>;
export type BakongCheck =
  | { kind: 'paid'; transaction: BakongTransaction }
  | { kind: 'notFound' }
  | { kind: 'failed'; reason: string };

/** POST /v1/check_transaction_by_md5: the transaction that paid the code with this MD5, if any. Never throws. */
export async function checkTransactionByMd5(config: BakongConfig, md5: string): Promise<BakongCheck> {
  let response: Response;
  try {
    response = await fetch(`${config.origin}/v1/check_transaction_by_md5`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${config.token}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({ md5 }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    return {
      kind: 'failed',
      reason: error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'unreachable',
    };
  }
  if (!response.ok) {
    await response.body?.cancel();
    return { kind: 'failed', reason: `status ${response.status}` };
  }
  const parsed = answer.safeParse(await response.json().catch(() => null));
  if (!parsed.success) return { kind: 'failed', reason: 'unexpected answer' };
  if (parsed.data.responseCode === 0 && parsed.data.data) return { kind: 'paid', transaction: parsed.data.data };
  if (parsed.data.responseCode === 1) return { kind: 'notFound' };
  return { kind: 'failed', reason: `responseCode ${parsed.data.responseCode}` };
}

/**
 * Why a Bakong transaction does not pay this pending payment, or null when it does: it went to the
 * shop's account, in the code's currency, for exactly the code's amount (dollars with cents, or riel).
 */
export function mismatch(paid: BakongTransaction, payment: PaymentRow, accountId: string): string | null {
  if (paid.toAccountId !== accountId) return 'receiving account';
  if (paid.currency !== payment.currency) return 'currency';
  const minor = payment.currency === 'USD' ? Math.round(paid.amount * 100) : paid.amount;
  return minor === payment.amount_minor ? null : 'amount';
}
