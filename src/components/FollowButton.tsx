import { useState } from 'react';
import { OfflineError, useApi } from '../api/client';
import { useNavigate } from '../app/client-router';
import { useI18n } from '../i18n/use-i18n';
import { localizePath } from '../lib/paths';
import { showToast } from '../store/actions';
import { useStore } from '../store/use-store';

type FollowAnswer = { followed: boolean; followers: number };

/**
 * Follow or unfollow a merchant (POST /api/merchants/:id/follow|unfollow). The merchant answer does
 * not say whether this shopper follows already, so the button starts at "Follow" and then shows
 * what the API answered. A guest goes to sign-in and comes back.
 */
export function FollowButton({ merchantId, onFollowers }: { merchantId: number; onFollowers: (count: number) => void }) {
  const { t, lang } = useI18n();
  const api = useApi();
  const store = useStore();
  const navigate = useNavigate();
  const [followed, setFollowed] = useState(false);
  const [busy, setBusy] = useState(false);

  async function toggle() {
    if (!store.session.loggedIn) {
      await navigate(`${localizePath('/user/login', lang)}?redirect=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    setBusy(true);
    try {
      const answer = await api.post<FollowAnswer>(`/merchants/${merchantId}/${followed ? 'unfollow' : 'follow'}`);
      if (answer.code === 0) {
        setFollowed(answer.data.followed);
        onFollowers(answer.data.followers);
      } else if (answer.msg) showToast(store, { kind: 'error', text: answer.msg, position: 'top-right' }, 3000);
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
