import { checkout as en } from '../i18n/messages/en/checkout';
import { checkout as km } from '../i18n/messages/km/checkout';
import type { Lang } from '../lib/lang';

/** An order state as shoppers read it (the shop's own words, so the console and the shopper agree). */
export function orderStateName(state: string, lang: Lang): string {
  const names: Record<string, string> = (lang === 'km' ? km : en).state;
  return names[state] ?? state;
}
