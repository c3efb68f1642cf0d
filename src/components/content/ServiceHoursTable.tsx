import type { ServiceHours } from '../../../commerce/contract/content';
import { useI18n } from '../../i18n/use-i18n';
import type { ServiceState } from '../../../lib/opening-hours';

/** "Open now" or when it opens next, then the week's hours from Monday (Phnom Penh time). */
export function ServiceHoursTable({ hours, state }: { hours: ServiceHours; state: ServiceState }) {
  const { t } = useI18n();
  const status = state.open
    ? t('content.service.openNow', { time: state.closes })
    : state.nextDay === null
      ? t('content.service.closed')
      : state.today
        ? t('content.service.opensToday', { time: state.opens })
        : t('content.service.opensOn', { day: t(`content.service.day${state.nextDay}`), time: state.opens });
  const week = [1, 2, 3, 4, 5, 6, 0];
  return (
    <div className="service-hours">
      <p className={state.open ? 'service-status is-open' : 'service-status is-closed'}>{status}</p>
      <table>
        <caption className="visually-hidden">{t('content.service.hours')}</caption>
        <tbody>
          {week.map((day) => {
            const row = hours.find((h) => h.day === day);
            return (
              <tr key={day}>
                <th scope="row">{t(`content.service.day${day}`)}</th>
                <td>{row ? `${row.opens}–${row.closes}` : t('content.service.closed')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
