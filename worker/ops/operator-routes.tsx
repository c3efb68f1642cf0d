import { type Context, Hono } from 'hono';
import { OpsAuditPage } from '../../src/ops/OpsAuditPage';
import { OpsNotFoundPage } from '../../src/ops/OpsNotFoundPage';
import { OpsOperatorsPage } from '../../src/ops/OpsOperatorsPage';
import { noticeStatus } from './route-kit';
import type { Lang } from '../../lib/lang';
import { OPS_MESSAGES } from '../../src/ops/ops-messages';
import { nowSeconds } from '../../lib/clock';
import {
  addOperator,
  disableOperator,
  enableOperator,
  liftOperatorPause,
  listAudit,
  listOperators,
  resetOperatorPassword,
  setOperatorRole,
  turnOffOperatorTwoStep,
} from '../../commerce/console';
import { clearOpsCookie } from '../request/cookies';
import { requireOperator } from './require-operator';
import type { OpsEnv } from './ops-env';
import type { Notice } from '../../src/ops/OpsNotice';
import { EMAIL } from './contact-shapes';

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
      const added = await addOperator(c.env.DB, { ...typed, role }, c.get('operator')!.id, nowSeconds());
      if (added === 'taken') return operatorsPage(c, { kind: 'error', text: m.operators.taken }, typed);
      return operatorsPage(c, { kind: 'done', text: m.operators.created(typed.email, added.password) });
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
        let password: string | null = null;
        if (change === 'role') {
          const role = (await c.req.parseBody()).role === 'owner' ? 'owner' : 'staff';
          await setOperatorRole(db, target, role, operator.id, now);
        } else if (change === 'disable') {
          await disableOperator(db, target, operator.id, now);
        } else if (change === 'enable') {
          await enableOperator(db, target, operator.id, now);
        } else if (change === 'password') {
          password = await resetOperatorPassword(db, target, operator.id, now);
          if (self) clearOpsCookie(c);
        } else if (change === 'lift-pause') {
          await liftOperatorPause(db, target, operator.id, now);
        } else {
          await turnOffOperatorTwoStep(db, target, operator.id, now);
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
