import type { ReviewRecord } from '../../commerce/contract/console/reviews';
import { localizePath } from '../../lib/paths';
import { formatDate, formatTime } from '../../lib/phnom-penh-time';
import { reviewPhotoThumb } from '../../lib/review-photo-thumb';
import { OpsDocument } from './OpsDocument';
import { useOperatorPage } from './ops-request';
import { OPS_MESSAGES } from './ops-messages';
import { opsPath } from './ops-path';
import { type Notice, OpsNotice } from './OpsNotice';
import { REVIEW_FILTERS, type ReviewFilter } from '../../lib/review-filters';
import { reviewListPath } from './review-list-path';

/**
 * Shoppers' reviews, newest first, 50 a page: every one, those with photos, of 1 or 2 stars, or hidden. Each
 * shows its product, author, stars, words and photos (hidden ones' too, from the console's own address), and
 * a button that hides it from the shop or shows it again.
 */
export function OpsReviewsPage({
  filter,
  page,
  reviews,
  more,
  notice,
}: {
  filter: ReviewFilter;
  page: number;
  reviews: ReviewRecord[];
  more: boolean;
  notice: Notice | null;
}) {
  const { lang } = useOperatorPage();
  const m = OPS_MESSAGES[lang].reviews;
  const list = (show: ReviewFilter, to = 1) => opsPath(lang, reviewListPath(show, to));
  return (
    <OpsDocument title={m.heading} path={reviewListPath(filter, page)}>
      <nav className="ops-chips" aria-label={m.filters}>
        {REVIEW_FILTERS.map((one) => (
          <a key={one} href={list(one)} aria-current={one === filter ? 'page' : undefined}>
            {m.filter[one]}
          </a>
        ))}
      </nav>
      <OpsNotice notice={notice} />
      {reviews.length === 0 ? (
        <p>{m.none}</p>
      ) : (
        <ul className="ops-reviews">
          {reviews.map((review) => (
            <li key={review.id} className={review.hidden_at === null ? undefined : 'ops-review-hidden'}>
              <p className="ops-review-head">
                <span className="ops-stars" role="img" aria-label={m.stars(review.rating)}>
                  {'★'.repeat(review.rating) + '☆'.repeat(5 - review.rating)}
                </span>
                <a href={localizePath(`/products/${review.product_id}`, lang)}>{review.product_name}</a>
              </p>
              <p className="ops-muted">
                {review.user_id === null ? (
                  review.author
                ) : (
                  <a href={opsPath(lang, `/members/${review.user_id}`)}>{review.author}</a>
                )}
                {` · ${formatDate(review.created_at, lang)} ${formatTime(review.created_at)} · #${review.id}`}
              </p>
              <p className="ops-review-body">{review.body}</p>
              {review.photos.length > 0 && (
                <p className="ops-review-photos">
                  {review.photos.map((key, n) => (
                    <a key={key} href={opsPath(lang, `/reviews/photos/${key}`)}>
                      <img
                        src={opsPath(lang, `/reviews/photos/${reviewPhotoThumb(key)}`)}
                        alt={m.photo(n + 1)}
                        width={80}
                        height={80}
                        loading="lazy"
                      />
                    </a>
                  ))}
                </p>
              )}
              <form
                method="post"
                action={opsPath(lang, `/reviews/${review.id}/${review.hidden_at === null ? 'hide' : 'show'}`)}
              >
                <input type="hidden" name="show" value={filter} />
                <input type="hidden" name="page" value={String(page)} />
                {review.hidden_at !== null && (
                  <span className="ops-muted">{`${m.hiddenSince(formatDate(review.hidden_at, lang))} `}</span>
                )}
                <button type="submit" className={review.hidden_at === null ? 'ops-danger' : undefined}>
                  {review.hidden_at === null ? m.hide : m.show}
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      <p className="ops-pages">
        {page > 1 && <a href={list(filter, page - 1)}>{m.newer}</a>}
        {more && <a href={list(filter, page + 1)}>{m.older}</a>}
      </p>
    </OpsDocument>
  );
}
