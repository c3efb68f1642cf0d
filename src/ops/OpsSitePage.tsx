import type { SiteSettings } from '../../commerce/contract/console/site';
import { OpsDocument } from './OpsDocument';
import { useOperatorPage } from './ops-request';
import { OPS_MESSAGES, type OpsMessages } from './ops-messages';
import { opsPath } from './ops-path';
import { OpsNotice, type Notice } from './OpsNotice';
import { OpsSectionNav } from './OpsSectionNav';

/** What the page says after a save, or why a save was refused (the form keeps what was typed). */
type Group = { heading: 'topBanner' | 'popup' | 'contact' | 'links'; fields: (keyof SiteSettings)[] };

/** The form's sections, each field once (the texts in both languages side by side). */
const GROUPS: Group[] = [
  { heading: 'topBanner', fields: ['top_banner_en', 'top_banner_km', 'top_banner_cta_en', 'top_banner_cta_km'] },
  { heading: 'popup', fields: ['popup_en', 'popup_km', 'popup_cta_en', 'popup_cta_km'] },
  { heading: 'contact', fields: ['phone', 'email'] },
  {
    heading: 'links',
    fields: ['telegram_url', 'facebook_url', 'tiktok_url', 'youtube_url', 'app_store_url', 'play_store_url'],
  },
];

/** An input's kind, language and length for a field (migration 0118's limits). */
function inputOf(field: keyof SiteSettings): { type: string; lang?: string; maxLength: number } {
  if (field.endsWith('_url')) return { type: 'url', maxLength: 500 };
  if (field === 'phone') return { type: 'tel', maxLength: 30 };
  if (field === 'email') return { type: 'email', maxLength: 254 };
  return { type: 'text', lang: field.endsWith('_km') ? 'km' : 'en', maxLength: field.includes('_cta_') ? 40 : 150 };
}

/**
 * The site's texts and links (owners): the app banners' words in both languages, the contact channels and
 * the social and app-store links, in one form; a refusal in words above it, what was typed kept.
 */
export function OpsSitePage({ values, notice }: { values: SiteSettings; notice: Notice | null }) {
  const { lang } = useOperatorPage();
  const m: OpsMessages['site'] = OPS_MESSAGES[lang].site;
  return (
    <OpsDocument title={m.heading} path="/site">
      <OpsSectionNav lang={lang} group="content" current="site" />
      <OpsNotice notice={notice} />
      <p className="ops-muted">{m.intro}</p>
      <form className="ops-form" method="post" action={opsPath(lang, '/site')}>
        {GROUPS.map((group) => (
          <fieldset key={group.heading} className="ops-fieldset">
            <legend>{m[group.heading]}</legend>
            {group.fields.map((field) => (
              <label key={field}>
                {m.fields[field]}
                <input name={field} defaultValue={values[field]} {...inputOf(field)} />
              </label>
            ))}
          </fieldset>
        ))}
        <button type="submit">{m.save}</button>
      </form>
    </OpsDocument>
  );
}
