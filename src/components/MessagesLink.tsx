import { useI18n } from '../i18n/use-i18n';
import { useStoreSnapshot } from '../store/use-store';
import { Icon } from './Icon';
import { Link } from './Link';

/** The header's way to a member's messages, with the unread count (its name says the number; guests see nothing). */
export function MessagesLink() {
  const { t } = useI18n();
  const { session, unread } = useStoreSnapshot();
  if (!session.loggedIn) return null;
  const label =
    unread === 0
      ? t('account.noneUnread')
      : unread === 1
        ? t('account.unreadOne')
        : t('account.unread', { count: unread });
  return (
    <Link to="/accounts/message-lists" className="header-icon messages-link" aria-label={label}>
      <Icon name="mail" size={24} />
      {unread > 0 && (
        <span className="unread-count" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
