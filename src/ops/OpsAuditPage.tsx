import type { AuditRow, Operator } from '../../worker/commerce/db/operators';
import type { Lang } from '../lib/lang';
import { formatDate, formatTime } from '../lib/phnom-penh-time';
import { OpsDocument } from './OpsDocument';
import { OPS_MESSAGES } from './ops-messages';
import { opsPath } from './ops-path';

/** The audit, newest first: who changed what and when, with the record before and after. Owners only. */
export function OpsAuditPage({
  lang,
  operator,
  rows,
  page,
  more,
}: {
  lang: Lang;
  operator: Operator;
  rows: AuditRow[];
  page: number;
  more: boolean;
}) {
  const m = OPS_MESSAGES[lang].audit;
  return (
    <OpsDocument lang={lang} title={m.heading} operator={operator} path="/audit">
      {rows.length === 0 ? (
        <p>{m.empty}</p>
      ) : (
        <div className="ops-scroll">
          <table className="ops-table">
            <thead>
              <tr>
                <th scope="col">{m.when}</th>
                <th scope="col">{m.who}</th>
                <th scope="col">{m.action}</th>
                <th scope="col">{m.record}</th>
                <th scope="col">{m.change}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td data-label={m.when}>{`${formatDate(row.at, lang)} ${formatTime(row.at)}`}</td>
                  <td data-label={m.who}>{row.operator}</td>
                  <td data-label={m.action}>{m.actions[row.action] ?? row.action}</td>
                  <td data-label={m.record}>{row.entity_id ? `${row.entity} ${row.entity_id}` : row.entity}</td>
                  <td data-label={m.change}>
                    {row.before_json || row.after_json ? (
                      <code>{`${row.before_json ?? '—'} → ${row.after_json ?? '—'}`}</code>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="ops-pages">
        {page > 1 && <a href={opsPath(lang, `/audit?page=${page - 1}`)}>{m.newer}</a>}
        {more && <a href={opsPath(lang, `/audit?page=${page + 1}`)}>{m.older}</a>}
      </p>
    </OpsDocument>
  );
}
