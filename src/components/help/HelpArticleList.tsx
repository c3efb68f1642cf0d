import type { HelpArticle } from '../../../commerce/contract/content';
import type { HelpPaths } from '../../lib/help-paths';
import { Link } from '../Link';

/** Article titles as links, with the start of each answer when `excerpt` is set (search results). */
export function HelpArticleList({
  articles,
  paths,
  excerpt = false,
}: {
  articles: HelpArticle[];
  paths: HelpPaths;
  excerpt?: boolean;
}) {
  return (
    <ul className="help-articles">
      {articles.map((article) => (
        <li key={article.id}>
          <Link to={paths.article(article)}>{article.title}</Link>
          {excerpt && <p>{article.body.length > 140 ? `${article.body.slice(0, 140)}…` : article.body}</p>}
        </li>
      ))}
    </ul>
  );
}
