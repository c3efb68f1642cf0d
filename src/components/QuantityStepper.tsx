import { useI18n } from '../i18n/use-i18n';

type QuantityStepperProps = {
  name: string;
  value: number;
  max: number;
  disabled: boolean;
  onChange: (num: number) => void;
};

/** − quantity + within 1 and `max`; the buttons name the product for screen readers. */
export function QuantityStepper({ name, value, max, disabled, onChange }: QuantityStepperProps) {
  const { t } = useI18n();
  return (
    <span className="stepper" role="group" aria-label={t('checkout.cart.quantity', { name })}>
      <button
        type="button"
        onClick={() => onChange(value - 1)}
        disabled={disabled || value <= 1}
        aria-label={t('checkout.cart.decrease', { name })}
      >
        −
      </button>
      <output aria-live="polite">{value}</output>
      <button
        type="button"
        onClick={() => onChange(value + 1)}
        disabled={disabled || value >= max}
        aria-label={t('checkout.cart.increase', { name })}
      >
        +
      </button>
    </span>
  );
}
