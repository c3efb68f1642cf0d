import type { OrderState } from '../../commerce/contract/orders';
import { useI18n } from '../i18n/use-i18n';

/** An order's state as a coloured tag. */
export function OrderStateTag({ state }: { state: OrderState }) {
  const { t } = useI18n();
  return (
    <span className={`order-state order-state-${state}`} data-testid="order-state">
      {t(`checkout.state.${state}`)}
    </span>
  );
}
