import type { HelpCategory } from '../../../commerce/contract/content';
import { useI18n } from '../../i18n/use-i18n';
import type { HelpPaths } from '../../lib/help-paths';
import { Link } from '../Link';

/** The help topics with their article counts; the current one is marked. */
export function HelpTopicList({
  categories,
  paths,
  current,
}: {
  categories: HelpCategory[];
  paths: HelpPaths;
  current?: number;
}) {
  const { t } = useI18n();
  return (
    <ul className="help-topics">
      {categories.map((category) => (
        <li key={category.id}>
          <Link to={paths.topic(category.id)} aria-current={category.id === current ? 'page' : undefined}>
            <span className="help-topic-name">{category.name}</span>
            <span className="help-topic-count">{t('content.help.articles', { count: category.articles })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
