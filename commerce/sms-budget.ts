import { log } from '../lib/log';
import { codeRequestBudgets, LIMITS, SCOPES, shopSmsBudgets } from './budgets';
import { type Budget, firstFull, refundSpends, spendBudgets } from './db/budget-spends';
import type { ApiMessageKey } from './messages';

/** SMS_DAILY_LIMIT: the whole shop's SMS in 24 hours (the edge validates it at start). */
export function smsDailyLimit(env: object): number {
  const value = Number((env as { SMS_DAILY_LIMIT?: string }).SMS_DAILY_LIMIT);
  return Number.isInteger(value) && value > 0 ? value : LIMITS.smsPerDay;
}

const REFUSAL: Record<string, ApiMessageKey> = {
  [SCOPES.smsAddress]: 'codeLimitAddress',
  [SCOPES.smsNetwork]: 'codeLimitNetwork',
  [SCOPES.smsMobile]: 'codeLimitMobile',
  [SCOPES.smsMember]: 'codeLimitMember',
  [SCOPES.smsShop]: 'codeLimitShop',
  [SCOPES.smsSignUp]: 'codeLimitShop',
};

/** A request for a code, as its budgets see it (decisions 014 and 046). */
export type CodeRequest = {
  address: string;
  mobile: string;
  /** A code to a number nobody has proved yet (sign-up, phone change): it spends the sign-up share of the day. */
  signUp: boolean;
  /** Whether a text goes out: only one that does spends the shop's day. */
  texts: boolean;
  /** The signed-in member asking for a phone-change code, or null. */
  memberId: number | null;
};

/**
 * Spends one code request of the client's, the mobile's (and the member's) budgets and, when a text goes
 * out, one SMS of the shop's day (and of the sign-up share), all or none: the spends' ids (to refund when
 * nothing is sent after all), or the message of the budget that refused. A request that texts nothing
 * spends none of the shop's day but is refused as one that does while the day is full, so its answer is
 * a texted one's. A full share of the shop's day is an operator alert.
 */
export async function spendSmsBudget(
  env: CloudflareBindings,
  request: CodeRequest,
  now: number,
): Promise<{ ids: number[] } | { refusal: ApiMessageKey }> {
  const limit = smsDailyLimit(env);
  const client = codeRequestBudgets(request.address, request.mobile, request.memberId);
  const shop = shopSmsBudgets(request.signUp, limit);
  const budgets = request.texts ? [...client, ...shop] : client;
  const ids = await spendBudgets(env.DB, budgets, now);
  if (ids) {
    const full = request.texts ? null : await firstFull(env.DB, shop, now);
    if (!full) return { ids };
    await refundSpends(env.DB, ids);
    return { refusal: refusal(full, limit) };
  }
  return { refusal: refusal((await firstFull(env.DB, budgets, now)) ?? budgets[0]!, limit) };
}

function refusal(full: Budget, limit: number): ApiMessageKey {
  if (full.scope === SCOPES.smsShop || full.scope === SCOPES.smsSignUp)
    log('error', 'SMS daily limit reached', {
      limit,
      share: full.scope === SCOPES.smsSignUp ? 'sign-up' : 'all',
      cap: full.cap,
      alert: 'operator',
      action:
        full.scope === SCOPES.smsSignUp
          ? "sign-up codes refused until the count falls; members' codes still go"
          : 'codes refused until the count falls',
    });
  return REFUSAL[full.scope] ?? 'codeLimitAddress';
}
