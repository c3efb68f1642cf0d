import type { ReactNode } from 'react';
import type { ProductCard as ProductCardData } from '../../commerce/contract/products';
import { useI18n } from '../i18n/use-i18n';
import { Link } from './Link';
import { Price } from './Price';
import { RatingStars } from './RatingStars';
import { SaveButton } from './SaveButton';
import { productImage } from '../../lib/product-image';

type ProductCardProps = {
  product: ProductCardData;
  /** The one card whose image is the largest above the fold loads eagerly; every other one lazily. */
  eager?: boolean;
  /** A deal's price in place of the product's own (the product's price then shows as compare-at). */
  dealMoney?: string;
  /** Extra lines under the price (a flash deal's stock bar, say). */
  children?: ReactNode;
  /** Buttons laid over the image's corner: the save heart unless others are given (`false`: none). */
  actions?: ReactNode;
};

/** A card's picture width: five or four to a row on a desktop, three on a tablet, two on a phone (catalogue.css). */
const CARD_SIZES = '(min-width: 992px) 240px, (min-width: 640px) 33vw, 50vw';

/** A product in a list: image, name, price with riel and compare-at, rating, badges; links to its page. */
export function ProductCard({ product, eager = false, dealMoney, children, actions }: ProductCardProps) {
  const { t } = useI18n();
  // The card's own price is what the shopper pays now (a live deal's or promotion's included); a deal price
  // other than that (a deal still to come) is shown against it.
  const compareAt = dealMoney && dealMoney !== product.money ? product.money : product.market_money;
  const corner = actions ?? <SaveButton productId={product.id} name={product.name} />;
  return (
    <article className="product-card">
      <div className="product-card-media">
        <img
          {...productImage(product.image, CARD_SIZES)}
          alt=""
          width={240}
          height={240}
          loading={eager ? undefined : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
        />
        {product.discount_percent > 0 && !dealMoney && (
          <span className="badge badge-sale">{t('catalogue.card.off', { percent: product.discount_percent })}</span>
        )}
        {product.is_preorder === 1 && <span className="badge badge-preorder">{t('catalogue.card.preorder')}</span>}
        {corner !== false && <div className="product-card-actions">{corner}</div>}
      </div>
      <h3 className="product-card-name">
        <Link to={`/products/${product.id}`} className="product-card-link">
          {product.name}
        </Link>
      </h3>
      <Price money={dealMoney ?? product.money} compareAt={compareAt} />
      <p className="product-card-meta">
        {product.rating_count > 0 && <RatingStars rating={product.rating} count={product.rating_count} />}
        {/* A deal's card tells what the deal sold (its stock bar), not the product's lifetime count. */}
        {!dealMoney && <span>{t('catalogue.card.sold', { count: product.sold })}</span>}
      </p>
      {product.stock === 0 && (
        <p className="product-card-out">
          {t(product.is_preorder === 1 ? 'catalogue.stock.preorderFull' : 'catalogue.stock.out')}
        </p>
      )}
      {children}
    </article>
  );
}
