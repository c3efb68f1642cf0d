import { useState } from 'react';
import { OfflineError } from '../api/client';
import { useI18n } from '../i18n/use-i18n';
import { localizePath } from '../lib/paths';
import { showToast } from '../store/actions';
import { useStore } from '../store/use-store';
import { useNavigate } from './navigate-context';

/**
 * Runs a member's action from a button (save, follow, collect). A guest goes to sign-in and comes back
 * to this page. `busy` holds while the action runs; the action returns the API's message when it
 * refused, which shows as an error toast, as does a failure (offline already has its own toast).
 */
export function useMemberAction() {
  const { t, lang } = useI18n();
  const store = useStore();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<string | null>): Promise<void> {
    if (!store.session.loggedIn) {
      await navigate(
        `${localizePath('/user/login', lang)}?redirect=${encodeURIComponent(location.pathname + location.search)}`,
      );
      return;
    }
    setBusy(true);
    try {
      const refused = await action();
      if (refused) showToast(store, { kind: 'error', text: refused, position: 'top-right' }, 3000);
    } catch (failure) {
      if (!(failure instanceof OfflineError))
        showToast(store, { kind: 'error', text: t('status.loadFailed'), position: 'top-right' }, 3000);
    } finally {
      setBusy(false);
    }
  }

  return { busy, run };
}
