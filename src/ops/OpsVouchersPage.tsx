import type { OpsCoupon } from '../../commerce/db/ops-deals';
import type { Lang } from '../../lib/lang';
import { formatUsd } from '../../lib/money';
import { formatDate, formatTime } from '../../lib/phnom-penh-time';
import { OpsDocument } from './OpsDocument';
import { useOperatorPage } from './ops-request';
import type { MerchantChoice } from '../../commerce/db/ops-orders';
import { OpsVoucherForm, type VoucherTyped } from './OpsVoucherForm';
import { OPS_MESSAGES } from './ops-messages';
import { opsPath } from './ops-path';
import { OpsNotice, type Notice } from './OpsNotice';
import { OpsSectionNav } from './OpsSectionNav';

const when = (seconds: number, lang: Lang) => `${formatDate(seconds, lang)} ${formatTime(seconds)}`;

/** A voucher's discount as the list shows it: "$5.00 over $30.00", "10% over $20.00". */
export function discountText(coupon: OpsCoupon, lang: Lang) {
  const value = coupon.discount_percent > 0 ? `${coupon.discount_percent}%` : formatUsd(coupon.discount_cents);
  return coupon.min_spend_cents > 0
    ? `${value} ${OPS_MESSAGES[lang].vouchers.minOf(formatUsd(coupon.min_spend_cents))}`
    : value;
}

/** Every voucher and coupon, live or not, and the form that adds one. */
export function OpsVouchersPage({
  coupons,
  now,
  notice,
  typed,
  merchants,
}: {
  coupons: OpsCoupon[];
  now: number;
  notice: Notice | null;
  typed: VoucherTyped;
  merchants: MerchantChoice[];
}) {
  const { lang } = useOperatorPage();
  const m = OPS_MESSAGES[lang].vouchers;
  return (
    <OpsDocument title={m.heading} path="/vouchers">
      <OpsSectionNav lang={lang} group="deals" current="vouchers" />
      <OpsNotice notice={notice} />
      {coupons.length === 0 ? (
        <p>{m.empty}</p>
      ) : (
        <div className="ops-scroll">
          <table className="ops-table">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{m.title}</th>
                <th scope="col">{m.kind}</th>
                <th scope="col">{m.discount}</th>
                <th scope="col">{m.claimed}</th>
                <th scope="col">{m.dates}</th>
                <th scope="col">{m.status}</th>
              </tr>
            </thead>
            <tbody>
              {coupons.map((coupon) => (
                <tr key={coupon.id}>
                  <td data-label="#">
                    <a href={opsPath(lang, `/vouchers/${coupon.id}`)}>{coupon.id}</a>
                  </td>
                  <td data-label={m.title}>
                    {coupon.title_en}
                    <br />
                    <span lang="km">{coupon.title_km}</span>
                  </td>
                  <td data-label={m.kind}>{m.kinds[coupon.kind]}</td>
                  <td data-label={m.discount}>{discountText(coupon, lang)}</td>
                  <td data-label={m.claimed}>{`${coupon.claimed} / ${coupon.total}`}</td>
                  <td data-label={m.dates}>{`${when(coupon.starts_at, lang)} – ${when(coupon.ends_at, lang)}`}</td>
                  <td data-label={m.status}>{coupon.starts_at <= now && coupon.ends_at > now ? m.live : m.notLive}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <section aria-labelledby="ops-add-voucher">
        <h2 id="ops-add-voucher">{m.add}</h2>
        <OpsVoucherForm
          lang={lang}
          action={opsPath(lang, '/vouchers')}
          typed={typed}
          merchants={merchants}
          submit={m.create}
        />
      </section>
    </OpsDocument>
  );
}
