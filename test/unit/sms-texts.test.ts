import { expect, test } from 'vitest';
import { SMS_TEXTS } from '../../commerce/sms-texts';

// GSM 03.38's basic set; the extension table's characters (such as [ ] { } € ~) count twice, so none is allowed.
const GSM7 =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';

/** The segments a text takes: GSM-7 when every character is in its basic set, UCS-2 (UTF-16 units) otherwise. */
function segments(text: string): number {
  const gsm = [...text].every((char) => GSM7.includes(char));
  const single = gsm ? 160 : 70;
  const multi = gsm ? 153 : 67;
  // A JS string's length counts UTF-16 units, as UCS-2 does.
  return text.length <= single ? 1 : Math.ceil(text.length / multi);
}

const texts = Object.entries(SMS_TEXTS).flatMap(([lang, kinds]) =>
  Object.entries(kinds).map(([kind, text]) => ({ lang, kind, text: text('999999') })),
);

test.each(texts)('the $lang $kind SMS is one segment', ({ lang, text }) => {
  expect(segments(text), text).toBe(1);
  // English goes out in GSM-7: a single character outside it would make the message UCS-2 (70 a segment).
  if (lang === 'en') expect([...text].filter((char) => !GSM7.includes(char))).toEqual([]);
});

test('the count is a real one: the old Khmer code text took two segments', () => {
  const before = 'ហាងសមាជិក៖ លេខកូដផ្ទៀងផ្ទាត់របស់អ្នកគឺ 999999។ វាផុតកំណត់ក្នុងរយៈពេល 5 នាទី។ កុំប្រាប់អ្នកដទៃ។';
  expect(segments(before)).toBe(2);
});
