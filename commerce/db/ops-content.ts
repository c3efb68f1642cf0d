import type {
  HelpArticleFields,
  HelpCategoryFields,
  OpsHelpArticle,
  OpsHelpCategory,
  OpsHelpListArticle,
  OpsPage,
  OpsPromotion,
  OpsPromotionItem,
  PageSection,
  PromotionFields,
} from '../contract/console/content';

/**
 * The console's promotions, help centre and shop pages: reads of every row in
 * both languages, and the statements that change them, each batched by the route with its audit entry.
 * The shop reads the same tables through db/deals.ts, db/content.ts and db/pages.ts.
 */

const PROMOTION_COLUMNS = 'id, slug, title_en, title_km, description_en, description_km, banner, starts_at, ends_at';

/** Every promotion with how many products it has, the latest-starting first. */
export async function listOpsPromotions(db: D1Database): Promise<OpsPromotion[]> {
  const { results } = await db
    .prepare(
      `SELECT ${PROMOTION_COLUMNS}, (SELECT COUNT(*) FROM promotion_items i WHERE i.promotion_id = p.id) AS items
       FROM promotions p ORDER BY starts_at DESC, id DESC LIMIT 500`,
    )
    .all<OpsPromotion>();
  return results;
}

/** A promotion and its products (their names in `lang`, their own prices beside the promotion's). */
export async function readOpsPromotion(
  db: D1Database,
  lang: 'en' | 'km',
  id: number,
): Promise<{ promotion: OpsPromotion; items: OpsPromotionItem[] } | null> {
  const [promotion, items] = await db.batch([
    db
      .prepare(
        `SELECT ${PROMOTION_COLUMNS}, (SELECT COUNT(*) FROM promotion_items i WHERE i.promotion_id = p.id) AS items
         FROM promotions p WHERE id = ?1`,
      )
      .bind(id),
    db
      .prepare(
        `SELECT i.product_id, CASE ?2 WHEN 'km' THEN p.name_km ELSE p.name_en END AS name, p.price_cents, i.promo_cents
         FROM promotion_items i JOIN products p ON p.id = i.product_id WHERE i.promotion_id = ?1 ORDER BY p.id`,
      )
      .bind(id, lang),
  ]);
  const found = promotion?.results[0] as OpsPromotion | undefined;
  return found ? { promotion: found, items: (items?.results ?? []) as OpsPromotionItem[] } : null;
}

/**
 * Adds a promotion (`id` null; a slug another has fails the UNIQUE constraint) or changes one. A
 * promotion's slug is its address in the shop and is never changed (`f.slug` is ignored then).
 */
export function promotionStatement(db: D1Database, id: number | null, f: PromotionFields): D1PreparedStatement {
  const values = [f.title_en, f.title_km, f.description_en, f.description_km, f.banner, f.starts_at, f.ends_at];
  return id === null
    ? db
        .prepare(
          `INSERT INTO promotions (title_en, title_km, description_en, description_km, banner, starts_at, ends_at, slug)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)`,
        )
        .bind(...values, f.slug)
    : db
        .prepare(
          `UPDATE promotions SET title_en = ?1, title_km = ?2, description_en = ?3, description_km = ?4, banner = ?5,
             starts_at = ?6, ends_at = ?7 WHERE id = ?8`,
        )
        .bind(...values, id);
}

export async function readPromotionItem(
  db: D1Database,
  promotionId: number,
  productId: number,
): Promise<{ promo_cents: number } | null> {
  return db
    .prepare('SELECT promo_cents FROM promotion_items WHERE promotion_id = ?1 AND product_id = ?2')
    .bind(promotionId, productId)
    .first<{ promo_cents: number }>();
}

