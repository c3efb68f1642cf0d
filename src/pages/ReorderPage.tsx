import { useApi } from '../api/client';
import type { Reorder } from '../../commerce/contract/orders';
import { useNavigate } from '../app/navigate-context';
import type { PageProps } from '../app/page-props';
import { Link } from '../components/Link';
import { LoadError } from '../components/LoadError';
import { OrderLines } from '../components/OrderLines';
import { useI18n } from '../i18n/use-i18n';
import { showToast } from '../store/actions';
import { refreshCart } from '../store/cart-actions';
import { useStore } from '../store/use-store';
import type { accountOrder } from '../../worker/loaders/account-orders';
import { useAction } from '../app/use-action';

const TOAST_MS = 6000;

/**
 * Order again: the order's items, and a button that puts those still on sale back into the cart (a
 * POST through the API client, never on opening the page); then to the cart, naming what was not available.
 */
export default function ReorderPage({ route, data }: PageProps<typeof accountOrder>) {
  const { t } = useI18n();
  const api = useApi();
  const store = useStore();
  const navigate = useNavigate();
  const { busy, error, run } = useAction();
  const { order } = data;
  if (!order)
    return (
      <section className="account-panel">
        <h1>{t(['route', route])}</h1>
        <LoadError />
      </section>
    );

  async function reorder() {
    await run(async () => {
      const answer = await api.post<Reorder>(`/orders/${order!.id}/reorder`);
      if (answer.code !== 0) return answer.msg;
      const { added, unavailable } = answer.data;
      const missing = unavailable.length
        ? t('checkout.orders.reorderMissing', { names: unavailable.map((line) => line.name).join(', ') })
        : '';
      if (added.length === 0) return t('checkout.orders.reorderNone');
      const count = added.reduce((sum, line) => sum + line.num, 0);
      showToast(
        store,
        {
          kind: unavailable.length ? 'error' : 'success',
          text: `${t('checkout.orders.reorderDone', { count })} ${missing}`.trim(),
          position: 'top-right',
        },
        TOAST_MS,
      );
      await refreshCart(store, api);
      await navigate('/carts');
    });
  }

  return (
    <section className="account-panel reorder">
      <h1>{t(['route', route])}</h1>
      <p>{t('checkout.orders.reorderLead', { id: order.id })}</p>
      <OrderLines merchants={order.merchants} deposit={false} />
      {error && (
        <p className="alert alert-danger" role="alert">
          {error}
        </p>
      )}
      <p className="card-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          aria-busy={busy}
          onClick={() => void reorder()}
        >
          {busy && <span className="spinner" aria-hidden="true" />}
          {busy ? t('checkout.orders.reorderAdding') : t('checkout.orders.reorderAdd')}
        </button>
        <Link to={`/accounts/order-details/${order.id}`}>{t('checkout.orders.backToOrder')}</Link>
      </p>
    </section>
  );
}
