import type { PageProps } from '../app/page-props';
import { ChannelList } from '../components/content/ChannelList';
import { ContentSections } from '../components/ContentSections';
import { Link } from '../components/Link';
import { LoadError } from '../components/LoadError';
import { useI18n } from '../i18n/use-i18n';
import type { aboutContact } from '../../worker/loaders/content-page';

/** Contact us: the operator's channels, then the stored sections (head office address) and its map link. */
export default function ContactPage({ route, data }: PageProps<typeof aboutContact>) {
  const { t } = useI18n();
  return (
    <div className="content-page content-prose">
      <h1>{t(['route', route])}</h1>
      <section className="content-card" aria-labelledby="contact-channels">
        <h2 id="contact-channels">{t('content.service.channels')}</h2>
        <ChannelList />
        <p>
          <Link to="/customerservices">{t('content.contact.title')}</Link>
        </p>
      </section>
      {data.page ? (
        <>
          <ContentSections page={data.page} />
          {data.page.link && (
            <p>
              <a className="button button-outline" href={data.page.link} target="_blank" rel="noopener noreferrer">
                {t('content.about.map')}
              </a>
            </p>
          )}
        </>
      ) : (
        <LoadError />
      )}
    </div>
  );
}
