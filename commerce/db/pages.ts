import type { Lang } from '../../lib/lang';
import { withPointsRate } from './points-rate-text';

export type ContentPage = {
  slug: string;
  updated_on: string;
  link: string;
  sections: { heading: string; paragraphs: string[] }[];
};

/** A content page (about, contact, WeChat, a policy) in one language, or null when there is none. */
export async function getContentPage(db: D1Database, lang: Lang, slug: string): Promise<ContentPage | null> {
  const [page, sections] = await db.batch([
    db.prepare('SELECT slug, updated_on, link FROM content_pages WHERE slug = ?1').bind(slug),
    db
      .prepare(`SELECT CASE ?2 WHEN 'km' THEN heading_km ELSE heading_en END AS heading, ${withPointsRate("CASE ?2 WHEN 'km' THEN body_km ELSE body_en END", '?2')} AS body
                FROM content_sections WHERE page_slug = ?1 ORDER BY sort`)
      .bind(slug, lang),
  ]);
  const row = page?.results[0] as Omit<ContentPage, 'sections'> | undefined;
  if (!row) return null;
  const list = (sections?.results ?? []) as { heading: string; body: string }[];
  return { ...row, sections: list.map(({ heading, body }) => ({ heading, paragraphs: JSON.parse(body) as string[] })) };
}

export type ServiceHoursRow = { day: number; opens: string; closes: string };

/** Customer-service hours by weekday (0 is Sunday), Phnom Penh time; a missing day is closed. */
export async function listServiceHours(db: D1Database): Promise<ServiceHoursRow[]> {
  const { results } = await db
    .prepare('SELECT day, opens, closes FROM service_hours ORDER BY day')
    .all<ServiceHoursRow>();
  return results;
}
