import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { OfflineError, useApi } from '../api/client';
import { useNavigate } from '../app/client-router';
import { useI18n } from '../i18n/use-i18n';
import { localizePath } from '../lib/paths';
import { showToast } from '../store/actions';
import { setFollowed } from '../store/marks-actions';
import { useStore } from '../store/use-store';

/**
 * Follow or unfollow a merchant (POST /api/merchants/:id/follow|unfollow). Whether the shopper follows
 * it already comes from the store's marks (GET /api/marks with the page), so the first paint is right.
 * A guest goes to sign-in and comes back.
 */
export function FollowButton({ merchantId, onFollowers }: { merchantId: number; onFollowers: (count: number) => void }) {
  const { t, lang } = useI18n();
  const api = useApi();
  const store = useStore();
  const navigate = useNavigate();
  const followed = useSnapshot(store).marks.followed.includes(merchantId);
  const [busy, setBusy] = useState(false);

  async function toggle() {
    if (!store.session.loggedIn) {
      await navigate(`${localizePath('/user/login', lang)}?redirect=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    setBusy(true);
    try {
      const answer = await setFollowed(store, api, merchantId, !followed);
      if (typeof answer === 'number') onFollowers(answer);
      else if (answer) showToast(store, { kind: 'error', text: answer, position: 'top-right' }, 3000);
    } catch (failure) {
      if (!(failure instanceof OfflineError)) showToast(store, { kind: 'error', text: t('status.loadFailed'), position: 'top-right' }, 3000);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className="button button-secondary follow-button" aria-pressed={followed} onClick={toggle} disabled={busy}>
      {followed ? t('catalogue.merchant.following') : t('catalogue.merchant.follow')}
    </button>
  );
}
