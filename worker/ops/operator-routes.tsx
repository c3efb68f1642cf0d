import { type Context, Hono } from 'hono';
import { OpsAuditPage } from '../../src/ops/OpsAuditPage';
import { OpsNotFoundPage } from '../../src/ops/OpsNotFoundPage';
import { OpsOperatorsPage } from '../../src/ops/OpsOperatorsPage';
import { noticeStatus } from './route-kit';
import type { Lang } from '../../lib/lang';
import { OPS_MESSAGES } from '../../src/ops/ops-messages';
import { nowSeconds } from '../../lib/clock';
import {
  auditStatement,
  listAudit,
  twoStepStatement,
  createOperatorStatement,
  endOperatorSessionsStatement,
  listOperators,
  operatorPasswordStatement,
  updateOperatorStatement,
} from '../../commerce/db/operators';
import { isConstraintFailure } from '../../commerce/db/constraint-failure';
import { liftPauseStatements } from '../../commerce/db/pauses';
import { hashPassword, randomSecret } from '../../commerce/secrets';
import { clearOpsCookie } from '../request/cookies';
import { requireOperator } from './require-operator';
import type { OpsEnv } from './ops-app';
import type { Notice } from '../../src/ops/OpsNotice';
import { EMAIL } from './contact-shapes';
import { operatorKey } from './two-step-code';

const AUDIT_PAGE = 50;

/** The operators themselves and the audit log (owners only, decision 020). */
export function operatorRoutes(lang: Lang) {
  const m = OPS_MESSAGES[lang];
  /** The owners' page of operators, with a notice and the add form's fields as typed. */
  const operatorsPage = async (
    c: Context<OpsEnv>,
    notice: Notice | null,
    typed: { email: string; name: string } = { email: '', name: '' },
  ) =>
    c.render(
      <OpsOperatorsPage operators={await listOperators(c.env.DB, nowSeconds())} notice={notice} typed={typed} />,
      { status: noticeStatus(notice) },
    );
  return new Hono<OpsEnv>()
    .get('/operators', requireOperator(lang, 'owner'), (c) => operatorsPage(c, null))
    .post('/operators', requireOperator(lang, 'owner'), async (c) => {
      const form = await c.req.parseBody();
      const typed = {
        email: typeof form.email === 'string' ? form.email.trim().toLowerCase() : '',
        name: typeof form.name === 'string' ? form.name.trim() : '',
      };
      const role = form.role === 'owner' ? 'owner' : 'staff';
      const refusal = !EMAIL.test(typed.email)
        ? m.operators.badEmail
        : typed.name.length < 1 || typed.name.length > 80
          ? m.operators.badName
          : null;
      if (refusal) return operatorsPage(c, { kind: 'error', text: refusal }, typed);
      const password = randomSecret(8);
      const salt = randomSecret(16);
      const db = c.env.DB;
      const now = nowSeconds();
      try {
        await db.batch([
          createOperatorStatement(db, { ...typed, role, salt, hash: await hashPassword(password, salt) }, now),
          auditStatement(
            db,
            {
              operatorId: c.get('operator')!.id,
              action: 'operator_add',
              entity: 'operator',
              entityId: typed.email,
              before: null,
              after: { ...typed, role },
            },
            now,
          ),
        ]);
      } catch (error) {
        if (!isConstraintFailure(error)) throw error;
        return operatorsPage(c, { kind: 'error', text: m.operators.taken }, typed);
      }
      return operatorsPage(c, { kind: 'done', text: m.operators.created(typed.email, password) });
    })
    .post(
      '/operators/:id/:change{role|disable|enable|password|two-step-off|lift-pause}',
      requireOperator(lang, 'owner'),
      async (c) => {
        const operator = c.get('operator')!;
        const target = (await listOperators(c.env.DB, nowSeconds())).find(
          (row) => String(row.id) === c.req.param('id'),
        );
        if (!target) return c.render(<OpsNotFoundPage />, { status: 404 });
        const change = c.req.param('change');
        const self = target.id === operator.id;
        if (self && (change === 'role' || change === 'disable' || change === 'enable'))
          return operatorsPage(c, { kind: 'error', text: m.operators.notYourself });
        const db = c.env.DB;
        const now = nowSeconds();
        const audit = (action: string, before: unknown, after: unknown) =>
          auditStatement(
            db,
            { operatorId: operator.id, action, entity: 'operator', entityId: String(target.id), before, after },
            now,
          );
        let password: string | null = null;
        if (change === 'role') {
          const role = (await c.req.parseBody()).role === 'owner' ? 'owner' : 'staff';
          await db.batch([
            updateOperatorStatement(db, target.id, { role }),
            audit('operator_role', { role: target.role }, { role }),
          ]);
        } else if (change === 'disable' || change === 'enable') {
          const disabledAt = change === 'disable' ? now : null;
          await db.batch([
            updateOperatorStatement(db, target.id, { disabledAt }),
            ...(disabledAt ? [endOperatorSessionsStatement(db, target.id)] : []),
            audit(`operator_${change}`, { disabled: Boolean(target.disabled_at) }, { disabled: Boolean(disabledAt) }),
          ]);
        } else if (change === 'password') {
          password = randomSecret(8);
          const salt = randomSecret(16);
          await db.batch([
            operatorPasswordStatement(db, target.id, salt, await hashPassword(password, salt)),
            endOperatorSessionsStatement(db, target.id),
            audit('operator_password', null, null),
          ]);
          if (self) clearOpsCookie(c);
        } else if (change === 'lift-pause') {
          await db.batch([
            ...liftPauseStatements(db, operatorKey(target.email)),
            audit(
              'operator_lift_pause',
              { wrongCodes: target.wrong_codes, wrongPasswords: target.wrong_passwords },
              { wrongCodes: 0, wrongPasswords: 0 },
            ),
          ]);
        } else {
          await db.batch([
            twoStepStatement(db, target.id, null),
            audit('operator_two_step_off', { twoStep: true }, { twoStep: false }),
          ]);
        }
        return operatorsPage(c, {
          kind: 'done',
          text: password ? m.operators.passwordReset(target.email, password) : m.operators.saved,
        });
      },
    )
    .get('/audit', requireOperator(lang, 'owner'), async (c) => {
      const page = Math.min(1000, Math.max(1, Number.parseInt(c.req.query('page') ?? '1', 10) || 1));
      const rows = await listAudit(c.env.DB, AUDIT_PAGE + 1, (page - 1) * AUDIT_PAGE);
      return c.render(<OpsAuditPage rows={rows.slice(0, AUDIT_PAGE)} page={page} more={rows.length > AUDIT_PAGE} />);
    });
}
