import type { z } from 'zod';
import type { flashDealsResponse } from '../../commerce/contract/deals';
import { useI18n } from '../i18n/use-i18n';
import { Countdown } from './Countdown';
import { FlashPhase } from './FlashPhase';
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
          {slot.title} <FlashPhase slot={slot} live={slot.live === 1} />
        </Heading>
        <Countdown slot={slot} live={slot.live === 1} />
      </div>
      <ul className="product-grid product-grid-4 flash-grid">
        {slot.child.map((item) => (
          <li key={item.id}>
            <ProductCard product={item} dealMoney={item.deal_money}>
              <StockBar left={item.stock_left} total={item.stock_total} live={slot.live === 1} />
              <p className="flash-limit">{t('catalogue.flash.limit', { count: item.limit })}</p>
            </ProductCard>
          </li>
        ))}
      </ul>
    </div>
  );
}
