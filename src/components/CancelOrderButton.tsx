import { useState } from 'react';
import type { Order } from '../api/contract/orders';
import { OfflineError, useApi } from '../api/client';
import { useI18n } from '../i18n/use-i18n';
import { showToast } from '../store/actions';
import { useStore } from '../store/use-store';

/** Cancels an unpaid order after asking; the page shows the order as the API answers it. */
export function CancelOrderButton({ order, onCancelled }: { order: Order; onCancelled: (order: Order) => void }) {
  const { t } = useI18n();
  const api = useApi();
  const store = useStore();
  const [busy, setBusy] = useState(false);

  async function cancel() {
    if (!window.confirm(t('checkout.orders.confirmCancel', { id: order.id }))) return;
    setBusy(true);
    try {
      const answer = await api.post<Order>(`/orders/${order.id}/cancel`);
      showToast(
        store,
        {
          kind: answer.code === 0 ? 'success' : 'error',
          text: answer.code === 0 ? t('checkout.orders.cancelled') : answer.msg,
          position: 'top-right',
        },
        3000,
      );
      if (answer.code === 0) onCancelled(answer.data);
    } catch (failure) {
      if (!(failure instanceof OfflineError))
        showToast(store, { kind: 'error', text: t('status.loadFailed'), position: 'top-right' }, 3000);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className="link-button danger" disabled={busy} aria-busy={busy} onClick={() => void cancel()}>
      {busy ? t('checkout.orders.cancelling') : t('checkout.orders.cancel')}
    </button>
  );
}
