/** The Khmer digits ០ to ៩ (U+17E0 to U+17E9), in order of value. */
const KHMER_DIGIT = /[\u17E0-\u17E9]/g;

/**
 * The text with every Khmer digit (០-៩) written as its Latin digit (0-9); everything else unchanged.
 * The shop shows only Latin digits (decision 017) but takes either in every numeric field: the
 * forms and the API's zod fields both read typed numbers through this, so "០១២" and "012" are the
 * same input everywhere.
 */
export function latinDigits(text: string): string {
  return text.replace(KHMER_DIGIT, (digit) => String(digit.charCodeAt(0) - 0x17e0));
}

/**
 * A typed number as plain Latin digits: Khmer digits made Latin, then the spaces and the separators
 * people put between groups (dashes, dots, parentheses) dropped: "០១២ ៣៤៥-៦៧៨" → "012345678". For
 * phone numbers and codes, never for amounts (a dot there is the decimal point).
 */
export function digitsOnly(text: string): string {
  return latinDigits(text).replace(/[\s\-.()\u200B]/g, '');
}

/** A typed whole number ("12", "១២", " 12 ") as a number; NaN when it is anything but digits. */
export function wholeNumber(text: string): number {
  const digits = latinDigits(text).trim();
  return /^\d{1,15}$/.test(digits) ? Number(digits) : Number.NaN;
}
