import type { OpsOrder } from '../../commerce/contract/console/orders';
import { formatMobile, toApiMobile } from '../../lib/mobile';
import type { Lang } from '../../lib/lang';
import { OPS_MESSAGES } from './ops-messages';

/** Where an order goes: the delivery address as the shopper gave it, or the pick-up outlet. */
export function OpsOrderPlace({ lang, data }: { lang: Lang; data: OpsOrder }) {
  const m = OPS_MESSAGES[lang].orders;
  const { address, outlet } = data;
  if (address)
    return (
      <>
        <h3>{m.deliverTo}</h3>
        <address>
          {`${address.name} · ${formatMobile(toApiMobile(address.phone) ?? address.phone)}`}
          <br />
          {[address.house, address.street].filter(Boolean).join(' ')}
          <br />
          {[address.village, address.commune, address.district, data.provinceName].filter(Boolean).join(', ')}
          {address.landmark && (
            <>
              <br />
              {address.landmark}
            </>
          )}
        </address>
      </>
    );
  return (
    <>
      <h3>{m.pickUpAt}</h3>
      {outlet ? (
        <address>
          {outlet.name}
          <br />
          {outlet.address}
          <br />
          {outlet.phone}
        </address>
      ) : (
        <p>—</p>
      )}
    </>
  );
}
