import { opsPath } from './ops-path';
import type { Glance } from '../../worker/commerce/db/ops-glance';
import type { Operator } from '../../worker/commerce/db/operators';
import type { Lang } from '../lib/lang';
import { formatUsd } from '../lib/money';
import { OpsDocument } from './OpsDocument';
import { OPS_MESSAGES } from './ops-messages';

/** Today at a glance: the day's orders and revenue, what waits for a payment or for the shop, stock running low, SMS spent. */
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
  const tiles: [string, string][] = [
    [m.ordersToday, String(glance.ordersToday)],
    [m.revenueToday, formatUsd(glance.revenueTodayCents)],
    [m.paymentsWaiting, String(glance.paymentsWaiting)],
    [m.toShip, String(glance.toShip)],
    [m.toHandOver, String(glance.toHandOver)],
    [m.readyForPickup, String(glance.readyForPickup)],
    [m.sms, m.smsOf(glance.smsSent, smsLimit)],
  ];
  return (
    <OpsDocument lang={lang} title={m.heading} operator={operator} path="">
      <dl className="ops-tiles">
        {tiles.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
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
