import type { Lang } from '../../lib/lang';
import { OPS_MESSAGES } from './ops-messages';
import { opsPath } from './ops-path';

/**
 * "Mark dealt with" for one open payment issue: a POST (the console's same-origin check guards it) that
 * takes it off the list, audited. Its accessible name names the order, since every row has the same button.
 */
export function OpsResolveButton({ lang, id, orderId }: { lang: Lang; id: number; orderId: number }) {
  const m = OPS_MESSAGES[lang].payments;
  return (
    <form method="post" action={opsPath(lang, `/payments/issues/${id}/resolve`)} className="ops-resolve">
      <button type="submit" aria-label={`${m.resolve} · #${orderId}`}>
        {m.resolve}
      </button>
    </form>
  );
}
