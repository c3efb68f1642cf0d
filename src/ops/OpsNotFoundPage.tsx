import type { Operator } from '../../commerce/db/operators';
import type { Lang } from '../../lib/lang';
import { OpsDocument } from './OpsDocument';
import { OPS_MESSAGES } from './ops-messages';
import { opsPath } from './ops-path';

/** A console path that does not exist, or that the operator's role may not open: the same answer for both. */
export function OpsNotFoundPage({ lang, operator }: { lang: Lang; operator: Operator }) {
  const m = OPS_MESSAGES[lang];
  return (
    <OpsDocument lang={lang} title={m.notFoundTitle} operator={operator} path="">
      <p>{m.notFound}</p>
      <p>
        <a href={opsPath(lang)}>{m.backToToday}</a>
      </p>
    </OpsDocument>
  );
}
