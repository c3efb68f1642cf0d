import type { SiteSettings } from '../../commerce/contract/console/site';
import { SITE_SETTING_FIELDS } from '../../commerce/console';
import { EMAIL, httpsLink, PHONE } from './contact-shapes';

export type SiteField = keyof SiteSettings;

/** Why the site form was refused: the first field that is wrong, and how. */
export type SiteRefusal =
  | { field: SiteField; reason: 'tooLong'; most: number }
  | { field: SiteField; reason: 'badLink' | 'badPhone' | 'badEmail' };

/** The most characters of a banner's text and of its button (migration 0118 checks the same), and of a link. */
const MOST = { text: 150, button: 40, link: 500 };

function refusalOf(field: SiteField, value: string): SiteRefusal | null {
  if (field.endsWith('_url')) return httpsLink(value, MOST.link) === null ? { field, reason: 'badLink' } : null;
  if (field === 'phone') return value && !PHONE.test(value) ? { field, reason: 'badPhone' } : null;
  if (field === 'email')
    return value && (value.length > 254 || !EMAIL.test(value)) ? { field, reason: 'badEmail' } : null;
  const most = field.includes('_cta_') ? MOST.button : MOST.text;
  return value.length > most ? { field, reason: 'tooLong', most } : null;
}

/**
 * The console's site form (`/ops/site`): every field as typed (spaces and line breaks folded into one space,
 * trimmed), then either the settings to store (links normalized) or the first refusal. Empty is allowed
 * everywhere: an empty text or link is not shown. Links must be https (a javascript: or http: address is
 * refused); the phone and e-mail are shown as written and linked as tel: and mailto:.
 */
export function readSiteForm(
  form: Record<string, unknown>,
): { settings: SiteSettings } | { typed: SiteSettings; refusal: SiteRefusal } {
  const typed = Object.fromEntries(
    SITE_SETTING_FIELDS.map((field) => {
      const value = form[field];
      return [field, typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : ''];
    }),
  ) as SiteSettings;
  for (const field of SITE_SETTING_FIELDS) {
    const refusal = refusalOf(field, typed[field]);
    if (refusal) return { typed, refusal };
  }
  const links = SITE_SETTING_FIELDS.filter((field) => field.endsWith('_url'));
  return {
    settings: { ...typed, ...Object.fromEntries(links.map((field) => [field, httpsLink(typed[field], MOST.link)])) },
  };
}
