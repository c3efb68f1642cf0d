import { z } from 'zod';
import type { LocationLevel } from './choices';
import { envelope } from './envelope';
import { intField, mobileSchema, timeSchema } from './fields';

/** A location code of the gazetteer's scheme: province 2 digits, district 4, commune 6, village 8. */
export const locationCodeSchema = z.string().regex(/^\d{2}(\d{2}){0,3}$/);

/** GET /api/locations?parent: the children of a location (no parent: the 25 provinces and capital), named in the request's language. */
export const locationsRequest = z.object({ parent: locationCodeSchema.optional(), time: timeSchema });
export const locationSchema = z.object({ code: z.string(), name: z.string() });
export const locationsResponse = envelope(z.array(locationSchema));
export type Location = z.infer<typeof locationSchema>;
/** The options of each level: the provinces, then the children of each chosen place. */
export type LocationOptions = Record<LocationLevel, Location[]>;

const optionalCode = z.preprocess((value) => (value === '' ? undefined : value), locationCodeSchema.optional());
const text = (max: number) => z.string().trim().max(max).default('');

/**
 * POST /api/addresses/add and /api/addresses/:id/update: the recipient, a chain of location codes
 * (each the child of the one before; a level is required when the level above has children) and
 * the street, house and landmark. `is_default` 1 makes it the default; a shopper's first address is.
 */
export const addressRequest = z.object({
  name: z.string().trim().min(1).max(50),
  phone: mobileSchema,
  province_code: locationCodeSchema,
  district_code: optionalCode,
  commune_code: optionalCode,
  village_code: optionalCode,
  street: text(120),
  house: text(60),
  landmark: text(120),
  is_default: intField(0, 1).default(0),
  time: timeSchema,
});

export const addressSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  province: locationSchema,
  district: locationSchema.nullable(),
  commune: locationSchema.nullable(),
  village: locationSchema.nullable(),
  street: z.string(),
  house: z.string(),
  landmark: z.string(),
  is_default: z.union([z.literal(0), z.literal(1)]),
});
export type Address = z.infer<typeof addressSchema>;

/** GET /api/addresses?token: the shopper's addresses, the default first. At most 20. */
export const addressListResponse = envelope(z.array(addressSchema));
/** GET /api/addresses/:id?token: one of the shopper's addresses (another shopper's: 404). */
export const addressResponse = envelope(addressSchema);
/** POST /api/addresses/add → {id}; /:id/update, /:id/delete, /:id/default → {id} (404 when it is not the shopper's). */
export const addressIdResponse = envelope(z.object({ id: z.number().int() }));
export const ADDRESS_LIMIT = 20;
