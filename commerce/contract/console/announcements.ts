/**
 * What the console reads and sends of the announcements (/ops/announcements): commerce/db/ops-announcements.ts
 * reads and stores them in these shapes.
 */

/**
 * What an announcement says, in both languages, and where it points (an unprefixed shop path, or null). The
 * console's form sends it (worker/ops/announcement-routes.tsx).
 */
export type AnnouncementFields = {
  title_en: string;
  title_km: string;
  body_en: string;
  body_km: string;
  link: string | null;
};

/** A sent announcement, with who sent it and how many members got it: a row of the announcements page's list. */
export type AnnouncementRecord = AnnouncementFields & {
  id: number;
  sent_at: number;
  recipients: number;
  operator: string;
};
