import type { Lang } from '../lib/lang';
import { OPS_MESSAGES } from './ops-messages';
import { opsPath } from './ops-path';
import { type Notice, OpsNotice } from './OpsNotice';

/** What a catalogue page says above its list or form: done, or why nothing was changed. */
/** The catalogue's sections. */
export const CATALOGUE_SECTIONS = ['categories', 'brands', 'merchants'] as const;

/**
 * The top of every catalogue page: its three sections as links (the console's bar keeps one "Catalogue"
 * entry), then the page's notice.
 */
export function OpsCatalogueHead({
  lang,
  section,
  notice,
}: {
  lang: Lang;
  section: (typeof CATALOGUE_SECTIONS)[number];
  notice: Notice | null;
}) {
  const m = OPS_MESSAGES[lang].catalogue;
  return (
    <>
      <nav className="ops-chips" aria-label={m.sections}>
        {CATALOGUE_SECTIONS.map((one) => (
          <a key={one} href={opsPath(lang, `/${one}`)} aria-current={one === section ? 'page' : undefined}>
            {m[one]}
          </a>
        ))}
      </nav>
      <OpsNotice notice={notice} />
    </>
  );
}
