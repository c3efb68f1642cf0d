import type { Lang } from '../../lib/lang';
import { paginate } from '../paginate';
import { cartLinesSql, type CartLineRow } from './cart';
import { messageListOf, messageListSql, unreadCountSql } from './messages';
import { oldOrderCutoff, orderCountsOf, orderCountsSql } from './order-read';
import { pointsSummaryOf, pointsSummarySql, type PointsSummaryRow } from './points';
import { MARKS_LIMIT, MARKS_SQL, marksOf } from './saved';
import { tokenUserIdSql, tokenUserSql, type AuthUser } from './tokens';

export type ShopperRows = {
  user: AuthUser;
  cart: CartLineRow[];
  points: { balance: number; earned: number; checkedIn: boolean };
  marks: { saved: number[]; followed: number[] };
  unread: number;
  /** The answers of the page's reads (BATCHED_READS) by their call, as its service gives them; one left out is asked again. */
  answers: Partial<Record<BatchedRead, unknown>>;
};

/** The inbox messages the account home shows. */
export const ACCOUNT_HOME_MESSAGES = 3;

type Binds = { tokenHash: string; lang: Lang; now: number };
/** The id of the token's shopper (the hash bound as ?1) as an SQL expression, given the time's parameter (tokenUserIdSql). */
type TokenUser = (now: string) => string;

/**
 * Reads a page may make in its header state's batch, by the GET of the contract each answers (path and
 * query, as Commerce keys its calls): its statements for the token's shopper, and its service's answer
 * from their results, or undefined to ask the service (an overdue order to expire first).
 */
const BATCHED_READS = {
  '/orders/counts?age=recent': {
    statements: (db: D1Database, user: TokenUser, { tokenHash, now }: Binds) => [
      db.prepare(orderCountsSql(user('?3'), 'recent')).bind(tokenHash, oldOrderCutoff(now), now),
    ],
    answer: ([counts]: D1Result[]) => {
      const found = orderCountsOf(counts?.results ?? []);
      return found.overdue ? undefined : found.counts;
    },
  },
  [`/messages?limit=${ACCOUNT_HOME_MESSAGES}` as const]: {
    statements: (db: D1Database, user: TokenUser, { tokenHash, lang, now }: Binds) => {
      const [page, totals] = messageListSql(user('?6'), user('?3'));
      return [
        db.prepare(page).bind(tokenHash, lang, null, ACCOUNT_HOME_MESSAGES, 0, now),
        db.prepare(totals).bind(tokenHash, null, now),
      ];
    },
    answer: ([list, count]: D1Result[]) => {
      const { rows, total, unread } = messageListOf(list, count);
      return { ...paginate(rows, total, 1, ACCOUNT_HOME_MESSAGES), unread };
    },
  },
};
export type BatchedRead = keyof typeof BATCHED_READS;

/**
 * Everything the header of a signed-in page shows, for the shopper of a token, in one batch (one D1
 * round trip): who they are, their cart lines, points and today's check-in, saved and followed ids,
 * and unread messages, with the page's own `reads` (BATCHED_READS). Every statement finds the shopper by
 * the token itself, so the token is checked in the same round trip; null when it is not live.
 * Binds: ?1 the token's hash; the header's statements take ?2 their own value (language, day or limit)
 * and ?3 the time; a page's read binds its own (BATCHED_READS).
 */
export async function shopperRows(
  db: D1Database,
  tokenHash: string,
  lang: Lang,
  now: number,
  day: string,
  reads: readonly BatchedRead[] = [],
): Promise<ShopperRows | null> {
  const me = tokenUserIdSql('?3');
  const pageStatements = reads.map((read) =>
    BATCHED_READS[read].statements(db, tokenUserIdSql, { tokenHash, lang, now }),
  );
  const [user, cart, points, saved, followed, unread, ...pageResults] = await db.batch([
    db.prepare(tokenUserSql('?3')).bind(tokenHash, null, now),
    // The cart's query reads the language as ?2; the others take their own value there.
    db.prepare(cartLinesSql(me)).bind(tokenHash, lang, now),
    db.prepare(pointsSummarySql(me)).bind(tokenHash, day, now),
    ...MARKS_SQL(me).map((sql) => db.prepare(sql).bind(tokenHash, MARKS_LIMIT, now)),
    db.prepare(unreadCountSql(me)).bind(tokenHash, null, now),
    ...pageStatements.flat(),
  ]);
  const found = user?.results[0] as AuthUser | undefined;
  if (!found) return null;
  const answers: ShopperRows['answers'] = {};
  let next = 0;
  reads.forEach((read, i) => {
    const results = pageResults.slice(next, next + pageStatements[i]!.length);
    next += results.length;
    const answer = BATCHED_READS[read].answer(results);
    if (answer !== undefined) answers[read] = answer;
  });
  return {
    user: found,
    cart: (cart?.results ?? []) as CartLineRow[],
    points: pointsSummaryOf(points?.results[0] as PointsSummaryRow | undefined),
    marks: marksOf(saved, followed),
    unread: (unread?.results[0] as { n: number } | undefined)?.n ?? 0,
    answers,
  };
}
