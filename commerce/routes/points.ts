import { memberRead, withReads } from '../read';
import { Hono } from 'hono';
import type { Lang } from '../../lib/lang';
import { myGradeRequest, pointsListRequest, signInRequest } from '../contract/points';
import { nowSeconds, phnomPenhDate } from '../../lib/clock';
import type { CommerceEnv } from '../commerce-env';
import { CHECK_IN_POINTS, checkIn, listPoints, pointsSummary } from '../db/points';
import { fail, ok } from '../envelope';
import { gradeOf, pointsRowName } from '../grades';
import { paginate } from '../paginate';
import { requireUser } from '../require-user';
import { member, parsed, type Service } from '../service';
import { answers, takes } from '../route-spec';
import { myGradeResponse, pointsListResponse, signInResponse } from '../contract/points';

/** The shopper's grade, points balance and whether they checked in today. */
export const myGrade = (async (ctx, input) => {
  parsed(myGradeRequest, input);
  const summary = await pointsSummary(ctx.db, (await member(ctx)).id, phnomPenhDate(nowSeconds()));
  return gradeView(summary, ctx.lang);
}) satisfies Service<unknown>;

/** The /mygrade answer for a points summary. */
export function gradeView(summary: { balance: number; earned: number; checkedIn: boolean }, lang: Lang) {
  return {
    ...gradeOf(summary.earned, lang),
    points: summary.balance,
    earned: summary.earned,
    is_everyday: summary.checkedIn ? (1 as const) : (0 as const),
  };
}

/** The shopper's points ledger, a page at a time, and their balance. */
export const pointsList = (async (ctx, raw) => {
  const { id: userId } = await member(ctx);
  const { page, limit } = parsed(pointsListRequest, raw);
  const [{ rows, total }, summary] = await Promise.all([
    listPoints(ctx.db, userId, limit, (page - 1) * limit),
    pointsSummary(ctx.db, userId, phnomPenhDate(nowSeconds())),
  ]);
  // The ref stays inside: the title says what it names.
  const list = rows.map(({ ref, ...row }) => ({ ...row, title: pointsRowName({ ...row, ref }, ctx.lang) }));
  return { ...paginate(list, total, page, limit), balance: summary.balance };
}) satisfies Service<unknown>;

/** The module's GETs, as the client calls them and the routes mount them (read.ts). */
export const pointReads = {
  grade: memberRead('/mygrade', myGradeResponse, myGrade),
  list: memberRead('/points', pointsListResponse, pointsList),
};

/** POST /api/signin (daily check-in), GET /api/mygrade, GET /api/points (the ledger). */
export const points = withReads(new Hono<CommerceEnv>(), pointReads).post(
  '/signin',
  answers(signInResponse),
  requireUser(),
  takes(signInRequest),
  async (c) => {
    const now = nowSeconds();
    const day = phnomPenhDate(now);
    if (!(await checkIn(c.env.DB, c.get('user').id, day, now))) return fail(c, 409, 'alreadyCheckedIn', 409);
    const { balance } = await pointsSummary(c.env.DB, c.get('user').id, day);
    return ok(c, { points: CHECK_IN_POINTS, balance }, 'checkedIn');
  },
);
