import { opsPath } from './ops-path';
import type { Glance } from '../../worker/commerce/db/ops-glance';
import type { Operator } from '../../worker/commerce/db/operators';
import type { Lang } from '../lib/lang';
import { formatUsd } from '../lib/money';
import { OpsDocument } from './OpsDocument';
import { OPS_MESSAGES } from './ops-messages';

/**
 * Today at a glance: the day's orders and their value, the money received (by method) and refunded, what
 * waits for a payment or for the shop, stock running low, SMS spent.
 */
export function OpsGlancePage({
  lang,
  operator,
  glance,
  smsLimit,
}: {
  lang: Lang;
  operator: Operator;
  glance: Glance;
  smsLimit: number;
}) {
  const m = OPS_MESSAGES[lang].glance;
  const { methods } = OPS_MESSAGES[lang].orders;
  const received = (method: string) => glance.receivedToday.find((row) => row.method === method)?.cents ?? 0;
  // Both of the shop's methods, a zero among them, then any other the payments name.
  const shown = [...new Set(['khqr', 'cash', ...glance.receivedToday.map((row) => row.method)])];
  /** Label, figure, and a line under the figure that says what it is made of. */
  const tiles: [string, string, string?][] = [
    [m.ordersToday, String(glance.ordersToday)],
    [m.revenueToday, formatUsd(glance.revenueTodayCents)],
    [
      m.receivedToday,
      formatUsd(shown.reduce((sum, method) => sum + received(method), 0)),
      shown.map((method) => `${methods[method] ?? method} ${formatUsd(received(method))}`).join(' · '),
    ],
    [m.refundedToday, formatUsd(glance.refundedToday.cents), m.refundedOrders(glance.refundedToday.orders)],
    [m.paymentsWaiting, String(glance.paymentsWaiting)],
    [m.toShip, String(glance.toShip)],
    [m.toHandOver, String(glance.toHandOver)],
    [m.readyForPickup, String(glance.readyForPickup)],
    [m.sms, m.smsOf(glance.smsSent, smsLimit)],
  ];
  return (
    <OpsDocument lang={lang} title={m.heading} operator={operator} path="">
      <dl className="ops-tiles">
        {tiles.map(([label, value, parts]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
            {parts && <dd className="ops-tile-parts">{parts}</dd>}
          </div>
        ))}
      </dl>
      <section aria-labelledby="ops-low-stock">
        <h2 id="ops-low-stock">{m.lowStock(glance.lowStockCount)}</h2>
        {glance.lowStock.length === 0 ? (
          <p>{m.noLowStock}</p>
        ) : (
          <ul className="ops-list">
            {glance.lowStock.map((product) => (
              <li key={product.id}>
                <a href={opsPath(lang, `/products/${product.id}`)}>{product.name}</a>
                <span>{m.left(product.stock)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </OpsDocument>
  );
}
