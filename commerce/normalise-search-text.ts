/**
 * Khmer spellings that read the same, each written as its one indexed form: coeng ta (្ត) as coeng da
 * (្ដ), which the catalogue uses; the vowel sign am typed before aa (ំា) as the standard ាំ; the
 * variant independent vowel ឲ as ឱ; the deprecated ឣ and ឤ as អ and អា.
 */
const KHMER_SPELLINGS: [RegExp, string][] = [
  [/\u17D2\u178F/g, '\u17D2\u178A'],
  [/\u17C6\u17B6/g, '\u17B6\u17C6'],
  [/\u17B2/g, '\u17B1'],
  [/\u17A3/g, '\u17A2'],
  [/\u17A4/g, '\u17A2\u17B6'],
];
const ZERO_WIDTH = /[\u200B-\u200D\uFEFF]/g;
const CURLY_APOSTROPHE = /[\u2018\u2019]/g;
const KHMER_DIGIT = /[\u17E0-\u17E9]/g;
// Accents are marks after a Latin letter once decomposed; Khmer vowel signs are marks too and stay.
const LATIN_ACCENT = /(\p{Script=Latin})\p{M}+/gu;
// Punctuation between words, read as a space: "a15, 128gb" and "(kuy teav)" are words between spaces.
const WORD_BREAK = /[,()]/g;

/**
 * The one form of a text that the search index stores and that queries are matched in: equivalent
 * Khmer spellings made one, zero-width characters removed, Khmer digits as Latin ones, Latin
 * lower-cased without accents (NFKD, marks stripped), curly apostrophes straight, commas and brackets as
 * spaces, spaces collapsed. The seed writes the index
 * with it (scripts/seed-generate.mjs) and the API applies it to every search and suggestion, so both
 * sides always agree; `search_synonyms` rows are stored in this form too.
 */
export function normaliseSearchText(text: string): string {
  let out = text.normalize('NFKD').replace(LATIN_ACCENT, '$1').replace(ZERO_WIDTH, '').replace(CURLY_APOSTROPHE, "'");
  for (const [spelling, indexed] of KHMER_SPELLINGS) out = out.replace(spelling, indexed);
  return out
    .replace(KHMER_DIGIT, (digit) => String(digit.charCodeAt(0) - 0x17e0))
    .toLowerCase()
    .replace(WORD_BREAK, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A text as the search indexes store it: normalised, with a space at each end, so that every word of it
 * stands between spaces and a search finds it whole as ` word ` (searchMatches ranks those first).
 */
export function searchIndexText(text: string): string {
  return ` ${normaliseSearchText(text)} `;
}
