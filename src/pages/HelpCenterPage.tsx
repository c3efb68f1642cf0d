import type { PageProps } from '../app/page-props';
import { HelpArticleList } from '../components/help/HelpArticleList';
import { HelpSearchForm } from '../components/help/HelpSearchForm';
import { HelpTopicList } from '../components/help/HelpTopicList';
import { StillNeedHelp } from '../components/help/StillNeedHelp';
import { LoadError } from '../components/LoadError';
import { useI18n } from '../i18n/use-i18n';
import { helpPaths } from '../lib/help-paths';
import type { helpCenter } from '../../worker/loaders/help-center';

/** The help centre (public, and inside My account): search, topics and the most asked questions. */
export default function HelpCenterPage({ route, data }: PageProps<typeof helpCenter>) {
  const { t } = useI18n();
  const paths = helpPaths(route);
  return (
    <div className="content-page">
      <h1>{t(['route', route])}</h1>
      <HelpSearchForm />
      <div className="help-columns">
        <section aria-labelledby="help-topics">
          <h2 id="help-topics">{t('content.help.topics')}</h2>
          {data.categories ? <HelpTopicList categories={data.categories} paths={paths} /> : <LoadError />}
        </section>
        <section aria-labelledby="help-popular">
          <h2 id="help-popular">{t('content.help.popular')}</h2>
          {data.popular ? <HelpArticleList articles={data.popular} paths={paths} /> : <LoadError />}
        </section>
      </div>
      <StillNeedHelp />
    </div>
  );
}
