import { OLD_ORDER_DAYS, ORDER_TABS } from '../../commerce/contract/choices';
import type { OrderTab } from '../../commerce/contract/orders';
import type { PageProps } from '../app/page-props';
import { Link } from '../components/Link';
import { LoadError } from '../components/LoadError';
import { OrderCard } from '../components/OrderCard';
import { Pagination } from '../components/Pagination';
import { useI18n } from '../i18n/use-i18n';
import type { accountOrders } from '../../worker/loaders/account-orders';

const listPath = (base: string, tab: OrderTab, page = 1) => {
  const query = new URLSearchParams({
    ...(tab !== 'all' ? { tab } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
  }).toString();
  return `${base}${query ? `?${query}` : ''}`;
};

/**
 * /accounts/orders: the recent orders by state tab (in the URL, with counts), paged; /accounts/ordersold:
 * the older ones (finished more than OLD_ORDER_DAYS ago), paged, with what "older" means.
 */
export default function OrdersPage({ route, data }: PageProps<typeof accountOrders>) {
  const { t } = useI18n();
  const old = route === 'accounts.ordersold';
  const base = old ? '/accounts/ordersold' : '/accounts/orders';
  const { orders, counts, tab } = data;
  return (
    <section className="account-panel orders-page">
      <h1>{t(['route', route])}</h1>
      {old ? (
        <p className="muted">{t('checkout.orders.oldNote', { days: OLD_ORDER_DAYS })}</p>
      ) : (
        <nav className="tabs" aria-label={t('checkout.orders.tabs')}>
          {ORDER_TABS.map((name) => {
            const label = t(`member.orders.tab.${name}`);
            return (
              <Link key={name} to={listPath(base, name)} aria-current={name === tab ? 'page' : undefined}>
                {counts ? `${label} (${counts[name]})` : label}
              </Link>
            );
          })}
        </nav>
      )}
      {orders === null ? (
        <LoadError />
      ) : orders.list.length === 0 ? (
        <p className="empty-note">
          {t(old ? 'checkout.orders.emptyOld' : 'checkout.orders.empty')}{' '}
          <Link to="/products">{t('checkout.orders.shop')}</Link>
        </p>
      ) : (
        <ul className="plain-list">
          {orders.list.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </ul>
      )}
      {orders && <Pagination page={orders.page} pages={orders.pages} hrefFor={(page) => listPath(base, tab, page)} />}
      <p>
        {old ? (
          <Link to="/accounts/orders">{t('checkout.orders.recentLink')}</Link>
        ) : (
          <Link to="/accounts/ordersold">{t('checkout.orders.olderLink', { days: OLD_ORDER_DAYS })}</Link>
        )}
      </p>
    </section>
  );
}
