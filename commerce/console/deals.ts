/* The console door's deals section: what those routes read and the services they save through (docs/decisions/052). */
export { listOpsPromotions, readOpsPromotion } from '../db/ops-content';
export {
  listOpsCoupons,
  listOpsSlots,
  liveSlotIds,
  merchantExists,
  productPriceAndDeposit,
  readOpsCoupon,
  readOpsSlot,
} from '../db/ops-deals';
export { listMerchantNames } from '../db/ops-orders';
export { promotionBanner } from '../promotion-banner';
export { removeDealItem } from './remove-deal-item';
export { removePromotionItem } from './remove-promotion-item';
export { removeSlot } from './remove-slot';
export { addCoupon, saveCoupon } from './save-coupon';
export { saveDealItem } from './save-deal-item';
export { savePromotion } from './save-promotion';
export { savePromotionItem } from './save-promotion-item';
export { saveSlot } from './save-slot';
