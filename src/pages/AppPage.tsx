import type { PageProps } from '../app/page-props';
import { useMenus } from '../app/menus-context';
import { QrCode } from '../components/content/QrCode';
import { StoreBadges } from '../components/content/StoreBadges';
import { useI18n } from '../i18n/use-i18n';

/** The app download page (/app and /apps): store badges and a QR code to each store the operator has set. */
export default function AppPage({ route }: PageProps) {
  const { t } = useI18n();
  const { appStore, playStore } = useMenus().site.links;
  const codes = [
    { link: appStore, label: t('content.app.qrAppStore'), name: 'App Store' },
    { link: playStore, label: t('content.app.qrPlayStore'), name: 'Google Play' },
  ].filter((code) => code.link);
  return (
    <div className="content-page app-page">
      <h1>{t(['route', route])}</h1>
      <p className="content-lead">{t('content.app.intro')}</p>
      <h2>{t('content.app.benefits')}</h2>
      <ul className="app-benefits">
        <li>{t('content.app.benefit1')}</li>
        <li>{t('content.app.benefit2')}</li>
        <li>{t('content.app.benefit3')}</li>
      </ul>
      {codes.length === 0 ? (
        <p>{t('content.app.soon')}</p>
      ) : (
        <>
          <StoreBadges appStore={appStore} playStore={playStore} />
          <h2>{t('content.app.scan')}</h2>
          <div className="qr-codes">
            {codes.map((code) => (
              <figure key={code.name}>
                <QrCode text={code.link} label={code.label} />
                <figcaption>{code.name}</figcaption>
              </figure>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
