import rosetta from 'rosetta';
import type { Lang } from '../../lib/lang';
import type { Area, AreaMessages, MessageTable } from './message-areas';

/** Gets some areas' messages in the i18n's language: the browser fetches their files, the server imports them. */
export type AreaLoader = (areas: readonly Area[]) => Promise<Partial<AreaMessages>>;

export type I18n = {
  lang: Lang;
  /** Looks up a message: `t('nav.home')`, or `t(['route', id])` for keys that contain dots. */
  t: (key: string | string[], params?: Record<string, unknown>) => string;
  /** Whether an area's messages are here. */
  has: (area: Area) => boolean;
  /** Adds areas' messages (a client navigation to a page of another area). */
  add: (areas: Partial<AreaMessages>) => void;
  /** Where more areas come from (see `ensureAreas`). */
  loadAreas: AreaLoader;
};

/**
 * English counts: a message written `one|other` ("{{count}} review|{{count}} reviews") gives its first
 * form when `count` is 1 and its second otherwise. Khmer nouns do not change with the number, so the
 * Khmer messages have one form.
 */
function pluralForm(text: string, count: unknown): string {
  const bar = text.indexOf('|');
  if (bar < 0) return text;
  return Number(count) === 1 ? text.slice(0, bar) : text.slice(bar + 1);
}

const NO_LOADER: AreaLoader = () => Promise.reject(new Error('this i18n has no area loader'));

/**
 * One rosetta instance per request (server) or per page load (browser):
 * rosetta keeps its active locale inside the instance, so sharing one
 * between requests would leak one shopper's language into another's page.
 * `onMissing` hears of keys with no message (an area the route did not name);
 * `loadAreas` is what `ensureAreas` calls (the browser's fetches the message files).
 */
export function createI18n(
  lang: Lang,
  messages: MessageTable,
  onMissing?: (key: string) => void,
  loadAreas: AreaLoader = NO_LOADER,
): I18n {
  const dict = rosetta<MessageTable>({ [lang]: { ...messages } });
  dict.locale(lang);
  return {
    lang,
    t: (key, params) => {
      const text = dict.t(key, params);
      if (typeof text !== 'string' || text === '') onMissing?.(Array.isArray(key) ? key.join('.') : key);
      return pluralForm(text, params?.count);
    },
    has: (area) => area in (dict.table(lang) ?? {}),
    add: (areas) => dict.set(lang, areas as MessageTable),
    loadAreas,
  };
}

/** Makes sure the areas' messages are loaded before a page that uses them renders. */
export async function ensureAreas(i18n: I18n, areas: readonly Area[]): Promise<void> {
  const missing = areas.filter((area) => !i18n.has(area));
  if (missing.length === 0) return;
  i18n.add(await i18n.loadAreas(missing));
}
