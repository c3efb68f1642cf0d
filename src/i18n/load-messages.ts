import type { Lang } from '../lib/lang';
import { AREAS, loadAreas, type Area, type MessageTable, type Messages } from './message-areas';

/** The base messages of one language and those of the given areas (the server's copy for one page). */
export async function loadMessages(lang: Lang, areas: readonly Area[]): Promise<MessageTable> {
  const [base, more] = await Promise.all([
    lang === 'km' ? import('./messages/km').then((m) => m.km) : import('./messages/en').then((m) => m.en),
    loadAreas(lang, areas),
  ]);
  return { ...base, ...more };
}

/** Every message of one language (a loader's `head`, tests). */
export async function loadAllMessages(lang: Lang): Promise<Messages> {
  return (await loadMessages(lang, AREAS)) as Messages;
}
