import { OpsDocument } from './OpsDocument';
import { OPS_MESSAGES } from './ops-messages';
import { opsPath } from './ops-path';
import { useOperatorPage } from './ops-request';

/**
 * A section the programme's own system runs (API_ORIGIN is set): what the shop reads from there, and the
 * sections that stay in this console. Shown for the section's pages, and for a form sent to it, which
 * changed nothing (`refused`).
 */
export function OpsBackendPage({ origin, path, refused }: { origin: string; path: string; refused: boolean }) {
  const { lang, operator } = useOperatorPage();
  const m = OPS_MESSAGES[lang];
  const stays = [
    { to: '/site', text: m.nav.site },
    ...(operator.role === 'owner'
      ? [
          { to: '/operators', text: m.nav.operators },
          { to: '/audit', text: m.nav.audit },
        ]
      : []),
    { to: '/account', text: m.account.heading },
  ];
  return (
    <OpsDocument title={m.backend.heading} path={path}>
      {refused && (
        <p className="ops-error" role="alert">
          {m.backend.refused}
        </p>
      )}
      <p>{m.backend.body(origin)}</p>
      <p>{m.backend.stays}</p>
      <ul>
        {stays.map(({ to, text }) => (
          <li key={to}>
            <a href={opsPath(lang, to)}>{text}</a>
          </li>
        ))}
      </ul>
    </OpsDocument>
  );
}
