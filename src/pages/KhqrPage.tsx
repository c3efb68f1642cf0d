import { useEffect } from 'react';
import { useApi } from '../api/client';
import type { OrderPayment } from '../api/contract/payments';
import { useConfig } from '../app/config-context';
import { useNavigate } from '../app/navigate-context';
import type { PageProps } from '../app/page-props';
import { KhqrActions } from '../components/KhqrActions';
import { Link } from '../components/Link';
import { LoadError } from '../components/LoadError';
import { useI18n } from '../i18n/use-i18n';
import { formatCharge, formatRiel, formatUsd, groupDigits, toCents } from '../lib/money';
import { formatDate, formatTime } from '../lib/phnom-penh-time';
import type { checkoutPay } from '../../worker/loaders/checkout-order';

/** How often the page asks how the payment stands: every 3 s at first, backing off to 15 s. */
const POLL_FIRST_MS = 3000;
const POLL_MAX_MS = 15_000;

/** Pay an order by KHQR: the code for the exact amount; the page watches for the provider's confirmation. */
export default function KhqrPage({ data }: PageProps<typeof checkoutPay>) {
  const { t, lang } = useI18n();
  const { khrPerUsd } = useConfig();
  const api = useApi();
  const navigate = useNavigate();
  const { order, payment } = data;
  const waiting = payment?.state === 'pending_payment' && payment.qr !== null;

  // The shop marks an order paid (the provider's callback, or Bakong when the shop asks it on this
  // request); this page asks how it stands until the payment deadline, then once more.
  const deadlineMs = (payment?.expires_at ?? 0) * 1000;
  useEffect(() => {
    if (!waiting || !order) return;
    let timer: ReturnType<typeof setTimeout>;
    let delay = POLL_FIRST_MS;
    const ask = async () => {
      const answer = await api.get<OrderPayment>(`/orders/${order.id}/payment`).catch(() => null);
      const state = answer?.code === 0 ? answer.data.state : 'pending_payment';
      if (state !== 'pending_payment') {
        const next = state === 'cancelled' ? 'payment-failed' : 'payment-success';
        return void navigate(`/checkouts/${next}?order=${order.id}`, { replace: true });
      }
      const left = deadlineMs - Date.now();
      if (left <= 0) return;
      delay = Math.min(delay * 1.5, POLL_MAX_MS);
      timer = setTimeout(ask, Math.min(delay, left + 1000));
    };
    timer = setTimeout(ask, delay);
    return () => clearTimeout(timer);
  }, [waiting, order, api, navigate, deadlineMs]);

  const heading = <h1>{t(['route', 'checkouts.khqr'])}</h1>;
  if (!order || !payment)
    return (
      <>
        {heading}
        <LoadError />
      </>
    );
  if (!waiting) {
    return (
      <div className="pay-page">
        {heading}
        <p className="alert" role="status">
          {payment.state === 'cancelled' ? t('checkout.pay.cancelled') : t('checkout.pay.notPayable')}
        </p>
        <p>
          <Link to={`/accounts/order-details/${order.id}`}>{t('checkout.pay.viewOrder')}</Link>
        </p>
      </div>
    );
  }
  const cents = toCents(payment.due_now);
  const amount = formatCharge(payment.currency, payment.amount_minor);
  const time = payment.expires_at ? `${formatTime(payment.expires_at)}, ${formatDate(payment.expires_at, lang)}` : '';
  // The amount and the deadline come first, so a phone shows them above the fold; the code follows.
  return (
    <div className="pay-page">
      {heading}
      <div className="pay-due">
        <p className="khqr-amount">
          <span>{t('checkout.pay.amount')}</span>
          <strong data-testid="khqr-amount">{amount}</strong>
          {payment.currency === 'USD' ? (
            <span className="price-riel">{formatRiel(cents, khrPerUsd)}</span>
          ) : (
            <span className="price-riel">
              {t('checkout.pay.rate', { usd: formatUsd(cents), rate: groupDigits(khrPerUsd) })}
            </span>
          )}
        </p>
        {time && <p className="pay-deadline">{t('checkout.pay.expires', { time })}</p>}
      </div>
      <p>{t('checkout.pay.lead', { id: order.id })}</p>
      <div className="khqr-card">
        <p className="khqr-brand">KHQR</p>
        <img src={payment.qr!} width="240" height="240" alt={t('checkout.pay.qrAlt', { id: order.id, amount })} />
      </div>
      <KhqrActions
        orderId={order.id}
        qr={payment.qr!}
        amount={amount}
        amountDigits={payment.currency === 'USD' ? payment.due_now : String(payment.amount_minor)}
        deadline={time && t('checkout.pay.deadline', { time })}
      />
      <p className="pay-waiting" role="status">
        <span className="spinner" aria-hidden="true" /> {t('checkout.pay.waiting')}
      </p>
      {payment.sandbox && (
        <p className="sandbox-link">
          <Link to={`/checkouts/sandbox/${order.id}`}>{t('checkout.pay.sandboxLink')}</Link>
        </p>
      )}
    </div>
  );
}
