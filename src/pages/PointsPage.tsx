import type { PageProps } from '../app/page-props';
import { CheckInButton } from '../components/CheckInButton';
import { GradeCard } from '../components/GradeCard';
import { Link } from '../components/Link';
import { LoadError } from '../components/LoadError';
import { Pagination } from '../components/Pagination';
import { useI18n } from '../i18n/use-i18n';
import { labelText } from '../lib/label-text';
import { formatDate, formatTime } from '../../lib/phnom-penh-time';
import type { points } from '../../worker/loaders/points';

/** My points (grade, check-in, latest entries) and the ledger (/accounts/points/detail, paged). */
export default function PointsPage({ route, data }: PageProps<typeof points>) {
  const { t, lang } = useI18n();
  const detail = route === 'accounts.points-detail';
  const { ledger } = data;
  return (
    <section className="account-panel">
      <h1>{t(['route', route])}</h1>
      {!detail && (
        <div className="account-summary">
          {data.grade ? <GradeCard grade={data.grade} /> : <LoadError />}
          <CheckInButton />
        </div>
      )}
      {detail && ledger && (
        <p className="points-balance">
          {labelText(lang, t('member.points.balance'))} <strong>{ledger.balance}</strong>
        </p>
      )}
      {!detail && <h2>{t('member.points.latest')}</h2>}
      {ledger === null ? (
        <LoadError />
      ) : ledger.list.length === 0 ? (
        <p className="empty-note">{t('member.points.empty')}</p>
      ) : (
        <ul className="plain-list ledger">
          {ledger.list.map((row) => (
            <li key={row.id} className="list-card ledger-row">
              <span>
                <strong>{row.title}</strong>
                <br />
                <time className="muted">
                  {formatDate(row.created_at, lang)} {formatTime(row.created_at)}
                </time>
              </span>
              <strong className={row.points < 0 ? 'points-minus' : 'points-plus'}>
                {row.points > 0 ? `+${row.points}` : row.points}
              </strong>
            </li>
          ))}
        </ul>
      )}
      {detail && ledger && (
        <Pagination
          page={ledger.page}
          pages={ledger.pages}
          hrefFor={(page) => `/accounts/points/detail?page=${page}`}
        />
      )}
      {!detail && (
        <p>
          <Link to="/accounts/points/detail">{t('member.points.history')}</Link>
        </p>
      )}
    </section>
  );
}
