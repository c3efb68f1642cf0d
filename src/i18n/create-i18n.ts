import rosetta from 'rosetta';
import type { Lang } from '../lib/lang';
import type { Messages } from './messages/en';

export type I18n = {
  lang: Lang;
  /** Looks up a message: `t('nav.home')`, or `t(['route', id])` for keys that contain dots. */
  t: (key: string | string[], params?: Record<string, unknown>) => string;
};

/**
 * One rosetta instance per request (server) or per page load (browser):
 * rosetta keeps its active locale inside the instance, so sharing one
 * between requests would leak one shopper's language into another's page.
 */
export function createI18n(lang: Lang, messages: Messages): I18n {
  const dict = rosetta<Messages>({ [lang]: messages });
  dict.locale(lang);
  return { lang, t: (key, params) => dict.t(key, params) };
}

/** The messages of one language, as their own chunk in the browser. */
export async function loadMessages(lang: Lang): Promise<Messages> {
  return lang === 'km' ? (await import('./messages/km')).km : (await import('./messages/en')).en;
}
