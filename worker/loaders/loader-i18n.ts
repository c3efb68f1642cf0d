import { createI18n, type I18n } from '../../src/i18n/create-i18n';
import { loadAllMessages } from '../../src/i18n/load-messages';
import type { Lang } from '../../lib/lang';

/** Messages for a loader's `head` (a page titled after its search words, say). */
export async function loaderI18n(lang: Lang): Promise<I18n> {
  return createI18n(lang, await loadAllMessages(lang));
}
