import { z } from 'zod';
import { digitsOnly, latinDigits } from '../../lib/latin-digits';

/**
 * A Cambodian mobile number as the shop sends it: 855 followed by the local number. A leading 0 of the
 * local number is dropped ("855012345678" and "85512345678" are the same shopper). Khmer digits and the
 * spaces, dashes and dots between groups are taken ("៨៥៥ ១២ ៣៤៥ ៦៧៨" is "85512345678"; decision 017).
 */
export const mobileSchema = z
  .string()
  .transform(digitsOnly)
  .pipe(z.string().regex(/^8550?[1-9]\d{7,8}$/))
  .transform((mobile) => mobile.replace(/^8550/, '855'));

/** A one-time code: 6 digits, Latin or Khmer, spaces between them dropped ("១២៣ ៤៥៦" is "123456"). */
export const codeSchema = z
  .string()
  .transform(digitsOnly)
  .pipe(z.string().regex(/^\d{6}$/));

/** The programme's `time` parameter: digits (or a number). Accepted, never used for authentication. */
export const timeSchema = z.union([z.string().regex(/^\d{0,13}$/), z.number().int().nonnegative()]).optional();

/**
 * A whole number from `min` to `max`, as JSON sends it (a number) or a path, query or form sends it (decimal
 * digits, "16", Khmer digits "១៦" too): never hex ("0x10"), an exponent ("1e3"), a sign, spaces, a list
 * ([1]) or a boolean.
 */
export function intField(min: number, max: number) {
  return z
    .union([
      z.number(),
      z
        .string()
        .transform(latinDigits)
        .pipe(z.string().regex(/^\d{1,15}$/))
        .transform(Number),
    ])
    .pipe(z.number().int().min(min).max(max));
}

/** A non-negative decimal up to `max`, a number or its plain digits ("12.5", "១២.៥"): as strict as intField. */
export function decimalField(max: number) {
  return z
    .union([
      z.number(),
      z
        .string()
        .transform(latinDigits)
        .pipe(z.string().regex(/^\d{1,15}(\.\d{1,15})?$/))
        .transform(Number),
    ])
    .pipe(z.number().min(0).max(max));
}

/** A page of a list: 1-based `page`, `limit` rows (at most 50). */
export const pageSchema = z.object({
  page: intField(1, 10_000).default(1),
  limit: intField(1, 50).default(20),
});

/** A positive integer id from a path or a field. */
export const idSchema = intField(1, 2 ** 31);

/** Money on the wire: US dollars as a string with two decimals ("12.50"). */
export const moneySchema = z.string().regex(/^\d+\.\d{2}$/);

/** A list page with its totals. */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    pages: z.number().int(),
  });
}

/** What paged() validates, for pages whose items are typed elsewhere. */
export type Paged<T> = { list: T[]; total: number; page: number; limit: number; pages: number };
