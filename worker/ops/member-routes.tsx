import { type Context, Hono } from 'hono';
import { OpsMemberPage } from '../../src/ops/OpsMemberPage';
import { OpsMembersPage } from '../../src/ops/OpsMembersPage';
import { OpsNotFoundPage } from '../../src/ops/OpsNotFoundPage';
import type { MemberNotice } from '../../src/ops/OpsMemberPage';
import type { Lang } from '../../lib/lang';
import { OPS_MESSAGES } from '../../src/ops/ops-messages';
import { opsPath } from '../../src/ops/ops-path';
import { nowSeconds } from '../../lib/clock';
import {
  adjustPoints,
  findMembers,
  gradeOf,
  pointsRowName,
  readMember,
  reinstateMember,
  suspendMember,
  unlockMember,
} from '../../commerce/console';
import { toApiMobile } from '../../lib/mobile';
import type { OpsEnv } from './ops-env';
import { doneNotice, idParam, noticeStatus } from './route-kit';

const MAX_ADJUSTMENT = 100_000;
/** An adjustment of more points than this (1 point is 1 cent: $10) is saved only with a ticked confirmation. */
const CONFIRMED_ADJUSTMENT = 1_000;

/**
 * Members: found by mobile or name, their orders and points, points adjusted with a reason,
 * a sign-in pause lifted; an account suspended with a reason (signed out everywhere) and reinstated.
 */
export function memberRoutes(lang: Lang) {
  const m = OPS_MESSAGES[lang];
  /** The member the path's id names, or null. */
  const memberOf = (c: Context<OpsEnv>) => {
    const id = idParam(c);
    return id === null ? Promise.resolve(null) : readMember(c.env.DB, id, nowSeconds());
  };
  /** The member's page with a notice (or the console's 404 for an unknown member). */
  const memberPage = async (c: Context<OpsEnv>, notice: MemberNotice | null) => {
    const member = await memberOf(c);
    if (!member) return c.render(<OpsNotFoundPage />, { status: 404 });
    const names = Object.fromEntries(member.ledger.map((row) => [row.id, pointsRowName(row, lang)]));
    return c.render(
      <OpsMemberPage member={member} grade={gradeOf(member.earned, lang).grade} names={names} notice={notice} />,
      { status: noticeStatus(notice) },
    );
  };
  return new Hono<OpsEnv>()
    .get('/members', async (c) => {
      const query = (c.req.query('q') ?? '').trim().slice(0, 100);
      if (!query) return c.render(<OpsMembersPage query={''} hits={null} />);
      const mobile = toApiMobile(query);
      const hits = await findMembers(c.env.DB, mobile, mobile ? '' : query);
      return c.render(<OpsMembersPage query={query} hits={hits} />);
    })
    .get('/members/:id', async (c) => memberPage(c, doneNotice(c, m.members)))
    .post('/members/:id/points', async (c) => {
      const member = await memberOf(c);
      if (!member) return c.render(<OpsNotFoundPage />, { status: 404 });
      const form = await c.req.parseBody();
      const typed = { points: String(form.points ?? '').trim(), reason: String(form.reason ?? '').trim() };
      const points = /^[-+]?\d{1,6}$/.test(typed.points) ? Number(typed.points) : Number.NaN;
      const refusal =
        !Number.isInteger(points) || points === 0 || Math.abs(points) > MAX_ADJUSTMENT
          ? m.members.badAmount
          : typed.reason.length < 3 || typed.reason.length > 200
            ? m.members.noReason
            : member.balance + points < 0
              ? m.members.belowZero(member.balance)
              : null;
      if (refusal) return memberPage(c, { kind: 'error', text: refusal, ...typed });
      // The box confirms the amount it names: another typed after it was shown asks again.
      if (Math.abs(points) > CONFIRMED_ADJUSTMENT && form.confirm !== String(points)) {
        return memberPage(c, { kind: 'error', text: m.members.confirmLarge, ...typed, large: points });
      }
      const db = c.env.DB;
      const adjusted = await adjustPoints(db, member, points, typed.reason, c.get('operator')!.id, nowSeconds());
      // Another adjustment landed first and this one would now go below 0: nothing was written.
      if (adjusted === 'belowZero') {
        const balance = (await readMember(db, member.id, nowSeconds()))?.balance ?? 0;
        return memberPage(c, { kind: 'error', text: m.members.belowZero(balance), ...typed });
      }
      return c.redirect(opsPath(lang, `/members/${member.id}?done=adjusted`), 303);
    })
    .post('/members/:id/unlock', async (c) => {
      const member = await memberOf(c);
      if (!member) return c.render(<OpsNotFoundPage />, { status: 404 });
      await unlockMember(c.env.DB, member, c.get('operator')!.id, nowSeconds());
      return c.redirect(opsPath(lang, `/members/${member.id}?done=unlocked`), 303);
    })
    .post('/members/:id/suspend', async (c) => {
      const member = await memberOf(c);
      if (!member) return c.render(<OpsNotFoundPage />, { status: 404 });
      const body = await c.req.parseBody();
      const why = String(body.why ?? '').trim();
      if (why.length < 3 || why.length > 200) return memberPage(c, { kind: 'error', text: m.members.noReason, why });
      if (member.suspended_at === null) {
        if (body.confirm !== '1') return memberPage(c, { kind: 'error', text: m.members.suspendUnconfirmed, why });
        await suspendMember(c.env.DB, member, why, c.get('operator')!.id, nowSeconds());
      }
      return c.redirect(opsPath(lang, `/members/${member.id}?done=suspended`), 303);
    })
    .post('/members/:id/reinstate', async (c) => {
      const member = await memberOf(c);
      if (!member) return c.render(<OpsNotFoundPage />, { status: 404 });
      if (member.suspended_at !== null) await reinstateMember(c.env.DB, member, c.get('operator')!.id, nowSeconds());
      return c.redirect(opsPath(lang, `/members/${member.id}?done=reinstated`), 303);
    });
}
