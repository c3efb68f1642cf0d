import type { PageProps } from '../app/page-props';
import { HelpArticleList } from '../components/help/HelpArticleList';
import { HelpSearchForm } from '../components/help/HelpSearchForm';
import { HelpTopicList } from '../components/help/HelpTopicList';
import { StillNeedHelp } from '../components/help/StillNeedHelp';
import { LoadError } from '../components/LoadError';
import { useI18n } from '../i18n/use-i18n';
import { helpPaths } from '../lib/help-paths';
import type { helpSearch } from '../../worker/loaders/help-search';

/** Help articles matching the words searched for; when none do, the topics and a way to ask us. */
export default function HelpSearchPage({ route, data }: PageProps<typeof helpSearch>) {
  const { t } = useI18n();
  const paths = helpPaths(route);
  const { query, results, categories } = data;
  return (
    <div className="content-page">
      <h1>{t(['route', route])}</h1>
      <HelpSearchForm key={query} initial={query} />
      {!results ? (
        <LoadError />
      ) : results.length > 0 ? (
        <>
          <p className="help-count" role="status">
            {t('content.help.results', { query, count: results.length })}
          </p>
          <HelpArticleList articles={results} paths={paths} excerpt />
        </>
      ) : (
        <div className="help-empty">
          <p role="status">
            <strong>{t('content.help.noResults', { query })}</strong>
          </p>
          <p>{t('content.help.noResultsHint')}</p>
          {categories && <HelpTopicList categories={categories} paths={paths} />}
        </div>
      )}
      <StillNeedHelp />
    </div>
  );
}
