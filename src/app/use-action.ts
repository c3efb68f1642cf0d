import { useState } from 'react';
import { flushSync } from 'react-dom';
import { OfflineError } from '../api/client';
import { useI18n } from '../i18n/use-i18n';
import { signInPath } from '../../lib/paths';
import { showToast } from '../store/actions';
import { useStore } from '../store/use-store';
import { useNavigate } from './navigate-context';

type ActionOptions = {
  /** Where a refusal shows: in `error` beside the form (the default), or as a toast (a button's action). */
  report?: 'inline' | 'toast';
  /** A member's action: a guest goes to sign-in first and comes back to this page afterwards. */
  member?: boolean;
  /** Why a guest is sent to sign in, shown there (see signInPath). */
  signInReason?: 'cart';
};

/**
 * The one way to run an async action from a form or a button. `busy` holds while it runs. The action
 * resolves to the message to show when it was refused (an API answer's `msg`, a validation message),
 * anything else when it went through. A throw shows the generic "could not load" message; an offline
 * failure nothing more, as the API client already told the shopper. A button is disabled while its
 * action runs, which drops keyboard focus to the page: when it ends, focus goes back where it was
 * (without scrolling, so an error brought into view stays in view) unless the shopper moved it since.
 */
export function useAction({ report = 'inline', member = false, signInReason }: ActionOptions = {}) {
  const { t } = useI18n();
  const store = useStore();
  const navigate = useNavigate();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  function refuse(message: string) {
    if (report === 'inline') setError(message);
    else showToast(store, { kind: 'error', text: message, position: 'top-right' }, 3000);
  }

  async function run(action: () => Promise<unknown>): Promise<void> {
    if (member && !store.session.loggedIn) {
      await navigate(signInPath(location.pathname + location.search, signInReason));
      return;
    }
    const focused = document.activeElement as HTMLElement | null;
    setError('');
    setBusy(true);
    try {
      const refused = await action();
      if (typeof refused === 'string' && refused) refuse(refused);
    } catch (failure) {
      if (!(failure instanceof OfflineError)) refuse(t('status.loadFailed'));
    } finally {
      flushSync(() => setBusy(false));
      if (document.activeElement === document.body) focused?.focus({ preventScroll: true });
    }
  }

  return { busy, error, setError, run };
}
