import type { BakongRail } from '../../commerce/contract/console/payments';

/** A Bakong developer token lasts this many days from the day it is set (TOOLCHAIN, Bakong Open API). */
export const TOKEN_LIFE_DAYS = 90;
/** The console warns from this day of the token's life, so it is renewed before payments stop being confirmed. */
export const TOKEN_WARN_DAYS = 80;
const DAY = 86_400;

/**
 * How the token stands: `kind` is what an operator must know first: refused by Bakong since it was last
 * recorded as set (the sweep saw a 401 or 403), past its 90 days, in its last 10, fine, or never recorded.
 * A refusal outranks the age: the token has stopped working whatever its age. `set`: the last recorded
 * setting, its age in whole days and when its 90 days end.
 */
export type TokenState = {
  kind: 'refused' | 'expired' | 'ageing' | 'fine' | 'unrecorded';
  set: { at: number; days: number; expiresAt: number } | null;
  refusedAt: number | null;
};

export function tokenState(rail: Pick<BakongRail, 'token_set_at' | 'token_refused_at'>, now: number): TokenState {
  const { token_set_at: setAt, token_refused_at: refusedAt } = rail;
  const set =
    setAt === null
      ? null
      : { at: setAt, days: Math.max(0, Math.floor((now - setAt) / DAY)), expiresAt: setAt + TOKEN_LIFE_DAYS * DAY };
  const refused = refusedAt !== null && (setAt === null || refusedAt > setAt);
  const kind = refused
    ? 'refused'
    : set === null
      ? 'unrecorded'
      : set.days >= TOKEN_LIFE_DAYS
        ? 'expired'
        : set.days >= TOKEN_WARN_DAYS
          ? 'ageing'
          : 'fine';
  return { kind, set, refusedAt: refused ? refusedAt : null };
}

/** Whether the state is one an operator must act on (the glance and the page's top repeat it). */
export const tokenNeedsAction = (state: TokenState) =>
  state.kind === 'refused' || state.kind === 'expired' || state.kind === 'ageing';
