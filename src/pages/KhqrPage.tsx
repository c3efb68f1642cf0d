import { type ReactNode, useState } from 'react';
import type { OrderPayment } from '../../commerce/contract/payments';
import { useConfig } from '../app/config-context';
import type { PageProps } from '../app/page-props';
import { KhqrActions } from '../components/KhqrActions';
import { Link } from '../components/Link';
import { LoadError } from '../components/LoadError';
import { usePaymentPoll, WATCHED_STATES } from '../components/use-payment-poll';
import { useSecondsLeft } from '../components/use-seconds-left';
import { useI18n } from '../i18n/use-i18n';
import { labelText } from '../lib/label-text';
import { formatCharge, formatRiel, formatUsd, groupDigits, toCents } from '../../lib/money';
import { minutesSeconds } from '../lib/pay-clock';
import { formatDate, formatTime } from '../../lib/phnom-penh-time';
import type { checkoutPay } from '../../worker/loaders/checkout-order';

/** The amount to pay and who it pays, then the count to the deadline or how the payment stands. */
function Due({ payment, amount, children }: { payment: OrderPayment; amount: string; children: ReactNode }) {
  const { t, lang } = useI18n();
  const { khrPerUsd } = useConfig();
  const cents = toCents(payment.due_now);
  return (
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
      <p className="pay-payee" data-testid="khqr-payee">
        {labelText(lang, t('checkout.pay.payee'))} <strong>{payment.payee}</strong>
      </p>
      {children}
    </div>
  );
}

/**
 * Pay an order by KHQR: the amount, who it pays and the time left, the bank app in one tap on a phone, the
 * code to scan. The page asks how the payment stands until it is settled (use-payment-poll.ts). When the
 * time is up, or the shop is still asking the bank about the code, it says so and keeps asking: the
 * shopper may have paid, and must not pay again.
 */
export default function KhqrPage({ data }: PageProps<typeof checkoutPay>) {
  const { t, lang } = useI18n();
  const { order } = data;
  const [payment, setPayment] = useState(data.payment);
  const watching = payment !== null && WATCHED_STATES.includes(payment.state);
  usePaymentPoll(order?.id ?? null, watching, setPayment);
  const open = payment?.state === 'pending_payment' && payment.qr !== null;
  const left = useSecondsLeft(open ? payment.expires_at : null, payment?.now ?? 0);

  const heading = <h1>{t(['route', 'checkouts.khqr'])}</h1>;
  if (!order || !payment)
    return (
      <>
        {heading}
        <LoadError />
      </>
    );
  const orderLink = (
    <p>
      <Link to={`/accounts/order-details/${order.id}`}>{t('checkout.pay.viewOrder')}</Link>
    </p>
  );
  if (payment.state === 'refund_due' || !watching || (payment.state === 'pending_payment' && !open)) {
    return (
      <div className="pay-page">
        {heading}
        <p className="alert" role="status" data-testid="pay-status">
          {payment.state === 'refund_due' ? t('checkout.pay.refundDue') : t('checkout.pay.notPayable')}
        </p>
        {orderLink}
      </div>
    );
  }
  // A KHR code's own amount; once the code is closed (being checked), the order's amount due now.
  const amount =
    payment.amount_minor > 0
      ? formatCharge(payment.currency, payment.amount_minor)
      : formatUsd(toCents(payment.due_now));
  if (!open || left === 0) {
    // The time is up (by the server's clock) or the bank is being asked: no code to pay, the page keeps asking.
    return (
      <div className="pay-page">
        {heading}
        <Due payment={payment} amount={amount}>
          <p className="pay-checking" role="status" data-testid="pay-status">
            <span className="spinner" aria-hidden="true" />
            <span>{open ? t('checkout.pay.timeUp') : t('checkout.pay.checking')}</span>
          </p>
        </Due>
        <p>{t('checkout.pay.checkingHint')}</p>
        {orderLink}
      </div>
    );
  }
  const time = payment.expires_at ? `${formatTime(payment.expires_at)}, ${formatDate(payment.expires_at, lang)}` : '';
  // The amount, who it pays and the time left come first, so a phone shows them above the fold; then
  // the one tap (on a phone) and the code.
  return (
    <div className="pay-page">
      {heading}
      <Due payment={payment} amount={amount}>
        <p className="pay-countdown" role="timer">
          {labelText(lang, t('checkout.pay.timeLeft'))}{' '}
          <strong data-testid="pay-countdown">{minutesSeconds(left)}</strong>
        </p>
        {time && <p className="pay-deadline">{t('checkout.pay.expires', { time })}</p>}
      </Due>
      <KhqrActions
        orderId={order.id}
        qr={payment.qr!}
        amount={amount}
        amountDigits={payment.currency === 'USD' ? payment.due_now : String(payment.amount_minor)}
        payee={payment.payee}
        deadline={time && t('checkout.pay.deadline', { time })}
        deeplink={payment.deeplink}
      >
        <div className="khqr-scan">
          <p>{t('checkout.pay.lead', { id: order.id })}</p>
          <div className="khqr-card">
            <p className="khqr-brand">KHQR</p>
            <img src={payment.qr!} width="240" height="240" alt={t('checkout.pay.qrAlt', { id: order.id, amount })} />
          </div>
        </div>
      </KhqrActions>
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
