import type { OpsOrder } from '../../commerce/contract/console/orders';
import { formatMobile } from '../../lib/mobile';
import { formatUsd, groupDigits } from '../../lib/money';
import { restRiel } from '../lib/rest-riel';
import { balanceDueCents } from './order-balance-due';
import { formatDate, formatTime } from '../../lib/phnom-penh-time';
import { OpsDocument } from './OpsDocument';
import { useOperatorPage } from './ops-request';
import { OPS_MESSAGES } from './ops-messages';
import { OpsOrderPlace } from './OpsOrderPlace';

/**
 * The packing and pick-up slip to print and put in the parcel or keep at the counter, in the page's
 * language (orders keep no language of their own): order number, date, the shopper, where it goes, the
 * balance to collect in dollars and riel (the riel as checkout showed it: the total's less what was
 * paid), the lines with their SKU, merchant and quantity, the note. The Print button is the console's
 * script's (a phone has no Ctrl+P) and shows only where it runs; the print leaves out the bar and hint.
 */
export function OpsSlipPage({ data, khrPerUsd }: { data: OpsOrder; khrPerUsd: number }) {
  const { lang } = useOperatorPage();
  const m = OPS_MESSAGES[lang].orders;
  const { order, items } = data;
  const due = balanceDueCents(order);
  return (
    <OpsDocument title={m.slipTitle(order.id)} path={`/orders/${order.id}/slip`} withScript>
      <p className="ops-noprint">
        <button type="button" data-print="" hidden>
          {m.slipPrintButton}
        </button>{' '}
        {m.slipPrint}
      </p>
      <section className="ops-slip">
        <p>{`${m.placed(`${formatDate(order.created_at, lang)} ${formatTime(order.created_at)}`)} · ${m.fulfilments[order.delivery]}`}</p>
        <p className="ops-slip-collect">
          <strong>
            {due > 0
              ? m.slipCollect(
                  formatUsd(due),
                  `${groupDigits(restRiel(order.total_cents, order.paid_cents, khrPerUsd))}៛`,
                )
              : m.slipNothingToCollect}
          </strong>
          {due > 0 && ` ${m.slipCollectWhen[order.delivery]}`}
        </p>
        <h2>{m.slipFor}</h2>
        <p>{`${order.shopper} · ${formatMobile(order.mobile)}`}</p>
        <OpsOrderPlace lang={lang} data={data} />
        <table className="ops-table">
          <thead>
            <tr>
              <th scope="col">{m.product}</th>
              <th scope="col">{m.slipSku}</th>
              <th scope="col">{m.merchant}</th>
              <th scope="col">{m.qty}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                <td data-label={m.product}>{item.name}</td>
                <td data-label={m.slipSku}>{item.sku || '—'}</td>
                <td data-label={m.merchant}>{item.merchant}</td>
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
