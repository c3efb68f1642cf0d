import type { PageProps } from '../app/page-props';
import { ChannelList } from '../components/content/ChannelList';
import { ContactForm } from '../components/content/ContactForm';
import { ServiceHoursTable } from '../components/content/ServiceHoursTable';
import { Link } from '../components/Link';
import { LoadError } from '../components/LoadError';
import { useI18n } from '../i18n/use-i18n';
import type { customerService } from '../../worker/loaders/customer-service';

/** Customer service: channels, opening hours with "open now", and the contact form. */
export default function CustomerServicePage({ route, data }: PageProps<typeof customerService>) {
  const { t } = useI18n();
  return (
    <div className="content-page">
      <h1>{t(['route', route])}</h1>
      <p className="content-lead">
        {t('content.service.intro')} <Link to="/helpcenter">{t('content.service.quickAnswers')}</Link>
      </p>
      <div className="service-columns">
        <div>
          <section className="content-card" aria-labelledby="service-channels">
            <h2 id="service-channels">{t('content.service.channels')}</h2>
            <ChannelList />
          </section>
          <section className="content-card" aria-labelledby="service-hours">
            <h2 id="service-hours">{t('content.service.hours')}</h2>
            {data.hours && data.state ? <ServiceHoursTable hours={data.hours} state={data.state} /> : <LoadError />}
          </section>
        </div>
        <section className="content-card" aria-labelledby="contact-form">
          <h2 id="contact-form">{t('content.contact.title')}</h2>
          <ContactForm />
        </section>
      </div>
    </div>
  );
}
