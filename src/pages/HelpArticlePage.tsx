import { awaitFor } from '../app/Await';
import type { PageProps } from '../app/page-props';
import { HelpArticleList } from '../components/help/HelpArticleList';
import { StillNeedHelp } from '../components/help/StillNeedHelp';
import { Link } from '../components/Link';
import { LoadError } from '../components/LoadError';
import { useI18n } from '../i18n/use-i18n';
import { helpPaths } from '../lib/help-paths';
import type { helpArticle } from '../../worker/loaders/help-article';

const Await = awaitFor<typeof helpArticle>();

/** One help article (stored as plain text: each line is a paragraph), then the topic's other questions. */
export default function HelpArticlePage({ route, data }: PageProps<typeof helpArticle>) {
  const { t } = useI18n();
  const paths = helpPaths(route);
  const { article, category } = data;
  return (
    <div className="content-page">
      <p className="content-back">
        <Link to={category ? paths.topic(category.id) : paths.home}>
          ← {category?.name ?? t('content.help.allTopics')}
        </Link>
      </p>
      <h1>{article?.title ?? t(['route', route])}</h1>
      {article ? (
        <article className="help-article">
          {article.body.split('\n').map((paragraph, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text never move, so their place is their identity
            <p key={i}>{paragraph}</p>
          ))}
        </article>
      ) : (
        <LoadError />
      )}
      {article && (
        <section aria-labelledby="help-related">
          <h2 id="help-related">{t('content.help.related')}</h2>
          <Await name="related" fallback={<p className="skeleton">…</p>}>
            {(settled) => (settled.ok ? <HelpArticleList articles={settled.value} paths={paths} /> : <LoadError />)}
          </Await>
        </section>
      )}
      <StillNeedHelp />
    </div>
  );
}
