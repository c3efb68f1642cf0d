import { createHash } from 'node:crypto';
import type { MessageFiles, MessagePart } from '../src/i18n/message-areas';
import { en } from '../src/i18n/messages/en.ts';
import { catalogue as enCatalogue } from '../src/i18n/messages/en/catalogue.ts';
import { checkout as enCheckout } from '../src/i18n/messages/en/checkout.ts';
import { content as enContent } from '../src/i18n/messages/en/content.ts';
import { member as enMember } from '../src/i18n/messages/en/member.ts';
import { km } from '../src/i18n/messages/km.ts';
import { catalogue as kmCatalogue } from '../src/i18n/messages/km/catalogue.ts';
import { checkout as kmCheckout } from '../src/i18n/messages/km/checkout.ts';
import { content as kmContent } from '../src/i18n/messages/km/content.ts';
import { member as kmMember } from '../src/i18n/messages/km/member.ts';
import type { Lang } from '../lib/lang';

const TABLES: Record<Lang, Record<MessagePart, object>> = {
  en: { base: en, catalogue: enCatalogue, checkout: enCheckout, member: enMember, content: enContent },
  km: { base: km, catalogue: kmCatalogue, checkout: kmCheckout, member: kmMember, content: kmContent },
};

export type MessageFile = { lang: Lang; part: MessagePart; url: string; json: string };

/**
 * The UI messages as the browser gets them: one JSON file per language and part (the base messages
 * and each area), named by a hash of its content so it is cached for good (`/assets/*` is immutable).
 * The same names in dev (served by the dev server) and in a build (emitted into dist/client).
 */
export function messageFiles(): MessageFile[] {
  return Object.entries(TABLES).flatMap(([lang, parts]) =>
    Object.entries(parts).map(([part, table]) => {
      const json = JSON.stringify(table);
      const hash = createHash('sha256').update(json).digest('base64url').slice(0, 8);
      return {
        lang: lang as Lang,
        part: part as MessagePart,
        url: `/assets/messages-${lang}-${part}-${hash}.json`,
        json,
      };
    }),
  );
}

/** Each language's file URLs by part: what `virtual:client-assets` gives the worker. */
export function messageUrls(files: MessageFile[]): Record<Lang, MessageFiles> {
  const urls = { en: {}, km: {} } as Record<Lang, MessageFiles>;
  for (const file of files) urls[file.lang][file.part] = file.url;
  return urls;
}
