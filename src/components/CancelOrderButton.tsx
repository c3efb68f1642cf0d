import type { Order } from '../../commerce/contract/orders';
import { useApi } from '../api/client';
import { useI18n } from '../i18n/use-i18n';
import { showToast } from '../store/actions';
import { useStore } from '../store/use-store';
import { useAction } from '../app/use-action';

/** Cancels an unpaid order after asking; the page shows the order as the API answers it. */
export function CancelOrderButton({ order, onCancelled }: { order: Order; onCancelled: (order: Order) => void }) {
  const { t } = useI18n();
  const api = useApi();
  const store = useStore();
  const { busy, run } = useAction({ report: 'toast' });

  async function cancel() {
    if (!window.confirm(t('checkout.orders.confirmCancel', { id: order.id }))) return;
    await run(async () => {
      const answer = await api.post<Order>(`/orders/${order.id}/cancel`);
      if (answer.code !== 0) return answer.msg;
      showToast(store, { kind: 'success', text: t('checkout.orders.cancelled'), position: 'top-right' }, 3000);
      onCancelled(answer.data);
    });
  }

  return (
    <button type="button" className="link-button danger" disabled={busy} aria-busy={busy} onClick={() => void cancel()}>
      {busy ? t('checkout.orders.cancelling') : t('checkout.orders.cancel')}
    </button>
  );
}
