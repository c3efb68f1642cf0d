/** Pick-up outlets as the console edits them: both languages of every field. */

import type { OutletFields, OutletRecord } from '../contract/console/outlets';

const COLUMNS = 'id, name_en, name_km, address_en, address_km, province_en, province_km, phone, hours, lat, lng';

export async function listOutletRecords(db: D1Database): Promise<OutletRecord[]> {
  const { results } = await db.prepare(`SELECT ${COLUMNS} FROM outlets ORDER BY id`).all<OutletRecord>();
  return results;
}

export async function readOutletRecord(db: D1Database, id: number): Promise<OutletRecord | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM outlets WHERE id = ?1`).bind(id).first<OutletRecord>();
}

/** Writes an outlet: a new one (`id` null) or the outlet `id`. */
export function saveOutletStatement(db: D1Database, id: number | null, outlet: OutletFields): D1PreparedStatement {
  const values = [
    outlet.name_en,
    outlet.name_km,
    outlet.address_en,
    outlet.address_km,
    outlet.province_en,
    outlet.province_km,
    outlet.phone,
    outlet.hours,
    outlet.lat,
    outlet.lng,
  ];
  return id === null
    ? db
        .prepare(
          `INSERT INTO outlets (name_en, name_km, address_en, address_km, province_en, province_km, phone, hours, lat, lng)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)`,
        )
        .bind(...values)
    : db
        .prepare(
          `UPDATE outlets SET name_en = ?1, name_km = ?2, address_en = ?3, address_km = ?4, province_en = ?5,
             province_km = ?6, phone = ?7, hours = ?8, lat = ?9, lng = ?10 WHERE id = ?11`,
        )
        .bind(...values, id);
}
