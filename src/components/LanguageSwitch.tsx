import { LANGS } from '../lib/lang';
import { switchLangPath } from '../lib/paths';
import { useI18n } from '../i18n/use-i18n';

/** The language dropdown: the same path and query in the other language (a full load). */
export function LanguageSwitch({ path }: { path: string }) {
  const { lang, t } = useI18n();
  return (
    <details className="lang-switch">
      <summary aria-label={`${t('language.label')}: ${t(`language.${lang}`)}`}>
        <span aria-hidden="true">{lang === 'km' ? 'ខ្មែរ' : 'EN'}</span>
      </summary>
      <ul>
        {LANGS.map((to) => (
          <li key={to}>
            <a
              href={switchLangPath(path, to)}
              hrefLang={to}
              lang={to}
              aria-current={to === lang ? 'true' : undefined}
              data-reload=""
            >
              {t(`language.${to}`)}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
