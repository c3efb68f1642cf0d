import type { Lang } from '../../lib/lang';
import type { BaseMessages } from './messages/en';
import type { catalogue } from './messages/en/catalogue';
import type { checkout } from './messages/en/checkout';
import type { content } from './messages/en/content';
import type { member } from './messages/en/member';

/**
 * The areas whose messages travel only with the pages that use them (a route
 * names its areas in src/routes.ts). The site's and the shell's messages
 * (messages/en.ts, km.ts) come with every page.
 */
export const AREAS = ['catalogue', 'checkout', 'member', 'content'] as const;
export type Area = (typeof AREAS)[number];

export type AreaMessages = {
  catalogue: typeof catalogue;
  checkout: typeof checkout;
  member: typeof member;
  content: typeof content;
};
/** Every message of one language. */
export type Messages = BaseMessages & AreaMessages;
/** What one page has: the base messages and the areas it uses. */
export type MessageTable = BaseMessages & Partial<AreaMessages>;

/** One language's messages as the browser gets them: the base messages and each area, one file each. */
export type MessagePart = 'base' | Area;
/** The URL of each part's JSON file in one language (made by scripts/message-files.ts). */
export type MessageFiles = Record<MessagePart, string>;

// The server's copy, one chunk per area and language. The browser fetches the same tables as JSON files
// (src/i18n/fetch-messages.ts), so nothing here is in the client bundle.
const AREA_CHUNKS: Record<Lang, { [A in Area]: () => Promise<AreaMessages[A]> }> = {
  en: {
    catalogue: () => import('./messages/en/catalogue').then((m) => m.catalogue),
    checkout: () => import('./messages/en/checkout').then((m) => m.checkout),
    member: () => import('./messages/en/member').then((m) => m.member),
    content: () => import('./messages/en/content').then((m) => m.content),
  },
  km: {
    catalogue: () => import('./messages/km/catalogue').then((m) => m.catalogue),
    checkout: () => import('./messages/km/checkout').then((m) => m.checkout),
    member: () => import('./messages/km/member').then((m) => m.member),
    content: () => import('./messages/km/content').then((m) => m.content),
  },
};

/** The messages of some areas in one language (the server's; the browser's is `fetchAreas`). */
export async function loadAreas(lang: Lang, areas: readonly Area[]): Promise<Partial<AreaMessages>> {
  const tables = await Promise.all(areas.map((area) => AREA_CHUNKS[lang][area]()));
  return Object.fromEntries(areas.map((area, i) => [area, tables[i]]));
}
