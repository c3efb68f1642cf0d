import type { PageProps } from '../app/page-props';
import { QrCode } from '../components/content/QrCode';
import { ContentSections } from '../components/ContentSections';
import { LoadError } from '../components/LoadError';
import { useI18n } from '../i18n/use-i18n';
import type { aboutWechat } from '../../worker/loaders/content-page';

/** The WeChat official account: its QR code (from the stored account link) and how to follow it. */
export default function WechatPage({ route, data }: PageProps<typeof aboutWechat>) {
  const { t } = useI18n();
  const { page } = data;
  return (
    <div className="content-page content-prose">
      <h1>{t(['route', route])}</h1>
      {page ? (
        <>
          {page.link && (
            <figure className="wechat-qr content-card">
              <QrCode text={page.link} label={t('content.about.wechatQr')} size={200} />
              <figcaption>
                {t('content.about.wechatScan')}{' '}
                <a href={page.link} target="_blank" rel="noopener noreferrer">
                  {t('content.about.wechatLink')}
                </a>
              </figcaption>
            </figure>
          )}
          <ContentSections page={page} />
        </>
      ) : (
        <LoadError />
      )}
    </div>
  );
}
