import type { ContentPageData } from '../../commerce/contract/content';
import { useI18n } from '../i18n/use-i18n';

/** A stored page's data: null when the API could not answer. */
export type ContentPageProps = { page: ContentPageData | null };

/** A stored page's sections: headings and paragraphs, always as text (React escapes them). */
export function ContentSections({ page }: { page: ContentPageData }) {
  return (
    <div className="content-sections">
      {page.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text never move, so their place is their identity
            <p key={i}>{paragraph}</p>
          ))}
        </section>
      ))}
    </div>
  );
}

/** "Last updated 15 October 2026" from YYYY-MM-DD, with month names from the messages (the same on server and browser). */
export function UpdatedOn({ date }: { date: string }) {
  const { t } = useI18n();
  const [year, month, day] = date.split('-').map(Number);
  const text = `${day} ${t(`content.month${month}`)} ${year}`;
  return (
    <p className="content-updated">
      <time dateTime={date}>{t('content.about.updated', { date: text })}</time>
    </p>
  );
}
