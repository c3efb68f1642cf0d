import type { Order } from '../../commerce/contract/orders';
import { useI18n } from '../i18n/use-i18n';
import { mapLink } from '../lib/map-link';
import { formatMobile, toApiMobile } from '../../lib/mobile';

/** Where the order goes: the address copied into it when ordering, or the pick-up store with its hours and map. */
export function OrderFulfilment({ order }: { order: Order }) {
  const { t } = useI18n();
  const { address, outlet } = order;
  if (address) {
    const mobile = toApiMobile(address.phone);
    const line = [address.house, address.street, address.village, address.commune, address.district, address.province]
      .filter(Boolean)
      .join(', ');
    return (
      <div className="order-place">
        <h3>{t('checkout.orders.deliverTo')}</h3>
        <p>
          <strong>{address.name}</strong> {mobile ? formatMobile(mobile) : address.phone}
        </p>
        <p>{line}</p>
        {address.landmark && <p className="muted">{address.landmark}</p>}
      </div>
    );
  }
  if (!outlet) return null;
  return (
    <div className="order-place">
      <h3>{t('checkout.orders.pickupAt')}</h3>
      <p>
        <strong>{outlet.name}</strong>
      </p>
      <p>{outlet.address}</p>
      <p className="muted">{t('checkout.confirm.hours', { hours: outlet.hours })}</p>
      <a href={mapLink(outlet.lat, outlet.lng)} target="_blank" rel="noopener noreferrer">
        {t('checkout.confirm.map', { name: outlet.name })}
      </a>
    </div>
  );
}
