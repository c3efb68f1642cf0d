import type { AuditRow } from '../../commerce/contract/console/operators';
import type { Lang } from '../../lib/lang';
import { labelText } from '../lib/label-text';
import { formatDate, formatTime } from '../../lib/phnom-penh-time';
import { type AuditChange, auditChanges } from './audit-changes';
import { OpsDocument } from './OpsDocument';
import { OpsListTable } from './OpsListTable';
import { useOperatorPage } from './ops-request';
import { OPS_MESSAGES } from './ops-messages';
import { opsPath } from './ops-path';

/** The console's page of each kind of record an entry names, by the audit's entity (its id appended). */
const RECORD_PAGES: Record<string, string> = {
  product: '/products',
  member: '/members',
  merchant: '/merchants',
  category: '/categories',
  brand: '/brands',
  order: '/orders',
  promotion: '/promotions',
  coupon: '/vouchers',
  outlet: '/outlets',
  business_category: '/shop-kinds',
};

/** An entry's record ("product 3"), a link to its page in the console when it has one. */
const record = (lang: Lang, { entity, entity_id: id }: AuditRow) => {
  if (!id) return entity;
  const page = Object.hasOwn(RECORD_PAGES, entity) && /^[1-9][0-9]*$/.test(id) ? RECORD_PAGES[entity] : undefined;
  return page ? <a href={opsPath(lang, `${page}/${id}`)}>{`${entity} ${id}`}</a> : `${entity} ${id}`;
};

/** An entry's changes listed at once; the rest wait behind a "more fields" toggle. */
const SHOWN = 6;

/** "price: $1.00 → $2.00" for a change, "price: $1.00" for a field added or removed ("តម្លៃ៖ …" in Khmer). */
const line = (lang: Lang, { field, before, after }: AuditChange) => {
  const value = before !== undefined && after !== undefined ? `${before} → ${after}` : (after ?? before);
  return field ? `${labelText(lang, field)} ${value}` : (value ?? '');
};

const changeList = (lang: Lang, changes: AuditChange[]) => (
  <ul className="ops-changes">
    {changes.map((change) => (
      <li key={change.field}>{line(lang, change)}</li>
    ))}
  </ul>
);

/**
 * The audit, newest first: who changed what and when, and what the change was, field by field (changes
 * as before → after, an addition's or a removal's fields with their values). Owners only.
 */
export function OpsAuditPage({ rows, page, more }: { rows: AuditRow[]; page: number; more: boolean }) {
  const { lang } = useOperatorPage();
  const m = OPS_MESSAGES[lang].audit;
  const { states, eventNotes } = OPS_MESSAGES[lang].orders;
  // A way out (decision 054) is audited as the move the operator made: "ready for pick-up → not collected".
  const words = {
    ...m.words,
    states: { ...states, not_collected: eventNotes.not_collected, returned: eventNotes.returned },
  };
  const changeCell = (row: AuditRow) => {
    if (row.before_json === null && row.after_json === null) return '—';
    const changes = auditChanges(row.before_json, row.after_json, lang, words);
    if (changes.length === 0) return m.unchanged;
    return (
      <>
        {changeList(lang, changes.slice(0, SHOWN))}
        {changes.length > SHOWN && (
          <details>
            <summary>{m.moreFields(changes.length - SHOWN)}</summary>
            {changeList(lang, changes.slice(SHOWN))}
          </details>
        )}
      </>
    );
  };
  return (
    <OpsDocument title={m.heading} path="/audit">
      <OpsListTable
        rows={rows}
        rowKey={(row) => row.id}
        empty={<p>{m.empty}</p>}
        columns={[
          { label: m.when, cell: (row) => `${formatDate(row.at, lang)} ${formatTime(row.at)}` },
          { label: m.who, cell: (row) => row.operator ?? m.operatorApi },
          { label: m.action, cell: (row) => m.actions[row.action] ?? row.action },
          { label: m.record, cell: (row) => record(lang, row) },
          { label: m.change, cell: changeCell },
        ]}
      />
      <p className="ops-pages">
        {page > 1 && <a href={opsPath(lang, `/audit?page=${page - 1}`)}>{m.newer}</a>}
        {more && <a href={opsPath(lang, `/audit?page=${page + 1}`)}>{m.older}</a>}
      </p>
    </OpsDocument>
  );
}
