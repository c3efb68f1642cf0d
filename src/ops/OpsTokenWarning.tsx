import type { Lang } from '../../lib/lang';
import { formatDate } from '../../lib/phnom-penh-time';
import { type TokenState, tokenNeedsAction } from './bakong-token';
import { OPS_MESSAGES } from './ops-messages';

/**
 * The Bakong token's warning when it needs renewing: red (an alert) once Bakong refused it or its 90 days
 * are over, amber from day 80. Nothing otherwise. `more` is where it is recorded: given (the glance, the top
 * of the payments page), the warning is announced and links there; beside the record button it is neither.
 */
export function OpsTokenWarning({ lang, state, more }: { lang: Lang; state: TokenState; more?: string }) {
  if (!tokenNeedsAction(state)) return null;
  const m = OPS_MESSAGES[lang].payments.token;
  const text =
    state.kind === 'refused' || !state.set
      ? m.refused(formatDate(state.refusedAt ?? 0, lang))
      : state.kind === 'ageing'
        ? m.ageing(state.set.days, formatDate(state.set.expiresAt, lang))
        : m.expired(formatDate(state.set.expiresAt, lang));
  const urgent = state.kind !== 'ageing';
  return (
    <p
      className={`${urgent ? 'ops-error' : 'ops-warning'}${more ? ' ops-token-warning' : ''}`}
      role={more ? (urgent ? 'alert' : 'status') : undefined}
    >
      {/* "Record it here": away from the record button, the words are the link to it. */}
      {more ? <a href={more}>{text}</a> : text}
    </p>
  );
}
