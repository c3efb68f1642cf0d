import { useState } from 'react';
import type { ReviewOrder } from '../../commerce/contract/reviews';
import type { PageProps } from '../app/page-props';
import { Link } from '../components/Link';
import { LoadError } from '../components/LoadError';
import { ReviewForm } from '../components/ReviewForm';
import { ReviewList } from '../components/ReviewList';
import { useI18n } from '../i18n/use-i18n';
import { formatDate } from '../../lib/phnom-penh-time';
import { useStoreSnapshot } from '../store/use-store';
import type { review } from '../../worker/loaders/review';
import { productImage } from '../../lib/product-image';

type Item = ReviewOrder['items'][number];

/** Review an order: each item gets stars, text and photos once the order is completed; reviewed items show the review. */
export default function ReviewPage({ route, data }: PageProps<typeof review>) {
  const { t, lang } = useI18n();
  const { userName } = useStoreSnapshot().session;
  const [items, setItems] = useState<Item[]>(data.order?.items ?? []);
  const { order } = data;
  if (!order) {
    return (
      <section className="account-panel">
        <h1>{t(['route', route])}</h1>
        <LoadError />
      </section>
    );
  }
  const saved = (itemId: number) => (review: NonNullable<Item['review']>) =>
    setItems((current) => current.map((item) => (item.item_id === itemId ? { ...item, review } : item)));

  return (
    <section className="account-panel">
      <h1>{t(['route', route])}</h1>
      <p className="muted">{t('member.review.orderOf', { id: order.id, date: formatDate(order.created_at, lang) })}</p>
      {!order.reviewable ? (
        <div className="review-closed">
          <p className="alert alert-info" role="status">
            {t('member.review.notYet')}
          </p>
          <Link className="button button-secondary" to={`/accounts/order-details/${order.id}`}>
            {t('member.review.seeOrder')}
          </Link>
        </div>
      ) : (
        <>
          <p>{t('member.review.intro', { points: order.points_per_review })}</p>
          <ul className="review-items">
            {items.map((item) => (
              <li key={item.item_id} className="review-item">
                <div className="review-item-head">
                  <img {...productImage(item.image)} alt="" width={64} height={64} />
                  <div>
                    <h2 className="review-item-name">
                      <Link to={`/products/${item.product_id}`}>{item.name}</Link>
                    </h2>
                    <p className="muted">{t('member.review.quantity', { num: item.num })}</p>
                  </div>
                </div>
                {item.review ? (
                  <ReviewList reviews={[{ id: item.item_id, author: userName, ...item.review }]} />
                ) : (
                  <ReviewForm orderId={order.id} itemId={item.item_id} onSaved={saved(item.item_id)} />
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
