import { useState } from 'react';
import { useApi } from '../api/client';
import { useAction } from '../app/use-action';
import { useI18n } from '../i18n/use-i18n';
import { showToast } from '../store/actions';
import { useStore } from '../store/use-store';

/**
 * Collects a voucher or a shop's coupon (POST /api/vouchers|coupons/:id/collect). A guest goes to
 * sign-in and comes back; the API's refusal (already collected, all gone) is shown as it says it.
 */
export function CollectButton({ kind, id, left }: { kind: 'voucher' | 'coupon'; id: number; left: number }) {
  const { t } = useI18n();
  const api = useApi();
  const store = useStore();
  const { busy, run } = useAction({ member: true, report: 'toast' });
  const [collected, setCollected] = useState(false);

  const collect = () =>
    run(async () => {
      const answer = await api.post(`/${kind}s/${id}/collect`);
      if (answer.code !== 0) return answer.msg || null;
      setCollected(true);
      showToast(store, { kind: 'success', text: t('catalogue.voucher.collected'), position: 'top-right' }, 1500);
      return null;
    });

  if (left <= 0) return <p className="coupon-gone">{t('catalogue.voucher.allGone')}</p>;
  return (
    <button type="button" className="button button-secondary" onClick={collect} disabled={busy || collected}>
      {collected
        ? t('catalogue.voucher.collected')
        : busy
          ? t('catalogue.voucher.collecting')
          : t('catalogue.voucher.collect')}
    </button>
  );
}
