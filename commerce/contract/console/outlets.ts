/**
 * Pick-up outlets as the console edits them (/ops/outlets): both languages of every field.
 * commerce/db/ops-outlets.ts reads and writes them in these shapes.
 */

/** An outlet's fields, both languages of each: what the outlet form shows and saves. */
export type OutletFields = {
  name_en: string;
  name_km: string;
  address_en: string;
  address_km: string;
  province_en: string;
  province_km: string;
  phone: string;
  hours: string;
  lat: number;
  lng: number;
};

/** A stored outlet: a row of the outlets page, and the outlet its form edits. */
export type OutletRecord = OutletFields & { id: number };
