import type { Order } from '../../commerce/contract/orders';
import { useI18n } from '../i18n/use-i18n';
import { OrderLines } from './OrderLines';
import { OrderPaid } from './OrderPaid';
import { OrderStateTag } from './OrderStateTag';
import { OrderTotals } from './OrderTotals';

/** An order's state, lines and amounts, as the result pages show it: what was paid, not "to pay now", once it is paid. */
export function OrderSummary({ order }: { order: Order }) {
  const { t } = useI18n();
  return (
    <section className="order-summary" aria-labelledby="order-summary">
      <h2 id="order-summary">
        {t('checkout.confirm.summary')} <OrderStateTag state={order.state} />
      </h2>
      <OrderLines merchants={order.merchants} deposit={order.payment_plan === 'deposit'} />
      <OrderTotals totals={order} />
      <OrderPaid order={order} />
    </section>
  );
}
