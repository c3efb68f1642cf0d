import type { Outlet } from '../../commerce/contract/content';
import type { PageProps } from '../app/page-props';
import { LoadError } from '../components/LoadError';
import { useI18n } from '../i18n/use-i18n';
import { mapLink } from '../lib/map-link';
import type { outlets } from '../../worker/loaders/outlets';

/** Outlets grouped by province, in the API's order (Phnom Penh first), each with hours, phone and a map link. */
function byProvince(outlets: Outlet[]): [string, Outlet[]][] {
  const groups = new Map<string, Outlet[]>();
  for (const outlet of outlets) groups.set(outlet.province, [...(groups.get(outlet.province) ?? []), outlet]);
  return [...groups];
}

export default function OutletsPage({ route, data }: PageProps<typeof outlets>) {
  const { t } = useI18n();
  return (
    <div className="content-page">
      <h1>{t(['route', route])}</h1>
      <p className="content-lead">{t('content.about.outletsIntro')}</p>
      {!data.outlets ? (
        <LoadError />
      ) : (
        byProvince(data.outlets).map(([province, outlets], i) => (
          <section key={province} aria-labelledby={`province-${i}`}>
            <h2 id={`province-${i}`}>{province}</h2>
            <ul className="outlet-list">
              {outlets.map((outlet) => (
                <li key={outlet.id} className="content-card">
                  <h3>{outlet.name}</h3>
                  <p>{outlet.address}</p>
                  <p>{t('content.about.outletHours', { hours: outlet.hours.replace('-', '–') })}</p>
                  <p className="outlet-actions">
                    <a href={`tel:${outlet.phone.replace(/\s/g, '')}`}>
                      {t('content.about.call', { phone: outlet.phone })}
                    </a>
                    <a href={mapLink(outlet.lat, outlet.lng)} target="_blank" rel="noopener noreferrer">
                      {t('content.about.map')}
                      <span className="visually-hidden">: {outlet.name}</span>
                    </a>
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
