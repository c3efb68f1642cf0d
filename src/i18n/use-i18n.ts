import { createContext, useContext } from 'react';
import type { I18n } from './create-i18n';

export const I18nContext = createContext<I18n | null>(null);

/** The page's language and message lookup. */
export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n outside I18nContext');
  return i18n;
}
