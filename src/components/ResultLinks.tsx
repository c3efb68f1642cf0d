import { useI18n } from '../i18n/use-i18n';
import { Link } from './Link';

/** Where to go after a payment result: the order in the account, all orders, more shopping. */
export function ResultLinks({ orderId }: { orderId: number | null }) {
  const { t } = useI18n();
  return (
    <p className="result-links">
      {orderId && (
        <Link to={`/accounts/order-details/${orderId}`} className="button button-primary">
          {t('checkout.pay.viewOrder')}
        </Link>
      )}
      <Link to="/accounts/orders" className="button button-secondary">
        {t('checkout.result.orders')}
      </Link>
      <Link to="/products">{t('checkout.result.continue')}</Link>
    </p>
  );
}
