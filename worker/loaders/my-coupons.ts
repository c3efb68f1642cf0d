import { COUPON_TABS, type CouponTab } from '../../commerce/contract/choices';
import { defineLoader } from './loader';

const API_STATUS: Record<CouponTab, 'unused' | 'used' | 'expired'> = {
  available: 'unused',
  used: 'used',
  expired: 'expired',
};

/** The shopper's vouchers and coupons in one tab (`?status=`, available by default); null (an error block) when the API fails. */
export const myCoupons = defineLoader(async ({ api, query }) => {
  const asked = query.get('status');
  const tab = COUPON_TABS.find((name) => name === asked) ?? 'available';
  const coupons = await api.coupons.mine({ status: API_STATUS[tab] }).catch(() => null);
  return { data: { tab, coupons } };
});
