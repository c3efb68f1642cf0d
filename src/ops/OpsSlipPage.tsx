import type { OpsOrder } from '../../commerce/contract/console/orders';
import { formatMobile } from '../../lib/mobile';
import { formatDate, formatTime } from '../../lib/phnom-penh-time';
import { OpsDocument } from './OpsDocument';
import { useOperatorPage } from './ops-request';
import { OPS_MESSAGES } from './ops-messages';
import { OpsOrderPlace } from './OpsOrderPlace';

/**
 * The packing slip to print and put in the parcel, in the page's language (orders keep no language of
 * their own): order number, date, the shopper, where it goes, the lines and their quantities, the note.
 * The print stylesheet leaves out the console's bar and this page's hint.
 */
export function OpsSlipPage({ data }: { data: OpsOrder }) {
  const { lang } = useOperatorPage();
  const m = OPS_MESSAGES[lang].orders;
  const { order, items } = data;
  return (
    <OpsDocument title={m.slipTitle(order.id)} path={`/orders/${order.id}/slip`}>
      <p className="ops-noprint">{m.slipPrint}</p>
      <section className="ops-slip">
        <p>{`${m.placed(`${formatDate(order.created_at, lang)} ${formatTime(order.created_at)}`)} · ${m.fulfilments[order.delivery]}`}</p>
        <h2>{m.slipFor}</h2>
        <p>{`${order.shopper} · ${formatMobile(order.mobile)}`}</p>
        <OpsOrderPlace lang={lang} data={data} />
        <table className="ops-table">
          <thead>
            <tr>
              <th scope="col">{m.product}</th>
              <th scope="col">{m.qty}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                <td data-label={m.product}>{item.name}</td>
                <td data-label={m.qty}>{item.num}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <h3>{m.shopperNote}</h3>
        <p>{order.note || m.noNote}</p>
      </section>
    </OpsDocument>
  );
}
