import { log } from '../../src/lib/log';
import { LIMITS, SCOPES, smsBudgets } from './budgets';
import { firstFull, spendBudgets } from './db/budget-spends';
import type { ApiMessageKey } from './messages';

/** SMS_DAILY_LIMIT: the whole shop's SMS in 24 hours (the edge validates it at start). */
export function smsDailyLimit(env: object): number {
  const value = Number((env as { SMS_DAILY_LIMIT?: string }).SMS_DAILY_LIMIT);
  return Number.isInteger(value) && value > 0 ? value : LIMITS.smsPerDay;
}

const REFUSAL: Record<string, ApiMessageKey> = {
  [SCOPES.smsAddress]: 'codeLimitAddress',
  [SCOPES.smsMobile]: 'codeLimitMobile',
  [SCOPES.smsShop]: 'codeLimitShop',
};

/**
 * Spends one SMS of the client address's, the mobile's and the shop's budgets, all or none: the spends'
 * ids (to refund when nothing is sent after all), or the message of the budget that refused. The
 * shop's ceiling reached is an operator alert in the log: sign-up and reset codes stop for everyone.
 */
export async function spendSmsBudget(
  env: CloudflareBindings,
  address: string,
  mobile: string,
  now: number,
): Promise<{ ids: number[] } | { refusal: ApiMessageKey }> {
  const limit = smsDailyLimit(env);
  const budgets = smsBudgets(address, mobile, limit);
  const ids = await spendBudgets(env.DB, budgets, now);
  if (ids) return { ids };
  const full = (await firstFull(env.DB, budgets, now)) ?? budgets[0]!;
  if (full.scope === SCOPES.smsShop)
    log('error', 'SMS daily limit reached', {
      limit,
      alert: 'operator',
      action: 'codes refused until the count falls',
    });
  return { refusal: REFUSAL[full.scope] ?? 'codeLimitAddress' };
}
