import type { Order } from '../../commerce/contract/orders';
import type { PageProps } from '../app/page-props';
import { LoadError } from '../components/LoadError';
import { OrderSummary } from '../components/OrderSummary';
import { ResultLinks } from '../components/ResultLinks';
import { useI18n } from '../i18n/use-i18n';
import { formatUsd, toCents } from '../../lib/money';
import type { checkoutSuccess } from '../../worker/loaders/checkout-order';

/** What is left to pay, by payment method and how the order reaches the shopper. */
const DUE_MESSAGE = {
  cash: { pickup: 'checkout.result.cashDuePickup', delivery: 'checkout.result.cashDueDelivery' },
  khqr: { pickup: 'checkout.result.balanceDuePickup', delivery: 'checkout.result.balanceDueDelivery' },
} as const;

/** What comes next for this order: the balance (or the cash) due, and where it is picked up or delivered. */
function NextSteps({ order }: { order: Order }) {
  const { t } = useI18n();
  const balance = formatUsd(toCents(order.balance));
  const address =
    order.address &&
    [
      order.address.house,
      order.address.street,
      order.address.village,
      order.address.commune,
      order.address.district,
      order.address.province,
    ]
      .filter(Boolean)
      .join(', ');
  return (
    <div className="next-steps">
      {order.balance !== '0.00' && (
        <p className="alert" role="status" data-testid="balance-message">
          {t(DUE_MESSAGE[order.payment_method][order.delivery], { amount: balance })}
        </p>
      )}
      <p>
        {order.outlet
          ? t('checkout.result.nextPickup', { name: order.outlet.name })
          : t('checkout.result.nextDelivery', { address })}
      </p>
    </div>
  );
}

/** The order placed (and paid, or to be paid in cash: then headed as placed, not paid): summary and next steps. */
export default function PaymentSuccessPage({ data }: PageProps<typeof checkoutSuccess>) {
  const { t } = useI18n();
  const { order } = data;
  return (
    <div className="result-page">
      <h1>{order?.paid === '0.00' ? t('checkout.result.placed') : t(['route', 'checkouts.payment-success'])}</h1>
      {data.missing ? (
        <p>{t('checkout.result.missing')}</p>
      ) : !order ? (
        <LoadError />
      ) : (
        <>
          <p className="result-lead">{t('checkout.result.successLead', { id: order.id })}</p>
          <NextSteps order={order} />
          <OrderSummary order={order} />
        </>
      )}
      <ResultLinks orderId={order?.id ?? null} />
    </div>
  );
}
