import type { PageProps } from '../app/page-props';
import { useMenus } from '../app/menus-context';
import { Link } from '../components/Link';
import { LoadError } from '../components/LoadError';
import { MerchantList } from '../components/MerchantList';
import { useI18n } from '../i18n/use-i18n';
import type { merchantLists } from '../../worker/loaders/merchants';

/** All shops, filtered by the header's shop categories, paged. */
export default function MerchantsPage({ route, data }: PageProps<typeof merchantLists>) {
  const { t } = useI18n();
  const { businessCategories } = useMenus();
  const { merchants, category } = data;
  const href = (changes: { category?: string | null; page?: number }) => {
    const search = new URLSearchParams();
    const chosen = changes.category === undefined ? category : changes.category;
    if (chosen) search.set('category', chosen);
    if (changes.page && changes.page > 1) search.set('page', String(changes.page));
    const text = search.toString();
    return text ? `/merchant-lists?${text}` : '/merchant-lists';
  };
  return (
    <>
      <h1>{t(['route', route])}</h1>
      {businessCategories.items.length > 0 && (
        <nav className="category-chips" aria-label={t('catalogue.merchant.categories')}>
          <ul className="chip-row">
            <li>
              <Link to={href({ category: null })} className="chip" aria-current={category ? undefined : 'true'}>
                {t('catalogue.merchant.all')}
              </Link>
            </li>
            {businessCategories.items.map((item) => (
              <li key={item.category_id}>
                <Link
                  to={href({ category: String(item.category_id) })}
                  className="chip"
                  aria-current={String(item.category_id) === category ? 'true' : undefined}
                >
                  {item.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {merchants === null ? (
        <LoadError />
      ) : merchants.list.length === 0 ? (
        <p>{t('catalogue.merchant.none')}</p>
      ) : (
        <MerchantList merchants={merchants} hrefFor={(page) => href({ page })} />
      )}
    </>
  );
}
