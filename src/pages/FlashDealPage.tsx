import type { PageProps } from '../app/page-props';
import { FlashDealStrip } from '../components/FlashDealStrip';
import { LoadError } from '../components/LoadError';
import { useI18n } from '../i18n/use-i18n';
import { formatDate, formatTime } from '../../lib/phnom-penh-time';
import type { flashdeal } from '../../worker/loaders/deals';

/** Flash deals by time slot (Phnom Penh time): the one on now first, then the ones coming up. */
export default function FlashDealPage({ route, data }: PageProps<typeof flashdeal>) {
  const { t, lang } = useI18n();
  return (
    <>
      <h1>{t(['route', route])}</h1>
      {data.slots === null ? (
        <LoadError />
      ) : data.slots.length === 0 ? (
        <p>{t('catalogue.flash.none')}</p>
      ) : (
        data.slots.map((slot) => {
          const day = formatDate(slot.starts_at, lang);
          // A window that ends at midnight ends on its own day ("18:00–00:00"), not the next.
          const endDay = formatDate(slot.ends_at - 1, lang);
          const times = { day, endDay, start: formatTime(slot.starts_at), end: formatTime(slot.ends_at) };
          return (
            <section key={slot.id} className="flash-section" aria-label={slot.title}>
              <p className="flash-slot-time">
                {t(day === endDay ? 'catalogue.flash.slot' : 'catalogue.flash.slotDays', times)}
              </p>
              <FlashDealStrip slot={slot} headingLevel={2} />
            </section>
          );
        })
      )}
    </>
  );
}
