import { useState, type FormEvent } from 'react';
import { useNavigate } from '../../app/navigate-context';
import { useI18n } from '../../i18n/use-i18n';
import { helpSearchPath } from '../../lib/help-paths';

/** The help centre's search box: goes to the results page for the words typed (any language). */
export function HelpSearchForm({ initial = '' }: { initial?: string }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [query, setQuery] = useState(initial);

  function search(event: FormEvent) {
    event.preventDefault();
    if (query.trim()) void navigate(helpSearchPath(query));
  }

  return (
    <form className="help-search" role="search" onSubmit={search}>
      <label htmlFor="help-q">{t('content.help.searchLabel')}</label>
      <div className="help-search-row">
        <input
          id="help-q"
          name="q"
          type="search"
          value={query}
          maxLength={120}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('content.help.searchPlaceholder')}
        />
        <button className="button button-primary" type="submit">
          {t('content.help.searchButton')}
        </button>
      </div>
    </form>
  );
}
