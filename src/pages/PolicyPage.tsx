import type { PageProps } from '../app/page-props';
import { ContentSections, UpdatedOn } from '../components/ContentSections';
import { LoadError } from '../components/LoadError';
import { useI18n } from '../i18n/use-i18n';
import type { privacyPolicy } from '../../worker/loaders/content-page';

/** A page stored as sections in D1 (about us, privacy, terms), dated. */
export default function PolicyPage({ route, data }: PageProps<typeof privacyPolicy>) {
  const { t } = useI18n();
  return (
    <article className="content-page content-prose">
      <h1>{t(['route', route])}</h1>
      {data.page ? (
        <>
          <UpdatedOn date={data.page.updated_on} />
          <ContentSections page={data.page} />
        </>
      ) : (
        <LoadError />
      )}
    </article>
  );
}
