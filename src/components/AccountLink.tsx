import { useI18n } from '../i18n/use-i18n';
import { useStoreSnapshot } from '../store/use-store';
import { Icon } from './Icon';
import { Link } from './Link';

/** The header's account icon: the signed-in shopper's name, or a sign-in prompt for guests. */
export function AccountLink() {
  const { t } = useI18n();
  const { session } = useStoreSnapshot();
  const label = session.loggedIn ? session.userName || t('nav.account') : t('auth.signIn');
  return (
    <Link to={session.loggedIn ? '/accounts' : '/user/login'} className="header-icon account-link">
      <Icon name="user" size={24} />
      <span className="account-link-name">{label}</span>
    </Link>
  );
}
