/** Which reviews the console's list shows: every one, those with photos, those of 1 or 2 stars, the hidden. */
export const REVIEW_FILTERS = ['all', 'photos', 'low', 'hidden'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];
