import type { Lang } from '../../lib/lang';

/**
 * A label as it stands before its value: "Brand:" in English, "ម៉ាកយីហោ៖" in Khmer, whose labels end with
 * the Khmer colon "៖" (U+17D6), never an ASCII ":" (docs/glossary.md). The caller adds the space and the value.
 */
export function labelText(lang: Lang, label: string): string {
  return lang === 'km' ? `${label}៖` : `${label}:`;
}
