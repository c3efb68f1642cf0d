import type { PageProps } from '../app/page-props';
import { Link } from '../components/Link';
import { LoadError } from '../components/LoadError';
import { OrderSummary } from '../components/OrderSummary';
import { ResultLinks } from '../components/ResultLinks';
import { useI18n } from '../i18n/use-i18n';
import type { checkoutResult } from '../../worker/loaders/checkout-order';

/** A payment that did not go through: try again while the order is still payable, else back to the cart. */
export default function PaymentFailedPage({ data }: PageProps<typeof checkoutResult>) {
  const { t } = useI18n();
  const { order } = data;
  return (
    <div className="result-page">
      <h1>{t(['route', 'checkouts.payment-failed'])}</h1>
      {data.missing ? (
        <p>{t('checkout.result.missing')}</p>
      ) : !order ? (
        <LoadError />
      ) : (
        <>
          <p className="result-lead">{t('checkout.result.failedLead', { id: order.id })}</p>
          {order.can_pay ? (
            <p>
              <Link to={`/checkouts/khqr/${order.id}`} className="button button-primary">
                {t('checkout.result.retry')}
              </Link>
            </p>
          ) : (
            <p>
              {t('checkout.result.failedGone')} <Link to="/carts">{t('route.carts')}</Link>
            </p>
          )}
          <OrderSummary order={order} />
        </>
      )}
      <ResultLinks orderId={order?.id ?? null} />
    </div>
  );
}
