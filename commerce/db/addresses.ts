import type { Lang } from '../../lib/lang';
import { ADDRESS_LIMIT } from '../contract/addresses';

/** Shoppers' delivery addresses. Every statement is scoped by user_id: another shopper's id finds nothing. */

export type AddressFields = {
  name: string;
  phone: string;
  province_code: string;
  district_code?: string;
  commune_code?: string;
  village_code?: string;
  street: string;
  house: string;
  landmark: string;
  is_default: number;
};

type Place = { code: string; name: string } | null;
export type AddressView = {
  id: number;
  name: string;
  phone: string;
  province: { code: string; name: string };
  district: Place;
  commune: Place;
  village: Place;
  street: string;
  house: string;
  landmark: string;
  is_default: 0 | 1;
};

const place = (alias: string) =>
  `${alias}.code AS ${alias}_code, CASE WHEN ?2 = 'km' THEN ${alias}.name_km ELSE ${alias}.name_en END AS ${alias}_name`;
const SELECT = `SELECT a.id, a.name, a.phone, a.street, a.house, a.landmark, a.is_default, ${['p', 'd', 'c', 'v'].map(place).join(', ')}
  FROM addresses a JOIN locations p ON p.code = a.province_code LEFT JOIN locations d ON d.code = a.district_code
  LEFT JOIN locations c ON c.code = a.commune_code LEFT JOIN locations v ON v.code = a.village_code`;

type Row = Omit<AddressView, 'province' | 'district' | 'commune' | 'village'> &
  Record<`${'p' | 'd' | 'c' | 'v'}_${'code' | 'name'}`, string | null>;

const toPlace = (code: string | null, name: string | null): Place => (code && name ? { code, name } : null);
function toView({ p_code, p_name, d_code, d_name, c_code, c_name, v_code, v_name, ...row }: Row): AddressView {
  return {
    ...row,
    province: toPlace(p_code, p_name) as { code: string; name: string },
    district: toPlace(d_code, d_name),
    commune: toPlace(c_code, c_name),
    village: toPlace(v_code, v_name),
  };
}

/** The shopper's addresses, the default first, then the newest. */
export async function listAddresses(db: D1Database, lang: Lang, userId: number): Promise<AddressView[]> {
  const { results } = await db
    .prepare(`${SELECT} WHERE a.user_id = ?1 ORDER BY a.is_default DESC, a.id DESC`)
    .bind(userId, lang)
    .all<Row>();
  return results.map(toView);
}

/** One of the shopper's addresses, or null. */
export async function getAddress(db: D1Database, lang: Lang, userId: number, id: number): Promise<AddressView | null> {
  const row = await db.prepare(`${SELECT} WHERE a.user_id = ?1 AND a.id = ?3`).bind(userId, lang, id).first<Row>();
  return row ? toView(row) : null;
}

/** Clears the shopper's default when `when` is 1 and `keep` is one of their addresses (run before setting `keep`). */
const clearDefault = (db: D1Database, userId: number, when: number, keep: number) =>
  db
    .prepare(
      `UPDATE addresses SET is_default = 0 WHERE user_id = ?1 AND is_default = 1 AND ?2 = 1 AND id <> ?3
       AND EXISTS (SELECT 1 FROM addresses WHERE user_id = ?1 AND id = ?3)`,
    )
    .bind(userId, when, keep);

/**
 * Adds an address in one transaction: clears the old default when this one is to be default, and makes
 * it the default anyway when it is the shopper's first. Null when the shopper already has the limit.
 */
export async function addAddress(
  db: D1Database,
  userId: number,
  fields: AddressFields,
  now: number,
): Promise<number | null> {
  const count = `(SELECT COUNT(*) FROM addresses WHERE user_id = ?1)`;
  const [, inserted] = await db.batch<{ id: number }>([
    db
      .prepare(`UPDATE addresses SET is_default = 0 WHERE user_id = ?1 AND is_default = 1 AND ?2 = 1 AND ${count} < ?3`)
      .bind(userId, fields.is_default, ADDRESS_LIMIT),
    db
      .prepare(
        `INSERT INTO addresses (user_id, name, phone, province_code, district_code, commune_code, village_code, street, house, landmark, is_default, created_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, CASE WHEN ?11 = 1 OR ${count} = 0 THEN 1 ELSE 0 END, ?12
         WHERE ${count} < ?13 RETURNING id`,
      )
      .bind(userId, ...fieldValues(fields), fields.is_default, now, ADDRESS_LIMIT),
  ]);
  return inserted?.results[0]?.id ?? null;
}

function fieldValues(f: AddressFields) {
  return [
    f.name,
    f.phone,
    f.province_code,
    f.district_code ?? null,
    f.commune_code ?? null,
    f.village_code ?? null,
    f.street,
    f.house,
    f.landmark,
  ];
}

/** Replaces an address's fields (and makes it the default when asked). False when it is not the shopper's. */
export async function updateAddress(
  db: D1Database,
  userId: number,
  id: number,
  fields: AddressFields,
): Promise<boolean> {
  const [, updated] = await db.batch<{ id: number }>([
    clearDefault(db, userId, fields.is_default, id),
    db
      .prepare(
        `UPDATE addresses SET name = ?3, phone = ?4, province_code = ?5, district_code = ?6, commune_code = ?7, village_code = ?8,
         street = ?9, house = ?10, landmark = ?11, is_default = MAX(is_default, ?12) WHERE user_id = ?1 AND id = ?2 RETURNING id`,
      )
      .bind(userId, id, ...fieldValues(fields), fields.is_default),
  ]);
  return (updated?.results.length ?? 0) > 0;
}

/** Makes an address the default. False when it is not the shopper's. */
export async function setDefaultAddress(db: D1Database, userId: number, id: number): Promise<boolean> {
  const [, updated] = await db.batch<{ id: number }>([
    clearDefault(db, userId, 1, id),
    db.prepare('UPDATE addresses SET is_default = 1 WHERE user_id = ?1 AND id = ?2 RETURNING id').bind(userId, id),
  ]);
  return (updated?.results.length ?? 0) > 0;
}

/** Deletes an address; when it was the default, the newest remaining one becomes the default. False when it is not the shopper's. */
export async function deleteAddress(db: D1Database, userId: number, id: number): Promise<boolean> {
  const [deleted] = await db.batch<{ id: number }>([
    db.prepare('DELETE FROM addresses WHERE user_id = ?1 AND id = ?2 RETURNING id').bind(userId, id),
    db
      .prepare(
        `UPDATE addresses SET is_default = 1 WHERE id = (SELECT id FROM addresses WHERE user_id = ?1 ORDER BY id DESC LIMIT 1)
       AND NOT EXISTS (SELECT 1 FROM addresses WHERE user_id = ?1 AND is_default = 1)`,
      )
      .bind(userId),
  ]);
  return (deleted?.results.length ?? 0) > 0;
}
