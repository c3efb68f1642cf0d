import { useI18n } from '../i18n/use-i18n';

type QuantityStepperProps = {
  name: string;
  value: number;
  max: number;
  disabled: boolean;
  onChange: (num: number) => void;
};

/**
 * − quantity + within 1 and `max`; the buttons name the product for screen readers. A button at its
 * bound says so (aria-disabled) and does nothing, but stays focusable: a disabled one would drop the
 * keyboard's focus to the page's start the moment the last press reached the bound.
 */
export function QuantityStepper({ name, value, max, disabled, onChange }: QuantityStepperProps) {
  const { t } = useI18n();
  const step = (to: number, allowed: boolean) => (
    <button
      type="button"
      onClick={() => allowed && onChange(to)}
      disabled={disabled}
      aria-disabled={!allowed}
      aria-label={t(to < value ? 'checkout.cart.decrease' : 'checkout.cart.increase', { name })}
    >
      {to < value ? '−' : '+'}
    </button>
  );
  return (
    <span className="stepper" role="group" aria-label={t('checkout.cart.quantity', { name })}>
      {step(value - 1, value > 1)}
      <output aria-live="polite">{value}</output>
      {step(value + 1, value < max)}
    </span>
  );
}
