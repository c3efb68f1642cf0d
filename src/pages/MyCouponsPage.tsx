import type { z } from 'zod';
import { COUPON_TABS, type CouponTab } from '../../commerce/contract/choices';
import type { myCouponsResponse } from '../../commerce/contract/coupons';
import type { PageProps } from '../app/page-props';
import { CouponCard } from '../components/CouponCard';
import { Link } from '../components/Link';
import { LoadError } from '../components/LoadError';
import { useI18n } from '../i18n/use-i18n';
import { formatDate } from '../../lib/phnom-penh-time';
import type { myCoupons } from '../../worker/loaders/my-coupons';

type MyCoupon = z.infer<typeof myCouponsResponse>['data'][number];

const tabPath = (tab: CouponTab) => (tab === 'available' ? '/accounts/coupon' : `/accounts/coupon?status=${tab}`);

/** My vouchers and coupons by status (tabs in the URL): ready to use at checkout, used, or ended unused. */
export default function MyCouponsPage({ data }: PageProps<typeof myCoupons>) {
  const { t, lang } = useI18n();
  const { tab, coupons } = data;
  const status = (coupon: MyCoupon) =>
    tab === 'available' ? (
      <Link className="button button-secondary" to="/carts">
        {t('member.coupons.use')}
      </Link>
    ) : (
      <span className="tag coupon-status">
        {coupon.used_at
          ? t('member.coupons.usedOn', { date: formatDate(coupon.used_at, lang) })
          : coupon.merchant_closed
            ? t('member.coupons.merchantClosed')
            : t('member.coupons.tab.expired')}
      </span>
    );
  return (
    <section className="account-panel">
      <h1>{t(['route', 'accounts.coupon'])}</h1>
      <nav className="tabs" aria-label={t('member.coupons.tabs')}>
        {COUPON_TABS.map((name) => (
          <Link key={name} to={tabPath(name)} aria-current={name === tab ? 'page' : undefined}>
            {t(`member.coupons.tab.${name}`)}
          </Link>
        ))}
      </nav>
      {coupons === null ? (
        <LoadError />
      ) : coupons.length === 0 ? (
        <p className="empty-note">
          {t(`member.coupons.empty.${tab}`)} <Link to="/voucher">{t('member.coupons.collect')}</Link>
        </p>
      ) : (
        <ul className="coupon-list">
          {coupons.map((coupon) => (
            <li key={coupon.id}>
              <CouponCard
                coupon={coupon}
                linked={tab === 'available' && coupon.kind === 'voucher'}
                status={status(coupon)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
