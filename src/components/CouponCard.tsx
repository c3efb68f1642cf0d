import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { couponSchema } from '../../commerce/contract/coupons';
import { useI18n } from '../i18n/use-i18n';
import { formatUsd, toCents } from '../../lib/money';
import { formatDate } from '../../lib/phnom-penh-time';
import { CollectButton } from './CollectButton';
import { Link } from './Link';

export type Coupon = z.infer<typeof couponSchema>;

/**
 * A voucher or a shop's coupon: what it takes off, from what spend, until when, how many are left; collect it.
 * One the shopper holds shows `status` (used, expired) in place of the collect button and the count left.
 */
export function CouponCard({
  coupon,
  linked = false,
  status,
}: {
  coupon: Coupon;
  linked?: boolean;
  status?: ReactNode;
}) {
  const { t, lang } = useI18n();
  const minSpend = toCents(coupon.min_spend);
  const value =
    coupon.discount_percent > 0
      ? t('catalogue.voucher.percentOff', { percent: coupon.discount_percent })
      : t('catalogue.voucher.amountOff', { amount: formatUsd(toCents(coupon.discount_money)) });
  return (
    <article className="coupon-card">
      <p className="coupon-value">{value}</p>
      <div className="coupon-body">
        <h3 className="coupon-title">
          {linked ? <Link to={`/voucher/detail/${coupon.id}`}>{coupon.title}</Link> : coupon.title}
        </h3>
        <p className="coupon-meta">
          <span>
            {minSpend > 0
              ? t('catalogue.voucher.minSpend', { amount: formatUsd(minSpend) })
              : t('catalogue.voucher.noMinSpend')}
          </span>
          <span>{t('catalogue.voucher.validUntil', { date: formatDate(coupon.ends_at, lang) })}</span>
          {status === undefined && <span>{t('catalogue.voucher.left', { count: coupon.left })}</span>}
        </p>
      </div>
      {status ?? <CollectButton kind={coupon.kind} id={coupon.id} left={coupon.left} />}
    </article>
  );
}
