import { opsPath } from './ops-path';
import type { Glance } from '../../commerce/contract/console/glance';
import { formatUsd } from '../../lib/money';
import { tokenState } from './bakong-token';
import { OpsDocument } from './OpsDocument';
import { useOperatorPage } from './ops-request';
import { OpsTokenWarning } from './OpsTokenWarning';
import { OPS_MESSAGES } from './ops-messages';

/**
 * Today at a glance: the day's orders and their value, the money received (by method) and refunded, what
 * waits for a payment or for the shop, the payments that need a person (with the Bakong token's warning
 * when it is due and Bakong confirmation is on), stock running low, SMS spent (sign-up codes' share apart).
 */
export function OpsGlancePage({
  glance,
  smsLimit,
  smsSignUpCap,
  bakongOn,
  now,
}: {
  glance: Glance;
  smsLimit: number;
  /** The sign-up codes' share of smsLimit. */
  smsSignUpCap: number;
  bakongOn: boolean;
  now: number;
}) {
  const { lang } = useOperatorPage();
  const m = OPS_MESSAGES[lang].glance;
  const { methods, refundMethods } = OPS_MESSAGES[lang].orders;
  const received = (method: string) => glance.receivedToday.find((row) => row.method === method)?.cents ?? 0;
  // Both of the shop's methods, a zero among them, then any other the payments name.
  const shown = [...new Set(['khqr', 'cash', ...glance.receivedToday.map((row) => row.method)])];
  const needing = glance.paymentsNeeding;
  /** Label, figure, a line under the figure that says what it is made of, and the page the figure opens. */
  const tiles: [string, string, string?, string?][] = [
    [m.ordersToday, String(glance.ordersToday)],
    [m.revenueToday, formatUsd(glance.revenueTodayCents)],
    [
      m.receivedToday,
      formatUsd(shown.reduce((sum, method) => sum + received(method), 0)),
      shown.map((method) => `${methods[method] ?? method} ${formatUsd(received(method))}`).join(' · '),
    ],
    [
      m.refundedToday,
      formatUsd(glance.refundedToday.reduce((sum, row) => sum + row.cents, 0)),
      [
        ...glance.refundedToday.map((row) => `${refundMethods[row.method]} ${formatUsd(row.cents)}`),
        m.refunds(glance.refundedToday.reduce((sum, row) => sum + row.refunds, 0)),
      ].join(' · '),
    ],
    [m.paymentsWaiting, String(glance.paymentsWaiting)],
    [
      m.paymentsNeeding,
      String(needing.checking + needing.refunds + needing.late + needing.mismatches),
      m.paymentsNeedingParts(needing.checking, needing.refunds, needing.late + needing.mismatches),
      opsPath(lang, '/payments'),
    ],
    [m.toShip, String(glance.toShip)],
    [m.toHandOver, String(glance.toHandOver)],
    [m.readyForPickup, String(glance.readyForPickup)],
    [
      m.sms,
      m.smsOf(glance.sms.sent, smsLimit),
      [
        glance.sms.signUp >= smsSignUpCap
          ? m.smsSignUpFull(smsSignUpCap)
          : m.smsSignUp(glance.sms.signUp, smsSignUpCap),
        m.smsMembers(glance.sms.sent - glance.sms.signUp),
        ...(glance.sms.busiestNetwork
          ? [m.smsBusiestNetwork(glance.sms.busiestNetwork.network, glance.sms.busiestNetwork.codes)]
          : []),
      ].join(' · '),
    ],
  ];
  return (
    <OpsDocument title={m.heading} path="">
      {bakongOn && (
        <OpsTokenWarning
          lang={lang}
          state={tokenState(glance.bakongRail, now)}
          more={opsPath(lang, '/payments#bakong-token')}
        />
      )}
      <dl className="ops-tiles">
        {tiles.map(([label, value, parts, href]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{href ? <a href={href}>{value}</a> : value}</dd>
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
