import type { PageProps } from '../app/page-props';
import { Link } from '../components/Link';
import { LoadError } from '../components/LoadError';
import { useI18n } from '../i18n/use-i18n';
import { formatDate } from '../../lib/phnom-penh-time';
import type { myFreebies } from '../../worker/loaders/my-freebies';

/** The free gifts my orders earned: what, with which order, and where it is (the order's status). */
export default function MyFreebiesPage({ data }: PageProps<typeof myFreebies>) {
  const { t, lang } = useI18n();
  const { freebies } = data;
  return (
    <section className="account-panel">
      <h1>{t(['route', 'accounts.freebie'])}</h1>
      <p className="muted">{t('member.freebies.intro')}</p>
      {freebies === null ? (
        <LoadError />
      ) : freebies.length === 0 ? (
        <p className="empty-note">
          {t('member.freebies.empty')} <Link to="/products">{t('member.freebies.shop')}</Link>
        </p>
      ) : (
        <ul className="plain-list">
          {freebies.map((gift, i) => (
            <li key={gift.id} className="list-card freebie-card">
              <img src={gift.image} alt="" width={72} height={72} loading={i < 4 ? undefined : 'lazy'} />
              <div>
                <p>
                  <span className={`tag freebie-${gift.status}`}>{t(`member.freebies.status.${gift.status}`)}</span>
                </p>
                <h2 className="freebie-title">
                  <Link to={`/freebies/${gift.freebie_id}`}>{gift.title}</Link>
                </h2>
                <p className="muted">
                  {t('member.freebies.withOrder', { order: gift.order_id, date: formatDate(gift.created_at, lang) })}{' '}
                  <Link to={`/accounts/order-details/${gift.order_id}`}>{t('member.freebies.seeOrder')}</Link>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
