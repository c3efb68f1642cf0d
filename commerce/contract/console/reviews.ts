/** What the console reads of the shop's reviews (/ops/reviews): commerce/db/ops-reviews.ts reads them in this shape. */

/**
 * A review as the console lists it: its product, its author (a member, or none for a seeded one) and photos.
 * The reviews page shows one per row, with its hide or show button.
 */
export type ReviewRecord = {
  id: number;
  product_id: number;
  product_name: string;
  user_id: number | null;
  author: string;
  rating: number;
  body: string;
  created_at: number;
  /** When the console hid it (Unix seconds), or null while the shop shows it. */
  hidden_at: number | null;
  /** Its photos' keys, in their order. */
  photos: string[];
};
