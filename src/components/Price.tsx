import { useConfig } from '../app/config-context';
import { useI18n } from '../i18n/use-i18n';
import { formatRiel, formatUsd, toCents } from '../../lib/money';

type PriceProps = {
  /** The price to pay, as on the wire ("12.50"). */
  money: string;
  /** The compare-at price, shown struck through when it is higher than `money`. */
  compareAt?: string | null;
  size?: 'small' | 'large';
};

/** A dollar price with its riel equivalent beside it, and the compare-at price when discounted. */
export function Price({ money, compareAt, size = 'small' }: PriceProps) {
  const { t } = useI18n();
  const { khrPerUsd } = useConfig();
  const cents = toCents(money);
  const was = compareAt ? toCents(compareAt) : 0;
  return (
    <span className={`price price-${size}`}>
      <strong className="price-usd">{formatUsd(cents)}</strong>
      {was > cents && (
        <s className="price-was">
          <span className="visually-hidden">{t('catalogue.price.was')} </span>
          {formatUsd(was)}
        </s>
      )}
      <span className="price-riel">{formatRiel(cents, khrPerUsd)}</span>
    </span>
  );
}
