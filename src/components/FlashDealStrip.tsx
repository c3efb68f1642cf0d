import type { z } from 'zod';
import type { flashDealsResponse } from '../api/contract/deals';
import { useI18n } from '../i18n/use-i18n';
import { Countdown } from './Countdown';
import { ProductCard } from './ProductCard';
import { StockBar } from './StockBar';

export type FlashSlot = z.infer<typeof flashDealsResponse>['data'][number];

/** One flash-deal slot: its clock (to the end while on, to the start before) and its products with stock bars. */
export function FlashDealStrip({ slot, headingLevel = 3 }: { slot: FlashSlot; headingLevel?: 2 | 3 }) {
  const { t } = useI18n();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="flash-slot">
      <div className="flash-slot-head">
        <Heading className="flash-slot-title">
          {slot.title}{' '}
          <span className={slot.live ? 'flash-live' : 'flash-upcoming'}>
            {slot.live ? t('catalogue.flash.live') : t('catalogue.flash.upcoming')}
          </span>
        </Heading>
        <Countdown until={slot.live ? slot.ends_at : slot.starts_at} kind={slot.live ? 'ends' : 'starts'} />
      </div>
      <ul className="product-grid product-grid-4 flash-grid">
        {slot.child.map((item) => (
          <li key={item.id}>
            <ProductCard product={item} dealMoney={item.deal_money}>
              <StockBar left={item.stock_left} total={item.stock_total} />
              <p className="flash-limit">{t('catalogue.flash.limit', { count: item.limit })}</p>
            </ProductCard>
          </li>
        ))}
      </ul>
    </div>
  );
}
