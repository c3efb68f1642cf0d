import { OpsDocument } from './OpsDocument';
import { useOperatorPage } from './ops-request';
import { OPS_MESSAGES } from './ops-messages';
import { opsPath } from './ops-path';

/** A console path that does not exist, or that the operator's role may not open: the same answer for both. */
export function OpsNotFoundPage() {
  const { lang } = useOperatorPage();
  const m = OPS_MESSAGES[lang];
  return (
    <OpsDocument title={m.notFoundTitle} path="">
      <p>{m.notFound}</p>
      <p>
        <a href={opsPath(lang)}>{m.backToToday}</a>
      </p>
    </OpsDocument>
  );
}
