import { useApi } from '../api/client';
import { useI18n } from '../i18n/use-i18n';
import { localizePath } from '../../lib/paths';
import { GUEST_SESSION } from '../store/store-state';
import { useStore, useStoreSnapshot } from '../store/use-store';
import { Link } from './Link';

/** The signed-in shopper's name and sign-out, or sign-in and sign-up links for guests. */
export function AccountMenu() {
  const { t, lang } = useI18n();
  const api = useApi();
  const store = useStore();
  const { session } = useStoreSnapshot();

  async function signOut() {
    await api.post('/auth/logout').catch(() => undefined);
    store.session = { ...GUEST_SESSION };
    // A full load: the answer cleared cookies and storage, so start clean at home.
    location.assign(localizePath('/', lang));
  }

  if (!session.loggedIn) {
    return (
      <>
        <Link to="/user/login" className="header-link">
          {t('auth.signIn')}
        </Link>
        <Link to="/user/register" className="header-link header-link-strong">
          {t('auth.signUp')}
        </Link>
      </>
    );
  }
  return (
    <>
      <Link to="/accounts" className="header-link header-link-strong">
        {session.userName ? t('auth.hello', { name: session.userName }) : t('nav.account')}
      </Link>
      <button type="button" className="header-link link-button" onClick={signOut}>
        {t('auth.signOut')}
      </button>
    </>
  );
}
