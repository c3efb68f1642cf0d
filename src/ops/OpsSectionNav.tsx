import type { Lang } from '../../lib/lang';
import { OPS_MESSAGES } from './ops-messages';
import { opsPath } from './ops-path';

/**
 * The console's groups of sections: the bar has one entry per group (its first section), and each of the
 * group's pages shows its sections as chips. Content is the owners' (decision 020).
 */
export const SECTION_GROUPS = {
  catalogue: ['categories', 'brands', 'merchants', 'shop-kinds'],
  deals: ['deals', 'vouchers', 'promotions'],
  content: ['help', 'pages', 'outlets', 'site', 'announcements'],
} as const;

export type SectionGroup = keyof typeof SECTION_GROUPS;
type Section = (typeof SECTION_GROUPS)[SectionGroup][number];

/** The sections of `group` as links, `current` marked as the page. */
export function OpsSectionNav({ lang, group, current }: { lang: Lang; group: SectionGroup; current: Section }) {
  const m = OPS_MESSAGES[lang];
  const label = (section: Section) =>
    section === 'shop-kinds'
      ? m.catalogue.shopKinds
      : section === 'categories' || section === 'brands' || section === 'merchants'
        ? m.catalogue[section]
        : m.nav[section];
  return (
    <nav
      className="ops-chips"
      aria-label={group === 'catalogue' ? m.nav.catalogue : group === 'deals' ? m.nav.dealsGroup : m.nav.content}
    >
      {SECTION_GROUPS[group].map((section) => (
        <a key={section} href={opsPath(lang, `/${section}`)} aria-current={section === current ? 'page' : undefined}>
          {label(section)}
        </a>
      ))}
    </nav>
  );
}
