import type { PageProps } from '../app/page-props';
import { CouponCard } from '../components/CouponCard';
import { Link } from '../components/Link';
import { LoadError } from '../components/LoadError';
import { useI18n } from '../i18n/use-i18n';
import type { voucher, vouchers } from '../../worker/loaders/deals';

/** Shop-wide vouchers to collect (/voucher), or one voucher with its terms (/voucher/detail/:id). */
export default function VouchersPage({ route, data }: PageProps<typeof vouchers | typeof voucher>) {
  const { t } = useI18n();
  if ('vouchers' in data) {
    return (
      <>
        <h1>{t(['route', route])}</h1>
        {data.vouchers === null ? (
          <LoadError />
        ) : data.vouchers.length === 0 ? (
          <p>{t('catalogue.voucher.none')}</p>
        ) : (
          <ul className="coupon-list">
            {data.vouchers.map((voucher) => (
              <li key={voucher.id}>
                <CouponCard coupon={voucher} linked />
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }
  const { voucher } = data;
  return (
    <>
      <h1>{voucher ? voucher.title : t(['route', route])}</h1>
      {voucher === null ? (
        <LoadError />
      ) : (
        <>
          <CouponCard coupon={voucher} />
          <h2>{t('catalogue.voucher.terms')}</h2>
          <p className="product-description">{voucher.terms}</p>
          <p>
            <Link to="/accounts/coupon">{t('catalogue.voucher.mine')}</Link>
          </p>
        </>
      )}
    </>
  );
}
