import type { MerchantRow } from './db/merchants';

/** A merchant row as the wire's merchant card: the rating in stars (one decimal), without the story. */
export const merchantView = ({ about: _about, created_at: _created, rating_x10, ...row }: MerchantRow) => ({
  ...row,
  rating: rating_x10 / 10,
});
