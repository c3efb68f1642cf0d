import type { MessageKind } from '../contract/choices';
import type { Lang } from '../../lib/lang';

/** A shopper's inbox. Every read is scoped by user_id: another shopper's message id finds nothing. */

export type NewMessage = {
  userId: number;
  kind: MessageKind;
  title: Record<Lang, string>;
  body: Record<Lang, string>;
  /** An unprefixed local path the message points to (`/accounts/order-details/12`), or none. */
  link?: string | null;
  /** Makes the message unique for the shopper: a second add with the same ref does nothing. */
  ref?: string | null;
};

/**
 * The statement that posts a message to a shopper's inbox, for callers that batch it with their own
 * change (an order, a support reply) so both happen or neither does. See addMessage.
 */
export function addMessageStatement(db: D1Database, message: NewMessage, now: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO member_messages (user_id, kind, title_en, title_km, body_en, body_km, link, ref, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9) ON CONFLICT (user_id, ref) DO NOTHING`,
    )
    .bind(
      message.userId,
      message.kind,
      message.title.en,
      message.title.km,
      message.body.en,
      message.body.km,
      message.link ?? null,
      message.ref ?? null,
      now,
    );
}

/** A message about orders a batch writes itself: `{id}` in its texts, link and ref becomes each order's id. */
export type OrderMessage = Omit<NewMessage, 'userId' | 'link' | 'ref'> & { link: string; ref: string };

/**
 * Like addMessageStatement, for orders whose ids (or owners) the caller does not know before its batch
 * runs (an order it inserts, the orders a cancel or expiry picks): one message per order the SQL
 * `orders` selects (`id IN (orders)`, using ?1…?n = `binds`), to the order's shopper.
 */
export function addOrderMessagesStatement(
  db: D1Database,
  message: OrderMessage,
  orders: string,
  binds: unknown[],
  now: number,
): D1PreparedStatement {
  const at = (i: number) => `?${binds.length + i}`;
  const fill = (i: number) => `replace(${at(i)}, '{id}', id)`;
  return db
    .prepare(
      `INSERT INTO member_messages (user_id, kind, title_en, title_km, body_en, body_km, link, ref, created_at)
       SELECT user_id, ${at(1)}, ${fill(2)}, ${fill(3)}, ${fill(4)}, ${fill(5)}, ${fill(6)}, ${fill(7)}, ${at(8)}
       FROM orders WHERE id IN (${orders}) ON CONFLICT (user_id, ref) DO NOTHING`,
    )
    .bind(
      ...binds,
      message.kind,
      message.title.en,
      message.title.km,
      message.body.en,
      message.body.km,
      message.link,
      message.ref,
      now,
    );
}

/**
 * Posts a message to a shopper's inbox (order updates, support replies, promotions), in both languages;
 * the shopper reads it in theirs. Returns the new id, or null when a message with the same `ref` exists.
 */
export async function addMessage(db: D1Database, message: NewMessage, now: number): Promise<number | null> {
  const row = await addMessageStatement(db, message, now).run();
  return row.meta.changes > 0 ? row.meta.last_row_id : null;
}

const text = (field: string) => `CASE WHEN ?2 = 'km' THEN ${field}_km ELSE ${field}_en END`;

export type MessageListRow = {
  id: number;
  kind: MessageKind;
  title: string;
  excerpt: string;
  read: 0 | 1;
  created_at: number;
};

export type MessageListPage = { rows: MessageListRow[]; total: number; unread: number };

/**
 * The inbox page's two queries (`listMessages`) for the shopper whose id is the SQL expression `user` in
 * the first and `totalsUser` in the second. The page binds ?2 the language, ?3 the kind or null, ?4 the
 * limit, ?5 the offset; the totals bind ?2 the kind or null.
 */
export function messageListSql(user: string, totalsUser: string): [string, string] {
  return [
    `SELECT id, kind, ${text('title')} AS title, substr(${text('body')}, 1, 120) AS excerpt, read_at IS NOT NULL AS read, created_at
     FROM member_messages WHERE user_id = ${user} AND (?3 IS NULL OR kind = ?3) ORDER BY id DESC LIMIT ?4 OFFSET ?5`,
    `SELECT COUNT(*) FILTER (WHERE ?2 IS NULL OR kind = ?2) AS total, COUNT(*) FILTER (WHERE read_at IS NULL) AS unread
     FROM member_messages WHERE user_id = ${totalsUser}`,
  ];
}

/** One page of the inbox, newest first (optionally one kind), with the total and the unread count. */
export async function listMessages(
  db: D1Database,
  lang: Lang,
  userId: number,
  kind: MessageKind | null,
  limit: number,
  offset: number,
): Promise<MessageListPage> {
  const [page, totals] = messageListSql('?1', '?1');
  const [list, count] = await db.batch([
    db.prepare(page).bind(userId, lang, kind, limit, offset),
    db.prepare(totals).bind(userId, kind),
  ]);
  return messageListOf(list, count);
}

/** The inbox page of its two queries' results. */
export function messageListOf(list: D1Result | undefined, count: D1Result | undefined): MessageListPage {
  const totals = (count?.results[0] ?? { total: 0, unread: 0 }) as { total: number; unread: number };
  return { rows: (list?.results ?? []) as MessageListRow[], ...totals };
}

/** One of the shopper's messages, as it is (reading it changes nothing); null when it is not theirs. */
export async function findMessage(db: D1Database, lang: Lang, userId: number, id: number) {
  return db
    .prepare(
      `SELECT id, kind, ${text('title')} AS title, ${text('body')} AS body, link, read_at IS NOT NULL AS read, created_at
       FROM member_messages WHERE user_id = ?1 AND id = ?3`,
    )
    .bind(userId, lang, id)
    .first<{
      id: number;
      kind: MessageKind;
      title: string;
      body: string;
      link: string | null;
      read: 0 | 1;
      created_at: number;
    }>();
}

/**
 * Marks one of the shopper's messages read (the first time counts), and counts what is left unread, in one
 * round trip; null when the message is not theirs.
 */
export async function markMessageRead(
  db: D1Database,
  userId: number,
  id: number,
  now: number,
): Promise<{ unread: number } | null> {
  const [marked, count] = await db.batch([
    db
      .prepare('UPDATE member_messages SET read_at = COALESCE(read_at, ?3) WHERE user_id = ?1 AND id = ?2 RETURNING id')
      .bind(userId, id, now),
    db.prepare(unreadCountSql('?1')).bind(userId),
  ]);
  if (!marked?.results.length) return null;
  return { unread: (count?.results[0] as { n: number } | undefined)?.n ?? 0 };
}

/** How many of the shopper's messages are unread. */
export async function unreadCount(db: D1Database, userId: number): Promise<number> {
  const row = await db.prepare(unreadCountSql('?1')).bind(userId).first<{ n: number }>();
  return row?.n ?? 0;
}

/** The unread-count query of the shopper whose id is the SQL expression `user`. */
export function unreadCountSql(user: string): string {
  return `SELECT COUNT(*) AS n FROM member_messages WHERE user_id = ${user} AND read_at IS NULL`;
}
