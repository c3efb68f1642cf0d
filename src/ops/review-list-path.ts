import type { ReviewFilter } from '../../lib/review-filters';

/** The console's review list (under /ops, without the language) with a filter, a page, and what was just done. */
export function reviewListPath(filter: ReviewFilter, page = 1, done?: 'hidden' | 'shown'): string {
  const params = new URLSearchParams();
  if (filter !== 'all') params.set('show', filter);
  if (page > 1) params.set('page', String(page));
  if (done) params.set('done', done);
  const search = params.toString();
  return `/reviews${search ? `?${search}` : ''}`;
}
