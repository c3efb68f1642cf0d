import type { Lang } from '../../lib/lang';

/** Cambodian locations (provinces → districts → communes → villages), named in one language. */

export type LocationLink = { code: string; parent_code: string | null; level: number; has_children: number };

/** The children of `parent` (null: the provinces), in code order. */
export async function listLocations(
  db: D1Database,
  lang: Lang,
  parent: string | null,
): Promise<{ code: string; name: string }[]> {
  const { results } = await db
    .prepare(
      `SELECT code, CASE WHEN ?1 = 'km' THEN name_km ELSE name_en END AS name FROM locations
       WHERE parent_code IS ?2 ORDER BY code`,
    )
    .bind(lang, parent)
    .all<{ code: string; name: string }>();
  return results;
}

/** The given codes with their parent, level and whether they have children (to check an address's chain). */
export async function locationLinks(db: D1Database, codes: string[]): Promise<LocationLink[]> {
  const { results } = await db
    .prepare(
      `SELECT l.code, l.parent_code, l.level, EXISTS (SELECT 1 FROM locations c WHERE c.parent_code = l.code) AS has_children
       FROM locations l WHERE l.code IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(codes))
    .all<LocationLink>();
  return results;
}
