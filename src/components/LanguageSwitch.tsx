import { LANGS } from '../../lib/lang';
import { switchLangPath } from '../../lib/paths';
import { useI18n } from '../i18n/use-i18n';
import { labelText } from '../lib/label-text';
import { Dropdown } from './Dropdown';

/** The language dropdown: the same path and query in the other language (a full load). */
export function LanguageSwitch({ path }: { path: string }) {
  const { lang, t } = useI18n();
  return (
    <Dropdown
      className="lang-switch"
      eager
      summary={
        // Named by what it shows ("EN") and then what that means, so a voice user can say what they see.
        <>
          {lang === 'km' ? 'ខ្មែរ' : 'EN'}
          <span className="visually-hidden">
            {' '}
            ({labelText(lang, t('language.label'))} {t(`language.${lang}`)})
          </span>
        </>
      }
    >
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
    </Dropdown>
  );
}
