import type { Lang } from '../lib/lang';
import { isOverdue, readOrder } from './db/order-read';
import { bakongConfig } from './payments/bakong';
import { settleDeadlines } from './payments/settle-deadlines';

/**
 * What `read` answers once the shopper's orders past their payment deadline are settled, writing only when
 * one is due: when what it read holds or counts an overdue order (`overdue`), Bakong is asked about them
 * (settleDeadlines: a read never cancels what it has not confirmed unpaid) and it reads again. Otherwise
 * the read is all there is, so it may be answered by a replica (decision 036).
 */
export async function afterDeadline<T extends { overdue: boolean }>(
  db: D1Database,
  env: CloudflareBindings,
  now: number,
  userId: number,
  read: () => Promise<T>,
): Promise<T> {
  const first = await read();
  if (!first.overdue) return first;
  await settleDeadlines(db, bakongConfig(env), now, userId);
  return read();
}

/** One of the shopper's orders (readOrder) once its deadline, if due, is settled; `found` is null when it is not theirs. */
export function readOrderAfterDeadline(
  db: D1Database,
  env: CloudflareBindings,
  lang: Lang,
  userId: number,
  id: number,
  now: number,
) {
  return afterDeadline(db, env, now, userId, async () => {
    const found = await readOrder(db, lang, userId, id);
    return { found, overdue: found !== null && isOverdue(found.order, now) };
  });
}