/** Puts a product in a promotion at `promoCents`, or changes its promotion price. */
export function promotionItemStatement(
  db: D1Database,
  promotionId: number,
  productId: number,
  promoCents: number,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO promotion_items (promotion_id, product_id, promo_cents) VALUES (?1, ?2, ?3)
       ON CONFLICT (promotion_id, product_id) DO UPDATE SET promo_cents = ?3`,
    )
    .bind(promotionId, productId, promoCents);
}

export function removePromotionItemStatement(
  db: D1Database,
  promotionId: number,
  productId: number,
): D1PreparedStatement {
  return db
    .prepare('DELETE FROM promotion_items WHERE promotion_id = ?1 AND product_id = ?2')
    .bind(promotionId, productId);
}

const ARTICLE_COLUMNS = 'id, category_id, slug, title_en, title_km, body_en, body_km, sort, popular';

/** The help centre's categories in the shop's order, with their article counts, and every article (titles only). */
export async function listOpsHelp(
  db: D1Database,
): Promise<{ categories: OpsHelpCategory[]; articles: OpsHelpListArticle[] }> {
  const [categories, articles] = await db.batch([
    db.prepare(
      `SELECT c.id, c.slug, c.name_en, c.name_km, c.sort,
              (SELECT COUNT(*) FROM help_articles a WHERE a.category_id = c.id) AS articles
       FROM help_categories c ORDER BY c.sort, c.id`,
    ),
    db.prepare(
      'SELECT id, category_id, slug, title_en, title_km, sort, popular FROM help_articles ORDER BY category_id, sort, id',
    ),
  ]);
  return {
    categories: (categories?.results ?? []) as OpsHelpCategory[],
    articles: (articles?.results ?? []) as OpsHelpListArticle[],
  };
}

export async function readOpsHelpCategory(db: D1Database, id: number): Promise<OpsHelpCategory | null> {
  return db
    .prepare(
      `SELECT c.id, c.slug, c.name_en, c.name_km, c.sort,
              (SELECT COUNT(*) FROM help_articles a WHERE a.category_id = c.id) AS articles
       FROM help_categories c WHERE c.id = ?1`,
    )
    .bind(id)
    .first<OpsHelpCategory>();
}

/** Adds a help category (`id` null; a slug another has fails the UNIQUE constraint) or changes one, its slug kept. */
export function helpCategoryStatement(db: D1Database, id: number | null, f: HelpCategoryFields): D1PreparedStatement {
  return id === null
    ? db
        .prepare('INSERT INTO help_categories (name_en, name_km, sort, slug) VALUES (?1, ?2, ?3, ?4)')
        .bind(f.name_en, f.name_km, f.sort, f.slug)
    : db
        .prepare('UPDATE help_categories SET name_en = ?1, name_km = ?2, sort = ?3 WHERE id = ?4')
        .bind(f.name_en, f.name_km, f.sort, id);
}

export async function readOpsHelpArticle(db: D1Database, id: number): Promise<OpsHelpArticle | null> {
  return db.prepare(`SELECT ${ARTICLE_COLUMNS} FROM help_articles WHERE id = ?1`).bind(id).first<OpsHelpArticle>();
}

/**
 * Adds a help article (`id` null; a slug another has fails the UNIQUE constraint) or changes one, its
 * slug (part of its address in the shop) kept. The shop's help search reads these columns themselves
 * (db/content.ts), so there is no search index to keep in step.
 */
export function helpArticleStatement(db: D1Database, id: number | null, f: HelpArticleFields): D1PreparedStatement {
  const values = [f.category_id, f.title_en, f.title_km, f.body_en, f.body_km, f.sort, f.popular];
  return id === null
    ? db
        .prepare(
          `INSERT INTO help_articles (category_id, title_en, title_km, body_en, body_km, sort, popular, slug)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)`,
        )
        .bind(...values, f.slug)
    : db
        .prepare(
          `UPDATE help_articles SET category_id = ?1, title_en = ?2, title_km = ?3, body_en = ?4, body_km = ?5,
             sort = ?6, popular = ?7 WHERE id = ?8`,
        )
        .bind(...values, id);
}

/** The shop's stored pages (about, contact, WeChat, the policies), with how many sections each has. */
export async function listOpsPages(db: D1Database): Promise<{ slug: string; updated_on: string; sections: number }[]> {
  const { results } = await db
    .prepare(
      `SELECT p.slug, p.updated_on, (SELECT COUNT(*) FROM content_sections s WHERE s.page_slug = p.slug) AS sections
       FROM content_pages p ORDER BY p.slug`,
    )
    .all<{ slug: string; updated_on: string; sections: number }>();
  return results;
}

export async function readOpsPage(db: D1Database, slug: string): Promise<OpsPage | null> {
  const [page, sections] = await db.batch([
    db.prepare('SELECT slug, updated_on, link FROM content_pages WHERE slug = ?1').bind(slug),
    db
      .prepare(
        'SELECT heading_en, heading_km, body_en, body_km FROM content_sections WHERE page_slug = ?1 ORDER BY sort',
      )
      .bind(slug),
  ]);
  const row = page?.results[0] as Omit<OpsPage, 'sections'> | undefined;
  if (!row) return null;
  const rows = (sections?.results ?? []) as {
    heading_en: string;
    heading_km: string;
    body_en: string;
    body_km: string;
  }[];
  return {
    ...row,
    sections: rows.map((s) => ({
      ...s,
      body_en: JSON.parse(s.body_en) as string[],
      body_km: JSON.parse(s.body_km) as string[],
    })),
  };
}

/**
 * Replaces a page's sections with `sections` (numbered from 1 in their order) and stamps its date and
 * link: the statements to batch, in this order, with the audit entry.
 */
export function savePageStatements(
  db: D1Database,
  slug: string,
  page: { updated_on: string; link: string; sections: PageSection[] },
): D1PreparedStatement[] {
  return [
    db
      .prepare('UPDATE content_pages SET updated_on = ?2, link = ?3 WHERE slug = ?1')
      .bind(slug, page.updated_on, page.link),
    db.prepare('DELETE FROM content_sections WHERE page_slug = ?1').bind(slug),
    ...page.sections.map((section, i) =>
      db
        .prepare(
          `INSERT INTO content_sections (page_slug, sort, heading_en, heading_km, body_en, body_km)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6)`,
        )
        .bind(
          slug,
          i + 1,
          section.heading_en,
          section.heading_km,
          JSON.stringify(section.body_en),
          JSON.stringify(section.body_km),
        ),
    ),
  ];
}
