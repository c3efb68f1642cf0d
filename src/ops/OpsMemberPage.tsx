import type { Member } from '../../commerce/contract/console/members';
import { formatMobile } from '../../lib/mobile';
import { formatUsd } from '../../lib/money';
import { formatDate } from '../../lib/phnom-penh-time';
import { OpsDocument } from './OpsDocument';
import { useOperatorPage } from './ops-request';
import { OPS_MESSAGES } from './ops-messages';
import { opsPath } from './ops-path';
import { OpsNotice } from './OpsNotice';
import { OpsConfirmBox } from './OpsConfirmBox';

/** What the page says after a change, or why a change was refused (the refused form keeps what was typed). */
export type MemberNotice =
  | { kind: 'done'; text: string }
  | { kind: 'error'; text: string; points: string; reason: string; large?: number }
  | { kind: 'error'; text: string; why: string };

/**
 * A member: account, points and grade, latest orders and the ledger; a form to adjust points with a
 * reason, and, when wrong passwords hold their sign-in, a button that lifts the pause.
 */
export function OpsMemberPage({
  member,
  grade,
  names,
  notice,
}: {
  member: Member;
  grade: string;
  /** Each ledger row's name in the page's language, by its id. */
  names: Record<number, string>;
  notice: MemberNotice | null;
}) {
  const { lang } = useOperatorPage();
  const m = OPS_MESSAGES[lang].members;
  // The words of the console's own order pages.
  const { states } = OPS_MESSAGES[lang].orders;
  const action = (path: string) => opsPath(lang, `/members/${member.id}${path}`);
  return (
    <OpsDocument title={member.name} path={`/members/${member.id}`}>
      <OpsNotice notice={notice} />
      <dl className="ops-facts">
        <dt>{m.mobile}</dt>
        <dd>{formatMobile(member.mobile)}</dd>
        <dt>{m.email}</dt>
        <dd>{member.email ?? '—'}</dd>
        <dt>{m.points}</dt>
        <dd>{`${m.balance} ${member.balance} · ${m.earned} ${member.earned} · ${m.grade} ${grade}`}</dd>
      </dl>
      <p className="ops-muted">{m.since(formatDate(member.created_at, lang))}</p>

      <section aria-labelledby="ops-adjust">
        <h2 id="ops-adjust">{m.adjust}</h2>
        <form className="ops-form" method="post" action={action('/points')}>
          <label>
            {m.amount}
            <input
              name="points"
              inputMode="numeric"
              pattern="[\-+]?[0-9]+"
              required
              defaultValue={notice && 'points' in notice ? notice.points : ''}
            />
          </label>
          <label>
            {m.reason}
            <input
              name="reason"
              required
              minLength={3}
              maxLength={200}
              defaultValue={notice && 'reason' in notice ? notice.reason : ''}
            />
          </label>
          {notice && 'large' in notice && notice.large !== undefined && (
            <OpsConfirmBox
              value={String(notice.large)}
              text={(notice.large > 0 ? m.confirmGive : m.confirmTake)(
                Math.abs(notice.large).toLocaleString('en-US'),
                formatUsd(Math.abs(notice.large)),
                member.name,
              )}
            />
          )}
          <button type="submit">{m.save}</button>
        </form>
      </section>

      <section aria-labelledby="ops-sign-in">
        <h2 id="ops-sign-in">{m.signIn}</h2>
        {member.wrongPasswords === 0 ? (
          <p>{m.notPaused}</p>
        ) : (
          <form className="ops-form" method="post" action={action('/unlock')}>
            <p>{m.wrongPasswords(member.wrongPasswords)}</p>
            {member.paused && <p>{m.paused}</p>}
            <button type="submit">{m.unlock}</button>
          </form>
        )}
      </section>

      <section aria-labelledby="ops-account">
        <h2 id="ops-account">{m.account}</h2>
        {member.suspended_at === null ? (
          <form className="ops-form" method="post" action={action('/suspend')}>
            <p className="ops-wide">{m.suspendNote}</p>
            <label>
              {m.why}
              <input
                name="why"
                required
                minLength={3}
                maxLength={200}
                defaultValue={notice && 'why' in notice ? notice.why : ''}
              />
            </label>
            <OpsConfirmBox text={m.suspendConfirm(member.name)} />
            <button type="submit" className="ops-danger">
              {m.suspend}
            </button>
          </form>
        ) : (
          <form className="ops-form" method="post" action={action('/reinstate')}>
            <p className="ops-wide">
              {m.suspendedSince(formatDate(member.suspended_at, lang), member.suspended_reason ?? '')}
            </p>
            <button type="submit">{m.reinstate}</button>
          </form>
        )}
      </section>

      <section aria-labelledby="ops-orders">
        <h2 id="ops-orders">{m.orders}</h2>
        {member.orders.length === 0 ? (
          <p>{m.noOrders}</p>
        ) : (
          <ul className="ops-list">
            {member.orders.map((order) => (
              <li key={order.id}>
                <a
                  href={opsPath(lang, `/orders/${order.id}`)}
                >{`${m.order(order.id)} · ${formatDate(order.created_at, lang)}`}</a>
                <span>{`${states[order.state] ?? order.state} · ${formatUsd(order.total_cents)}`}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="ops-ledger">
        <h2 id="ops-ledger">{m.ledger}</h2>
        {member.ledger.length === 0 ? (
          <p>{m.noLedger}</p>
        ) : (
          <ul className="ops-list">
            {member.ledger.map((row) => (
              <li key={row.id}>
                <span>{`${formatDate(row.created_at, lang)} · ${names[row.id] ?? row.kind}${row.note ? ` · ${row.note}` : ''}`}</span>
                <span>{row.points > 0 ? `+${row.points}` : String(row.points)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </OpsDocument>
  );
}
