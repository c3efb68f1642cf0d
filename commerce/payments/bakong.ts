import { z } from 'zod';
import { readJsonCapped } from '../../lib/read-json-capped';
import type { PaymentRow } from '../db/payments';

/** The National Bank of Cambodia's Bakong Open API (it answers only from Cambodian addresses; docs/deploy.md, step 4). */
export const BAKONG_PRODUCTION_ORIGIN = 'https://api-bakong.nbc.gov.kh';
/** A shopper's poll waits for this at most; the sweep asks again within a minute. */
const TIMEOUT_MS = 3000;
/** The most MD5s `check_transaction_by_md5_list` takes in one call (Bakong's documented batch). */
export const BAKONG_BATCH = 50;
/** An answer about 50 codes is a few KB; anything past this is not Bakong's and is not decoded. */
const ANSWER_MAX_BYTES = 256 * 1024;

export type BakongConfig = { origin: string; token: string; accountId: string };

type BakongVars = { BAKONG_API_ORIGIN?: string; BAKONG_TOKEN?: string; KHQR_ACCOUNT_ID?: string };

/**
 * Where the token may be sent: over HTTPS, or to this machine (a fake Bakong in tests and local runs).
 * worker/middleware/config.ts refuses any other BAKONG_API_ORIGIN at start-up, so Bakong is never off by a typo.
 */
export function bakongOriginAllowed(origin: string): boolean {
  if (!URL.canParse(origin)) return false;
  const url = new URL(origin);
  return (
    url.protocol === 'https:' ||
    (url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname))
  );
}

/** Bakong confirmation is on when the developer token (a secret) is set; it checks payments to KHQR_ACCOUNT_ID. */
export function bakongConfig(env: object): BakongConfig | null {
  const vars = env as BakongVars;
  const origin = vars.BAKONG_API_ORIGIN || BAKONG_PRODUCTION_ORIGIN;
  if (!vars.BAKONG_TOKEN || !vars.KHQR_ACCOUNT_ID || !bakongOriginAllowed(origin)) return null;
  return { origin: new URL(origin).href.replace(/\/$/, ''), token: vars.BAKONG_TOKEN, accountId: vars.KHQR_ACCOUNT_ID };
}

/** The MD5 of a QR string, as Bakong indexes transactions (hex, lower case). */
export async function md5Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('MD5', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

const transaction = z.object({
  hash: z.string().min(1).max(128),
  fromAccountId: z.string().max(128).nullish(),
  toAccountId: z.string().max(128),
  currency: z.string().max(8),
  amount: z.number(),
});
const listAnswer = z.object({
  responseCode: z.number(),
  errorCode: z.number().nullish(),
  data: z.array(z.unknown()).max(BAKONG_BATCH).nullish(),
});
// Each code's answer is read on its own: one odd entry leaves only its own code unclear.
const codeAnswer = z.object({ md5: z.string(), status: z.string(), data: transaction.nullish() });
const deeplinkAnswer = z.object({
  responseCode: z.number(),
  data: z
    .object({ shortLink: z.url({ protocol: /^https$/ }).max(300) })
    .nullable()
    .optional(),
});

export type BakongTransaction = z.infer<typeof transaction>;
/** What Bakong said of one code: paid (with the transaction), not paid, or nothing clear about it. */
export type CodeAnswer = { kind: 'paid'; transaction: BakongTransaction } | { kind: 'notFound' } | { kind: 'unclear' };
/**
 * What a call came to: an answer for each MD5 asked about, or a failure, `refused` when Bakong refused
 * the token (401/403: it lasts 90 days and must be renewed by a person).
 */
export type BakongCheck =
  | { kind: 'answered'; codes: Map<string, CodeAnswer> }
  | { kind: 'failed'; reason: string; refused: boolean };

/** A POST to the Open API with the developer token; a Response, or why there is none. Never throws. */
async function post(config: BakongConfig, path: string, body: unknown): Promise<Response | string> {
  try {
    return await fetch(`${config.origin}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${config.token}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    return error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'unreachable';
  }
}

/**
 * POST /v1/check_transaction_by_md5_list: what Bakong knows of up to BAKONG_BATCH codes, by the MD5 of
 * each. A code Bakong leaves out of its answer, or answers with another status, is `unclear`. Never throws.
 */
export async function checkTransactions(config: BakongConfig, md5s: string[]): Promise<BakongCheck> {
  if (md5s.length > BAKONG_BATCH) throw new Error(`at most ${BAKONG_BATCH} codes a call`);
  const response = await post(config, '/v1/check_transaction_by_md5_list', md5s);
  if (typeof response === 'string') return { kind: 'failed', reason: response, refused: false };
  if (!response.ok) {
    await response.body?.cancel();
    return {
      kind: 'failed',
      reason: `status ${response.status}`,
      refused: response.status === 401 || response.status === 403,
    };
  }
  const parsed = listAnswer.safeParse(await readJsonCapped(response, ANSWER_MAX_BYTES));
  if (!parsed.success) return { kind: 'failed', reason: 'unexpected answer', refused: false };
  // errorCode 6: the token is not valid (Bakong answers it with 200 as well as with 401).
  if (parsed.data.errorCode === 6) return { kind: 'failed', reason: 'token refused', refused: true };
  if (parsed.data.responseCode !== 0 || !parsed.data.data)
    return { kind: 'failed', reason: `responseCode ${parsed.data.responseCode}`, refused: false };
  const codes = new Map<string, CodeAnswer>(md5s.map((md5) => [md5, { kind: 'unclear' }]));
  for (const raw of parsed.data.data) {
    const item = codeAnswer.safeParse(raw);
    if (!item.success || !codes.has(item.data.md5)) continue;
    const { md5, status, data } = item.data;
    // A payment said once is not unsaid by another entry for the same code.
    if (status === 'SUCCESS' && data) codes.set(md5, { kind: 'paid', transaction: data });
    else if (status === 'NOT_FOUND' && codes.get(md5)!.kind === 'unclear') codes.set(md5, { kind: 'notFound' });
  }
  return { kind: 'answered', codes };
}

/**
 * POST /v1/generate_deeplink_by_qr: a link that opens the shopper's bank app on this code (`data.shortLink`),
 * or null when Bakong gives none. `source` names the shop to the bank app and where it returns to.
 */
export async function generateDeeplink(
  config: BakongConfig,
  qr: string,
  source: { appIconUrl: string; appName: string; appDeepLinkCallback: string } | null,
): Promise<string | null> {
  const response = await post(config, '/v1/generate_deeplink_by_qr', source ? { qr, sourceInfo: source } : { qr });
  if (typeof response === 'string') return null;
  if (!response.ok) {
    await response.body?.cancel();
    return null;
  }
  const parsed = deeplinkAnswer.safeParse(await readJsonCapped(response, ANSWER_MAX_BYTES));
  return parsed.success && parsed.data.responseCode === 0 ? (parsed.data.data?.shortLink ?? null) : null;
}

/**
 * Why a Bakong transaction does not pay this payment, or null when it does: it went to the shop's
 * account, in the code's currency, for exactly the code's amount (dollars with cents, or riel).
 */
export function mismatch(paid: BakongTransaction, payment: PaymentRow, accountId: string): string | null {
  if (paid.toAccountId !== accountId) return 'receiving account';
  if (paid.currency !== payment.currency) return 'currency';
  const minor = payment.currency === 'USD' ? Math.round(paid.amount * 100) : paid.amount;
  return minor === payment.amount_minor ? null : 'amount';
}
