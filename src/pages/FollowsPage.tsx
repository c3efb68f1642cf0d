import type { PageProps } from '../app/page-props';
import { Link } from '../components/Link';
import { LoadError } from '../components/LoadError';
import { MerchantList } from '../components/MerchantList';
import { useI18n } from '../i18n/use-i18n';
import type { follows } from '../../worker/loaders/saved';

/**
 * The shops I follow, each with its follow button pressed: pressing it unfollows, and the card stays
 * (showing "Follow") until the next visit, so a slip of the finger is undone with one more press.
 */
export default function FollowsPage({ route, data }: PageProps<typeof follows>) {
  const { t } = useI18n();
  const { merchants } = data;
  return (
    <section className="account-panel">
      <h1>{t(['route', route])}</h1>
      {merchants === null ? (
        <LoadError />
      ) : merchants.list.length === 0 ? (
        <div className="empty-state">
          <p>{t('member.follow.empty')}</p>
          <Link className="button button-primary" to="/merchant-lists">
            {t('member.follow.browse')}
          </Link>
        </div>
      ) : (
        <MerchantList merchants={merchants} hrefFor={(page) => `/accounts/follow?page=${page}`} />
      )}
    </section>
  );
}
