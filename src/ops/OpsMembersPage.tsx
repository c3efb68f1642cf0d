import type { MemberHit } from '../../commerce/contract/console/members';
import { formatMobile } from '../../lib/mobile';
import { OpsDocument } from './OpsDocument';
import { OpsListTable } from './OpsListTable';
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
      {hits && (
        <OpsListTable
          rows={hits}
          rowKey={(hit) => hit.id}
          empty={<p>{m.none}</p>}
          columns={[
            {
              label: m.name,
              cell: (hit) => (
                <>
                  <a href={opsPath(lang, `/members/${hit.id}`)}>{hit.name}</a>
                  {hit.suspended_at !== null && <span className="ops-muted">{` · ${m.suspendedMark}`}</span>}
                </>
              ),
            },
            { label: m.mobile, cell: (hit) => formatMobile(hit.mobile) },
            { label: m.email, cell: (hit) => hit.email ?? '—' },
          ]}
        />
      )}
    </OpsDocument>
  );
}
