/** The shop's languages. `km` is the language tag; `kh` is its URL prefix. */
export const LANGS = ['en', 'km'] as const;
export type Lang = (typeof LANGS)[number];

/** URL prefix per language; English, the default, has none. */
export const LANG_PREFIX: Record<Lang, string> = { en: '', km: '/kh' };

/** Value of the commerce API's `lang` header: 1 English, 2 Khmer. */
export const API_LANG: Record<Lang, '1' | '2'> = { en: '1', km: '2' };
