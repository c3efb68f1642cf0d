import type { AnnouncementRecord } from '../../commerce/contract/console/announcements';
import { formatDate, formatTime } from '../../lib/phnom-penh-time';
import type { AnnouncementForm } from './announcement-fields';
import { OpsCatalogueForm } from './OpsCatalogueForm';
import { OpsDocument } from './OpsDocument';
import { useOperatorPage } from './ops-request';
import { OPS_MESSAGES } from './ops-messages';
import { opsPath } from './ops-path';
import { type Notice, OpsNotice } from './OpsNotice';
import { OpsSectionNav } from './OpsSectionNav';

/**
 * Announcements (owners): the form that sends one to every member's inbox at once, in both languages, and
 * the latest sent, with who sent each and how many members got it.
 */
export function OpsAnnouncementsPage({
  sent,
  values,
  notice,
}: {
  sent: AnnouncementRecord[];
  /** The form as typed (empty but after a refusal). */
  values: AnnouncementForm;
  notice: Notice | null;
}) {
  const { lang } = useOperatorPage();
  const m = OPS_MESSAGES[lang].announcements;
  return (
    <OpsDocument title={m.heading} path="/announcements">
      <OpsSectionNav lang={lang} group="content" current="announcements" />
      <OpsNotice notice={notice} />
      <p>{m.intro}</p>
      <OpsCatalogueForm
        action={opsPath(lang, '/announcements')}
        save={m.send}
        hidden={{ ref: values.ref }}
        confirm={m.confirm}
        fields={[
          { name: 'title_en', label: m.fields.title_en, value: values.title_en },
          { name: 'title_km', label: m.fields.title_km, value: values.title_km },
          { name: 'body_en', label: m.fields.body_en, value: values.body_en, kind: 'long' },
          { name: 'body_km', label: m.fields.body_km, value: values.body_km, kind: 'long' },
          { name: 'link', label: m.fields.link, value: values.link, optional: true },
        ]}
      />
      <section aria-labelledby="ops-sent">
        <h2 id="ops-sent">{m.sentList}</h2>
        {sent.length === 0 ? (
          <p>{m.none}</p>
        ) : (
          <ul className="ops-list">
            {sent.map((one) => (
              <li key={one.id}>
                <span>
                  <strong>{lang === 'km' ? one.title_km : one.title_en}</strong>
                  <br />
                  <span className="ops-muted">
                    {`${formatDate(one.sent_at, lang)} ${formatTime(one.sent_at)} · ${one.operator}${one.link ? ` · ${one.link}` : ''}`}
                  </span>
                </span>
                <span>{m.recipients(one.recipients)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </OpsDocument>
  );
}
