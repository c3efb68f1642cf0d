import type { OpsCoupon } from '../../commerce/contract/console/deals';
import type { Lang } from '../../lib/lang';
import { formatUsd } from '../../lib/money';
import { formatDate, formatTime } from '../../lib/phnom-penh-time';
import { OpsDocument } from './OpsDocument';
import { OpsListTable } from './OpsListTable';
import { useOperatorPage } from './ops-request';
import type { MerchantChoice } from '../../commerce/contract/console/orders';
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
      <OpsListTable
        rows={coupons}
        rowKey={(coupon) => coupon.id}
        empty={<p>{m.empty}</p>}
        columns={[
          { label: '#', cell: (coupon) => <a href={opsPath(lang, `/vouchers/${coupon.id}`)}>{coupon.id}</a> },
          {
            label: m.title,
            cell: (coupon) => (
              <>
                {coupon.title_en}
                <br />
                <span lang="km">{coupon.title_km}</span>
              </>
            ),
          },
          { label: m.kind, cell: (coupon) => m.kinds[coupon.kind] },
          { label: m.discount, cell: (coupon) => discountText(coupon, lang) },
          { label: m.claimed, cell: (coupon) => `${coupon.claimed} / ${coupon.total}` },
          { label: m.dates, cell: (coupon) => `${when(coupon.starts_at, lang)} – ${when(coupon.ends_at, lang)}` },
          {
            label: m.status,
            cell: (coupon) => (coupon.starts_at <= now && coupon.ends_at > now ? m.live : m.notLive),
          },
        ]}
      />
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
