/** A store's fields in the console's form, in order (both languages of each text). */
export const OUTLET_FIELDS = [
  'name_en',
  'name_km',
  'address_en',
  'address_km',
  'province_en',
  'province_km',
  'phone',
  'hours',
  'lat',
  'lng',
] as const;

export type OutletField = (typeof OUTLET_FIELDS)[number];
