import type { Lang } from '../../lib/lang';
import { AREAS, loadAreas, type Area, type MessageTable, type Messages } from './message-areas';

/**
 * The base messages of one language and those of the given areas (the server's copy for one page).
 * The same table object for the same language and areas, made once: the tables are constants, so
 * every request of an isolate can share it (and its serialized form, see `serializeOnce`). Never mutated.
 */
export function loadMessages(lang: Lang, areas: readonly Area[]): Promise<MessageTable> {
  const key = `${lang}:${areas.join(',')}`;
  const known = TABLES.get(key);
  if (known) return known;
  const table = mergeMessages(lang, areas);
  TABLES.set(key, table);
  return table;
}

const TABLES = new Map<string, Promise<MessageTable>>();

async function mergeMessages(lang: Lang, areas: readonly Area[]): Promise<MessageTable> {
  const [base, more] = await Promise.all([
    lang === 'km' ? import('./messages/km').then((m) => m.km) : import('./messages/en').then((m) => m.en),
    loadAreas(lang, areas),
  ]);
  return Object.freeze({ ...base, ...more });
}

/** Every message of one language (a loader's `head`, tests). */
export async function loadAllMessages(lang: Lang): Promise<Messages> {
  return (await loadMessages(lang, AREAS)) as Messages;
}
