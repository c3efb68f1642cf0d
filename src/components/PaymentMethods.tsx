import { useI18n } from '../i18n/use-i18n';

/** The payment methods checkout offers (commerce/payments), drawn as badges (no third-party logo files). */
const METHODS = ['khqr', 'cash'] as const;

export function PaymentMethods() {
  const { t } = useI18n();
  return (
    <div className="payments">
      <span className="payments-label" id="payments-label">
        {t('shell.footer.payments')}
      </span>
      <ul className="payment-badges" aria-labelledby="payments-label">
        {METHODS.map((method) => (
          <li key={method} className={`payment-badge payment-${method}`}>
            {method === 'khqr' ? 'KHQR' : t('shell.footer.cash')}
          </li>
        ))}
      </ul>
    </div>
  );
}
