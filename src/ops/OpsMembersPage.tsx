import type { MemberHit } from '../../commerce/db/ops-members';
import { formatMobile } from '../../lib/mobile';
import { OpsDocument } from './OpsDocument';
import { useOperatorPage } from './ops-request';
import { OPS_MESSAGES } from './ops-messages';
import { opsPath } from './ops-path';

/** Find a member by mobile number or name; each hit opens the member's page. */
export function OpsMembersPage({
  query,
  hits,
}: {
  query: string;
  /** Null before a search. */
  hits: MemberHit[] | null;
}) {
  const { lang } = useOperatorPage();
  const m = OPS_MESSAGES[lang].members;
  return (
    <OpsDocument title={m.heading} path="/members">
      <form className="ops-search" method="get" action={opsPath(lang, '/members')} role="search">
        <label>
          {m.search}
          <input type="search" name="q" defaultValue={query} required maxLength={100} />
        </label>
        <button type="submit">{m.find}</button>
      </form>
      {hits && hits.length === 0 && <p>{m.none}</p>}
      {hits && hits.length > 0 && (
        <div className="ops-scroll">
          <table className="ops-table">
            <thead>
              <tr>
                <th scope="col">{m.name}</th>
                <th scope="col">{m.mobile}</th>
                <th scope="col">{m.email}</th>
              </tr>
            </thead>
            <tbody>
              {hits.map((hit) => (
                <tr key={hit.id}>
                  <td data-label={m.name}>
                    <a href={opsPath(lang, `/members/${hit.id}`)}>{hit.name}</a>
                    {hit.suspended_at !== null && <span className="ops-muted">{` · ${m.suspendedMark}`}</span>}
                  </td>
                  <td data-label={m.mobile}>{formatMobile(hit.mobile)}</td>
                  <td data-label={m.email}>{hit.email ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </OpsDocument>
  );
}
