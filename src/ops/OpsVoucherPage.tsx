import type { OpsCoupon } from '../../commerce/contract/console/deals';
import { OpsDocument } from './OpsDocument';
import { useOperatorPage } from './ops-request';
import type { MerchantChoice } from '../../commerce/contract/console/orders';
import { OpsVoucherForm, type VoucherTyped } from './OpsVoucherForm';
import { discountText } from './OpsVouchersPage';
import { OPS_MESSAGES } from './ops-messages';
import { opsPath } from './ops-path';
import { OpsNotice, type Notice } from './OpsNotice';
import { OpsSectionNav } from './OpsSectionNav';

/** One voucher or coupon: what shoppers collected, and the form that changes it. */
export function OpsVoucherPage({
  coupon,
  notice,
  typed,
  merchants,
}: {
  coupon: OpsCoupon;
  notice: Notice | null;
  typed: VoucherTyped;
  merchants: MerchantChoice[];
}) {
  const { lang } = useOperatorPage();
  const m = OPS_MESSAGES[lang].vouchers;
  return (
    <OpsDocument title={m.editTitle(coupon.id)} path={`/vouchers/${coupon.id}`}>
      <OpsSectionNav lang={lang} group="deals" current="vouchers" />
      <OpsNotice notice={notice} />
      <p>{`${discountText(coupon, lang)} · ${m.claimed} ${coupon.claimed} / ${coupon.total}`}</p>
      <OpsVoucherForm
        lang={lang}
        action={opsPath(lang, `/vouchers/${coupon.id}`)}
        typed={typed}
        merchants={merchants}
        submit={m.save}
      />
      <p>
        <a href={opsPath(lang, '/vouchers')}>{m.backToList}</a>
      </p>
    </OpsDocument>
  );
}
