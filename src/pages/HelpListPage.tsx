import type { PageProps } from '../app/page-props';
import { HelpArticleList } from '../components/help/HelpArticleList';
import { StillNeedHelp } from '../components/help/StillNeedHelp';
import { Link } from '../components/Link';
import { LoadError } from '../components/LoadError';
import { useI18n } from '../i18n/use-i18n';
import { helpPaths } from '../lib/help-paths';
import type { helpList } from '../../worker/loaders/help-list';

/** One help topic: its questions. */
export default function HelpListPage({ route, data }: PageProps<typeof helpList>) {
  const { t } = useI18n();
  const paths = helpPaths(route);
  return (
    <div className="content-page">
      <p className="content-back">
        <Link to={paths.home}>← {t('content.help.allTopics')}</Link>
      </p>
      <h1>{data.category?.name ?? t(['route', route])}</h1>
      {!data.articles ? (
        <LoadError />
      ) : data.articles.length === 0 ? (
        <p>{t('content.help.emptyTopic')}</p>
      ) : (
        <HelpArticleList articles={data.articles} paths={paths} />
      )}
      <StillNeedHelp />
    </div>
  );
}
