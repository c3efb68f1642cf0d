import type { OperatorListRow } from '../../commerce/db/operators';
import { OpsDocument } from './OpsDocument';
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
  return (
    <OpsDocument title={m.heading} path="/operators">
      <OpsNotice notice={notice} />
      <div className="ops-scroll">
        <table className="ops-table">
          <thead>
            <tr>
              <th scope="col">{m.name}</th>
              <th scope="col">{m.email}</th>
              <th scope="col">{m.role}</th>
              <th scope="col">{m.twoStep}</th>
              <th scope="col">{m.status}</th>
              <th scope="col">
                <span className="visually-hidden">{m.heading}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {operators.map((row) => {
              const self = row.id === operator.id;
              return (
                <tr key={row.id}>
                  <td data-label={m.name}>{self ? `${row.name} ${m.you}` : row.name}</td>
                  <td data-label={m.email}>{row.email}</td>
                  <td data-label={m.role}>
                    {self ? (
                      roles[row.role]
                    ) : (
                      <form className="ops-inline" method="post" action={action(row.id, 'role')}>
                        <select name="role" defaultValue={row.role} aria-label={`${m.role}: ${row.name}`}>
                          <option value="staff">{roles.staff}</option>
                          <option value="owner">{roles.owner}</option>
                        </select>
                        <button type="submit">{m.saveRole}</button>
                      </form>
                    )}
                  </td>
                  <td data-label={m.twoStep}>{row.two_step ? m.on : m.off}</td>
                  <td data-label={m.status}>
                    {row.disabled_at ? m.disabled : row.paused ? m.paused : m.active}
                    {(row.wrong_codes > 0 || row.wrong_passwords > 0) && (
                      <p className="ops-muted">{m.wrongToday(row.wrong_codes, row.wrong_passwords)}</p>
                    )}
                  </td>
                  <td className="ops-actions">
                    {!self && (
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
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
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
