import { useState } from 'react';
import { OfflineError, useApi } from '../api/client';
import { useNavigate } from '../app/client-router';
import { useI18n } from '../i18n/use-i18n';
import { localizePath } from '../lib/paths';
import { showToast } from '../store/actions';
import { useStore } from '../store/use-store';

/**
 * Collects a voucher or a shop's coupon (POST /api/vouchers|coupons/:id/collect). A guest goes to
 * sign-in and comes back; the API's refusal (already collected, all gone) is shown as it says it.
 */
export function CollectButton({ kind, id, left }: { kind: 'voucher' | 'coupon'; id: number; left: number }) {
  const { t, lang } = useI18n();
  const api = useApi();
  const store = useStore();
  const navigate = useNavigate();
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');

  async function collect() {
    if (!store.session.loggedIn) {
      await navigate(`${localizePath('/user/login', lang)}?redirect=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    setState('busy');
    try {
      const answer = await api.post(`/${kind}s/${id}/collect`);
      if (answer.code === 0) {
        setState('done');
        showToast(store, { kind: 'success', text: t('catalogue.voucher.collected'), position: 'top-right' }, 1500);
        return;
      }
      if (answer.msg) showToast(store, { kind: 'error', text: answer.msg, position: 'top-right' }, 3000);
    } catch (failure) {
      if (!(failure instanceof OfflineError)) showToast(store, { kind: 'error', text: t('status.loadFailed'), position: 'top-right' }, 3000);
    }
    setState('idle');
  }

  if (left <= 0) return <p className="coupon-gone">{t('catalogue.voucher.allGone')}</p>;
  return (
    <button type="button" className="button button-secondary" onClick={collect} disabled={state !== 'idle'}>
      {state === 'done' ? t('catalogue.voucher.collected') : state === 'busy' ? t('catalogue.voucher.collecting') : t('catalogue.voucher.collect')}
    </button>
  );
}
