import type { PageProps } from '../app/page-props';
import { awaitFor } from '../app/Await';
import { CheckInButton } from '../components/CheckInButton';
import { GradeCard } from '../components/GradeCard';
import { Link } from '../components/Link';
import { LoadError } from '../components/LoadError';
import { useI18n } from '../i18n/use-i18n';
import { formatDate } from '../../lib/phnom-penh-time';
import type { accountHome } from '../../worker/loaders/account-home';

const Await = awaitFor<typeof accountHome>();

export type OrderCounts = Record<'to_pay' | 'to_ship' | 'to_receive' | 'completed' | 'cancelled', number>;

/** The account home: grade and points, today's check-in, orders by state, recent messages. */
export default function AccountHomePage({ data }: PageProps<typeof accountHome>) {
  const { t, lang } = useI18n();
  return (
    <section className="account-panel">
      <h1>{t(['route', 'accounts.index'])}</h1>
      <div className="account-summary">
        {data.grade ? <GradeCard grade={data.grade} /> : <LoadError />}
        <CheckInButton />
      </div>
      <h2>{t('member.home.orders')}</h2>
      <Await name="orderCounts" fallback={<p className="skeleton">{t('member.home.loading')}</p>}>
        {(settled) =>
          settled.ok ? (
            <ul className="order-counts">
              {(Object.keys(settled.value) as (keyof OrderCounts)[]).map((tab) => (
                <li key={tab}>
                  <Link to={`/accounts/orders?tab=${tab}`}>
                    <strong>{settled.value[tab]}</strong>
                    <span>{t(`member.orders.tab.${tab}`)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <LoadError />
          )
        }
      </Await>
      <h2>{t('member.home.messages')}</h2>
      <Await name="messages" fallback={<p className="skeleton">{t('member.home.loading')}</p>}>
        {(settled) =>
          !settled.ok ? (
            <LoadError />
          ) : settled.value.list.length === 0 ? (
            <p className="empty-note">{t('member.messages.empty')}</p>
          ) : (
            <ul className="plain-list">
              {settled.value.list.map((message) => (
                <li key={message.id} className={`list-card message-card${message.read ? '' : ' unread'}`}>
                  <Link className="message-title" to={`/accounts/message-details/${message.id}`}>
                    {message.title}
                  </Link>{' '}
                  <span className="muted">{formatDate(message.created_at, lang)}</span>
                </li>
              ))}
            </ul>
          )
        }
      </Await>
      <p>
        <Link to="/accounts/message-lists">{t('member.home.allMessages')}</Link>
      </p>
    </section>
  );
}
