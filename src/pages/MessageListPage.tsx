import { MESSAGE_KINDS, type MessageKind } from '../../commerce/contract/choices';
import type { PageProps } from '../app/page-props';
import { Link } from '../components/Link';
import { LoadError } from '../components/LoadError';
import { Pagination } from '../components/Pagination';
import { useI18n } from '../i18n/use-i18n';
import { formatDate, formatTime } from '../../lib/phnom-penh-time';
import { useUnreadSync } from '../store/use-unread-sync';
import type { messageList } from '../../worker/loaders/message-list';

const listPath = (kind: MessageKind | null, page = 1) => {
  const query = new URLSearchParams({
    ...(kind ? { kind } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
  }).toString();
  return `/accounts/message-lists${query ? `?${query}` : ''}`;
};

/** The inbox: tabs by kind, unread messages marked, newest first. */
export default function MessageListPage({ data }: PageProps<typeof messageList>) {
  const { t, lang } = useI18n();
  const { inbox, kind } = data;
  useUnreadSync(inbox?.unread);
  return (
    <section className="account-panel">
      <div className="panel-head">
        <h1>{t(['route', 'accounts.message-lists'])}</h1>
        {inbox && inbox.unread > 0 && (
          <span className="tag">{t('member.messages.unread', { count: inbox.unread })}</span>
        )}
      </div>
      <nav className="tabs" aria-label={t('member.messages.kinds')}>
        {[null, ...MESSAGE_KINDS].map((tab) => (
          <Link key={tab ?? 'all'} to={listPath(tab)} aria-current={tab === kind ? 'page' : undefined}>
            {t(`member.messages.kind.${tab ?? 'all'}`)}
          </Link>
        ))}
      </nav>
      {inbox === null ? (
        <LoadError />
      ) : inbox.list.length === 0 ? (
        <p className="empty-note">{t('member.messages.empty')}</p>
      ) : (
        <ul className="plain-list">
          {inbox.list.map((message) => (
            <li key={message.id} className={`list-card message-card${message.read ? '' : ' unread'}`}>
              <p className="message-meta">
                <span className="tag">{t(`member.messages.kind.${message.kind}`)}</span>
                {!message.read && <span className="new-dot">{t('member.messages.new')}</span>}
                <time className="muted">
                  {formatDate(message.created_at, lang)} {formatTime(message.created_at)}
                </time>
              </p>
              <p>
                <Link className="message-title" to={`/accounts/message-details/${message.id}`}>
                  {message.title}
                </Link>
              </p>
              <p className="muted">{message.excerpt}</p>
            </li>
          ))}
        </ul>
      )}
      {inbox && <Pagination page={inbox.page} pages={inbox.pages} hrefFor={(page) => listPath(kind, page)} />}
    </section>
  );
}
