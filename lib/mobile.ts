import { digitsOnly } from './latin-digits';

/** Cambodia's country calling code; the programme's API wants mobiles as 855…. */
export const COUNTRY_CODE = '855';

/**
 * A Cambodian mobile number in any local form (`012 345 678`, `12345678`,
 * `+855 12 345 678`, `855-12-345-678`), in Latin or Khmer digits (`០១២ ៣៤៥ ៦៧៨`), as the API wants
 * it: `85512345678`.
 * Null when it is not a plausible Cambodian mobile number.
 */
export function toApiMobile(input: string): string | null {
  let digits = digitsOnly(input);
  if (digits.startsWith('+')) digits = digits.slice(1);
  if (!/^\d+$/.test(digits)) return null;
  if (digits.startsWith(COUNTRY_CODE)) digits = digits.slice(COUNTRY_CODE.length);
  if (digits.startsWith('0')) digits = digits.slice(1);
  return /^[1-9]\d{7,8}$/.test(digits) ? COUNTRY_CODE + digits : null;
}

/** A mobile number as the API gives it (`85512345678`) in the local form shoppers read: `012 345 678`. */
export function formatMobile(apiMobile: string): string {
  const local = `0${apiMobile.replace(/^855/, '')}`;
  return `${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`;
}
