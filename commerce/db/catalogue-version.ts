/** The catalogue's version (migration 0121, decision 027): raised with every change to what product lists show. */
export async function readCatalogueVersion(db: D1Database): Promise<number> {
  return (await db.prepare('SELECT n FROM catalogue_version WHERE id = 1').first<{ n: number }>())?.n ?? 0;
}

/** The statement that raises it, for the batch that makes the change. */
export function raiseCatalogueVersion(db: D1Database): D1PreparedStatement {
  return db.prepare('UPDATE catalogue_version SET n = n + 1 WHERE id = 1');
}
