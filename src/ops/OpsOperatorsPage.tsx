import type { OperatorListRow } from '../../commerce/contract/console/operators';
import { OpsDocument } from './OpsDocument';
import { OpsListTable } from './OpsListTable';
import { useOperatorPage } from './ops-request';
import { OPS_MESSAGES } from './ops-messages';
import { opsPath } from './ops-path';
import { OpsNotice, type Notice } from './OpsNotice';

/** What the page says after a change (a new password is shown this once), or why a change was refused. */
/**
 * The owners' page of operators: add one (a password shown once), change a role, disable or enable,
 * give a new password, turn off a lost phone's two-step, lift a sign-in pause (wrong codes or passwords
 * someone spent on an operator's account). An owner does not change their own role or
 * status, so a shop always keeps the owner who is signed in.
 */
export function OpsOperatorsPage({
  operators,
  notice,
  typed,
}: {
  operators: OperatorListRow[];
  notice: Notice | null;
  /** The add form's fields as typed, after a refusal. */
  typed: { email: string; name: string };
}) {
  const { lang, operator } = useOperatorPage();
  const m = OPS_MESSAGES[lang].operators;
  const roles = OPS_MESSAGES[lang].roles;
  const action = (id: number, change: string) => opsPath(lang, `/operators/${id}/${change}`);
  /** The signed-in owner's own row: no role or status to change. */
  const isSelf = (row: OperatorListRow) => row.id === operator.id;
  return (
    <OpsDocument title={m.heading} path="/operators">
      <OpsNotice notice={notice} />
      <OpsListTable
        rows={operators}
        rowKey={(row) => row.id}
        columns={[
          { label: m.name, cell: (row) => (isSelf(row) ? `${row.name} ${m.you}` : row.name) },
          { label: m.email, cell: (row) => row.email },
          {
            label: m.role,
            cell: (row) =>
              isSelf(row) ? (
                roles[row.role]
              ) : (
                <form className="ops-inline" method="post" action={action(row.id, 'role')}>
                  <select name="role" defaultValue={row.role} aria-label={`${m.role}: ${row.name}`}>
                    <option value="staff">{roles.staff}</option>
                    <option value="owner">{roles.owner}</option>
                  </select>
                  <button type="submit">{m.saveRole}</button>
                </form>
              ),
          },
          { label: m.twoStep, cell: (row) => (row.two_step ? m.on : m.off) },
          {
            label: m.status,
            cell: (row) => (
              <>
                {row.disabled_at ? m.disabled : row.paused ? m.paused : m.active}
                {(row.wrong_codes > 0 || row.wrong_passwords > 0) && (
                  <p className="ops-muted">{m.wrongToday(row.wrong_codes, row.wrong_passwords)}</p>
                )}
              </>
            ),
          },
          {
            head: <span className="visually-hidden">{m.heading}</span>,
            className: 'ops-actions',
            cell: (row) => (
              <>
                {!isSelf(row) && (
                  <form method="post" action={action(row.id, row.disabled_at ? 'enable' : 'disable')}>
                    <button type="submit">{row.disabled_at ? m.enable : m.disable}</button>
                  </form>
                )}
                <form method="post" action={action(row.id, 'password')}>
                  <button type="submit">{m.resetPassword}</button>
                </form>
                {(row.wrong_codes > 0 || row.wrong_passwords > 0) && (
                  <form method="post" action={action(row.id, 'lift-pause')}>
                    <button type="submit">{m.liftPause}</button>
                  </form>
                )}
                {row.two_step === 1 && (
                  <form method="post" action={action(row.id, 'two-step-off')}>
                    <button type="submit">{m.twoStepOff}</button>
                  </form>
                )}
              </>
            ),
          },
        ]}
      />
      <section aria-labelledby="ops-add-operator">
        <h2 id="ops-add-operator">{m.add}</h2>
        <form className="ops-form" method="post" action={opsPath(lang, '/operators')}>
          <label>
            {m.email}
            <input type="email" name="email" required maxLength={254} defaultValue={typed.email} />
          </label>
          <label>
            {m.name}
            <input name="name" required maxLength={80} defaultValue={typed.name} />
          </label>
          <label>
            {m.role}
            <select name="role" defaultValue="staff">
              <option value="staff">{roles.staff}</option>
              <option value="owner">{roles.owner}</option>
            </select>
          </label>
          <button type="submit">{m.create}</button>
        </form>
      </section>
    </OpsDocument>
  );
}
