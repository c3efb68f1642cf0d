import { useEffect } from 'react';
import { useApi } from '../api/client';
import type { PageProps } from '../app/page-props';
import { Link } from '../components/Link';
import { LoadError } from '../components/LoadError';
import { useI18n } from '../i18n/use-i18n';
import { formatDate, formatTime } from '../../lib/phnom-penh-time';
import { markRead } from '../store/unread-actions';
import { useStore } from '../store/use-store';
import type { messageDetail } from '../../worker/loaders/message-detail';

/** One message, with a link to what it is about (an order, a promotion); shown, an unread one is marked read. */
export default function MessageDetailPage({ data }: PageProps<typeof messageDetail>) {
  const { t, lang } = useI18n();
  const { message } = data;
  const api = useApi();
  const store = useStore();
  const unreadId = message?.read === 0 ? message.id : null;
  useEffect(() => {
    // Failing, it stays unread: the inbox and the badge say so, and opening it again tries again.
    if (unreadId !== null) markRead(store, api, unreadId).catch(() => undefined);
  }, [unreadId, store, api]);
  return (
    <article className="account-panel">
      {message ? (
        <>
          <p className="message-meta">
            <span className="tag">{t(`member.messages.kind.${message.kind}`)}</span>
            <time className="muted">
              {formatDate(message.created_at, lang)} {formatTime(message.created_at)}
            </time>
          </p>
          <h1>{message.title}</h1>
          <p className="message-body">{message.body}</p>
          {message.link && (
            <p>
              <Link className="button button-secondary" to={message.link}>
                {t('member.messages.open')}
              </Link>
            </p>
          )}
        </>
      ) : (
        <>
          <h1>{t(['route', 'accounts.message-details'])}</h1>
          <LoadError />
        </>
      )}
      <p>
        <Link to="/accounts/message-lists">{t('member.messages.back')}</Link>
      </p>
    </article>
  );
}
