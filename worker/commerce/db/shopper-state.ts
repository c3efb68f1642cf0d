import type { Lang } from '../../../src/lib/lang';
import { cartLinesSql, type CartLineRow } from './cart';
import { unreadCountSql } from './messages';
import { pointsSummaryOf, pointsSummarySql, type PointsSummaryRow } from './points';
import { MARKS_LIMIT, MARKS_SQL, marksOf } from './saved';
import { tokenUserIdSql, tokenUserSql, type AuthUser } from './tokens';

export type ShopperRows = {
  user: AuthUser;
  cart: CartLineRow[];
  points: { balance: number; earned: number; checkedIn: boolean };
  marks: { saved: number[]; followed: number[] };
  unread: number;
};

/**
 * Everything the header of a signed-in page shows, for the shopper of a token, in one batch (one D1
 * round trip): who they are, their cart lines, points and today's check-in, saved and followed ids,
 * and unread messages. Every statement finds the shopper by the token itself, so the token is checked
 * in the same round trip; null when it is not live.
 * Binds: ?1 the token's hash, ?2 the statement's own value (language, day or limit), ?3 the time.
 */
export async function shopperRows(
  db: D1Database,
  tokenHash: string,
  lang: Lang,
  now: number,
  day: string,
): Promise<ShopperRows | null> {
  const me = tokenUserIdSql('?3');
  const [user, cart, points, saved, followed, unread] = await db.batch([
    db.prepare(tokenUserSql('?3')).bind(tokenHash, null, now),
    // The cart's query reads the language as ?2; the others take their own value there.
    db.prepare(cartLinesSql(me)).bind(tokenHash, lang, now),
    db.prepare(pointsSummarySql(me)).bind(tokenHash, day, now),
    ...MARKS_SQL(me).map((sql) => db.prepare(sql).bind(tokenHash, MARKS_LIMIT, now)),
    db.prepare(unreadCountSql(me)).bind(tokenHash, null, now),
  ]);
  const found = user?.results[0] as AuthUser | undefined;
  if (!found) return null;
  return {
    user: found,
    cart: (cart?.results ?? []) as CartLineRow[],
    points: pointsSummaryOf(points?.results[0] as PointsSummaryRow | undefined),
    marks: marksOf(saved, followed),
    unread: (unread?.results[0] as { n: number } | undefined)?.n ?? 0,
  };
}
