import type { ProductDetail } from '../../commerce/contract/products';
import { useI18n } from '../i18n/use-i18n';
import { labelText } from '../lib/label-text';
import { formatUsd, toCents } from '../../lib/money';
import { formatDate } from '../../lib/phnom-penh-time';
import { Countdown } from './Countdown';
import { Link } from './Link';
import { Price } from './Price';
import { RatingStars } from './RatingStars';

/**
 * The buying facts: price (a live deal's or promotion's price first), the promotion that sets it or is
 * coming, the deal's clock and stock, down-payment terms, stock, limit. `promotionLive`: the promotion is
 * on (by the server's clock, as `dealLive`).
 */
export function ProductOffer({
  product,
  dealLive,
  promotionLive,
}: {
  product: ProductDetail;
  dealLive: boolean;
  promotionLive: boolean;
}) {
  const { t, lang } = useI18n();
  const deal = product.flash_deal;
  const promotion = product.promotion;
  // While a promotion is on, the line says until when its price holds, unless a flash deal's price is the one paid.
  const promotionNote =
    promotion &&
    (promotionLive
      ? promotion.promo_money === product.money &&
        t('catalogue.product.promotionUntil', { date: formatDate(promotion.ends_at, lang) })
      : toCents(promotion.promo_money) < toCents(product.money) &&
        t('catalogue.product.promotionFrom', {
          price: formatUsd(toCents(promotion.promo_money)),
          date: formatDate(promotion.starts_at, lang),
        }));
  return (
    <div className="product-offer">
      <p className="product-facts">
        {product.rating_count > 0 && <RatingStars rating={product.rating} count={product.rating_count} />}
        <span>{t('catalogue.card.sold', { count: product.sold })}</span>
        {product.brand && (
          <span>
            {labelText(lang, t('catalogue.product.brand'))}{' '}
            <Link to={`/bestoffer/detail/${product.brand.id}`}>{product.brand.name}</Link>
          </span>
        )}
      </p>
      {/* What the shopper pays now, as on every card and in the cart: a live deal's or promotion's price, or its own. */}
      <Price money={product.money} compareAt={product.market_money} size="large" />
      {promotion && promotionNote && (
        <p className="product-promotion">
          <Link to={`/promotions/${promotion.slug}`}>{`${labelText(lang, promotion.title)} ${promotionNote}`}</Link>
        </p>
      )}
      {deal && (
        <div className="product-deal">
          <p className="product-deal-head">
            <strong>{t('catalogue.product.flashDeal')}</strong>
            {!dealLive && <span>{formatUsd(toCents(deal.deal_money))}</span>}
            <Countdown slot={deal} live={dealLive} />
          </p>
          {dealLive && (
            <p className="product-deal-left">
              {deal.stock_left > 0
                ? t('catalogue.stock.left', { count: deal.stock_left })
                : t('catalogue.flash.soldOut')}
            </p>
          )}
        </div>
      )}
      {product.down_payment && (
        <p className="product-terms">
          <strong>{t('catalogue.product.downPayment')}</strong>{' '}
          {t('catalogue.product.downPaymentTerms', {
            earnest: formatUsd(toCents(product.down_payment.earnest_money)),
            balance: formatUsd(toCents(product.down_payment.balance)),
          })}
        </p>
      )}
      {product.is_preorder === 1 && product.ships_at && (
        <p className="product-terms">
          {t('catalogue.product.preorderShips', { date: formatDate(product.ships_at, lang) })}
        </p>
      )}
      <p className={product.stock > 0 ? 'product-stock' : 'product-stock product-stock-out'}>
        {product.stock > 0
          ? t('catalogue.stock.inStock', { count: product.stock })
          : t(product.is_preorder === 1 ? 'catalogue.stock.preorderFull' : 'catalogue.product.outSave')}
        {product.limit > 0 && product.stock > 0 && (
          <span> · {t('catalogue.product.limit', { count: dealLive && deal ? deal.limit : product.limit })}</span>
        )}
      </p>
    </div>
  );
}
