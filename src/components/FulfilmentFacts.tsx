import { useI18n } from '../i18n/use-i18n';
import { formatUsd } from '../../lib/money';
import { Link } from './Link';
import type { FulfilmentFacts as Facts } from '../../worker/loaders/fulfilment-facts';

/**
 * Under the buy buttons: what delivery costs (the shop's fees by province, and where it is free over a
 * total), how many stores hand orders out
 * for free, and where the returns policy is; each links to the page that tells the whole of it. A fact the
 * data does not give (no province served, no store) is left out rather than guessed.
 */
export function FulfilmentFacts({ facts }: { facts: Facts }) {
  const { t } = useI18n();
  const { delivery, stores } = facts;
  return (
    <ul className="fulfilment-facts" aria-label={t('catalogue.product.facts')}>
      {delivery && (
        <li>
          <strong>{t('catalogue.product.delivery')}</strong>
          <span>
            {delivery.from === delivery.to
              ? t('catalogue.product.deliveryFee', { fee: formatUsd(delivery.from) })
              : t('catalogue.product.deliveryFees', { from: formatUsd(delivery.from), to: formatUsd(delivery.to) })}
          </span>
          {delivery.free && (
            <span>
              {t('catalogue.product.deliveryFree', {
                province: delivery.free.province,
                amount: formatUsd(delivery.free.over),
              })}
            </span>
          )}
          <Link to="/policies/terms">{t('catalogue.product.deliveryTerms')}</Link>
        </li>
      )}
      {stores > 0 && (
        <li>
          <strong>{t('catalogue.product.pickup')}</strong>
          <span>{t('catalogue.product.pickupStores', { count: stores })}</span>
          <Link to="/abouts/outlet">{t('catalogue.product.pickupList')}</Link>
        </li>
      )}
      <li>
        <strong>{t('catalogue.product.returns')}</strong>
        <Link to="/policies/terms">{t('catalogue.product.returnsPolicy')}</Link>
      </li>
    </ul>
  );
}
