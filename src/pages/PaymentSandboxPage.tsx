import { useApi } from '../api/client';
import { useNavigate } from '../app/navigate-context';
import type { PageProps } from '../app/page-props';
import { Link } from '../components/Link';
import { LoadError } from '../components/LoadError';
import { useI18n } from '../i18n/use-i18n';
import { formatCharge } from '../../lib/money';
import type { checkoutSandbox } from '../../worker/loaders/checkout-order';
import { useAction } from '../app/use-action';

/**
 * The local payment sandbox (only when PAYMENT_SANDBOX is on): sends the provider's signed callback
 * for this order, paid or failed, so a tester can finish a KHQR payment without a bank.
 */
export default function PaymentSandboxPage({ data }: PageProps<typeof checkoutSandbox>) {
  const { t } = useI18n();
  const api = useApi();
  const navigate = useNavigate();
  const { error, busy, run } = useAction();
  const { order, payment } = data;

  async function send(outcome: 'paid' | 'failed') {
    if (!order) return;
    await run(async () => {
      const answer = await api.post<{ state: string }>('/payments/sandbox', { order_id: order.id, outcome });
      if (answer.code !== 0) return answer.msg;
      const next =
        answer.data.state === 'pending_payment' || answer.data.state === 'cancelled'
          ? 'payment-failed'
          : 'payment-success';
      await navigate(`/checkouts/${next}?order=${order.id}`, { replace: true });
    });
  }

  return (
    <div className="pay-page sandbox-page">
      <h1>{t(['route', 'checkouts.sandbox'])}</h1>
      <p className="sandbox-banner" role="note">
        {t('checkout.sandbox.banner')}
      </p>
      {!order || !payment ? (
        <LoadError />
      ) : payment.state !== 'pending_payment' ? (
        <p className="alert" role="status">
          {t('checkout.pay.notPayable')}
        </p>
      ) : (
        <>
          <p>
            {t('checkout.sandbox.lead', { id: order.id, amount: formatCharge(payment.currency, payment.amount_minor) })}
          </p>
          {error && (
            <p className="alert alert-danger" role="alert">
              {error}
            </p>
          )}
          <div className="sandbox-actions">
            <button type="button" className="button button-primary" disabled={busy} onClick={() => send('paid')}>
              {t('checkout.sandbox.pay')}
            </button>
            <button type="button" className="button button-secondary" disabled={busy} onClick={() => send('failed')}>
              {t('checkout.sandbox.fail')}
            </button>
          </div>
          <p>
            <Link to={`/checkouts/khqr/${order.id}`}>{t('checkout.sandbox.back')}</Link>
          </p>
        </>
      )}
    </div>
  );
}
