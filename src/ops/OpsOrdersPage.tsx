import { ORDER_STATES, type OrderState } from '../../commerce/contract/orders';
import { formatMobile } from '../../lib/mobile';
import type { MerchantChoice, OpsOrderListRow } from '../../commerce/contract/console/orders';
import { formatUsd } from '../../lib/money';
import { formatDate, formatTime } from '../../lib/phnom-penh-time';
import { OpsDocument } from './OpsDocument';
import { OpsListTable } from './OpsListTable';
import { useOperatorPage } from './ops-request';
import { OpsMerchantSelect } from './OpsMerchantSelect';
import { OPS_MESSAGES } from './ops-messages';
import { type OpsOrderQuery, orderQuery } from './ops-order-query';
import { opsPath } from './ops-path';

/**
 * The orders, newest first, a page at a time: a GET form of filters (state, Phnom Penh days, payment,
 * delivery or pick-up, merchant), the count of each state under the other filters as links, and the
 * CSV of the same list.
 */
export function OpsOrdersPage({
  query,
  orders,
  counts,
  merchants,
  page,
  more,
}: {
  query: OpsOrderQuery;
  orders: OpsOrderListRow[];
  counts: Partial<Record<OrderState, number>>;
  merchants: MerchantChoice[];
  page: number;
  more: boolean;
}) {
  const { lang } = useOperatorPage();
  const m = OPS_MESSAGES[lang].orders;
  const list = (change: Parameters<typeof orderQuery>[1]) => opsPath(lang, `/orders${orderQuery(query, change)}`);
  const all = Object.values(counts).reduce((sum, n) => sum + n, 0);
  return (
    <OpsDocument title={m.heading} path={`/orders${orderQuery(query)}`}>
      <nav className="ops-chips" aria-label={m.countsLabel}>
        <a href={list({ state: '' })} aria-current={query.state === '' ? 'page' : undefined}>
          {`${m.all} (${all})`}
        </a>
        {ORDER_STATES.map((state) => (
          <a key={state} href={list({ state })} aria-current={query.state === state ? 'page' : undefined}>
            {`${m.states[state]} (${counts[state] ?? 0})`}
          </a>
        ))}
      </nav>
      <form className="ops-filters" method="get" action={opsPath(lang, '/orders')} aria-label={m.filters}>
        <label>
          {m.state}
          <select name="state" defaultValue={query.state}>
            <option value="">{m.anyState}</option>
            {ORDER_STATES.map((state) => (
              <option key={state} value={state}>
                {m.states[state]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {m.from}
          <input type="date" name="from" defaultValue={query.from} />
        </label>
        <label>
          {m.to}
          <input type="date" name="to" defaultValue={query.to} />
        </label>
        <label>
          {m.payment}
          <select name="payment" defaultValue={query.payment}>
            <option value="">{m.anyPayment}</option>
            <option value="khqr">{m.methods.khqr}</option>
            <option value="cash">{m.methods.cash}</option>
          </select>
        </label>
        <label>
          {m.fulfilment}
          <select name="fulfilment" defaultValue={query.fulfilment}>
            <option value="">{m.anyFulfilment}</option>
            <option value="delivery">{m.fulfilments.delivery}</option>
            <option value="pickup">{m.fulfilments.pickup}</option>
          </select>
        </label>
        <OpsMerchantSelect
          lang={lang}
          label={m.merchant}
          name="merchant"
          value={query.merchant}
          none={m.anyMerchant}
          merchants={merchants}
        />
        <div className="ops-filter-actions">
          <button type="submit">{m.apply}</button>
          <a href={opsPath(lang, '/orders')}>{m.clear}</a>
          <a href={opsPath(lang, `/orders.csv${orderQuery(query)}`)} download>
            {m.csv}
          </a>
        </div>
      </form>
      <OpsListTable
        rows={orders}
        rowKey={(order) => order.id}
        empty={<p>{m.empty}</p>}
        columns={[
          {
            label: m.number,
            cell: (order) => <a href={opsPath(lang, `/orders/${order.id}`)}>{`#${order.id}`}</a>,
          },
          { label: m.date, cell: (order) => `${formatDate(order.created_at, lang)} ${formatTime(order.created_at)}` },
          {
            label: m.shopper,
            cell: (order) => (
              <>
                {order.shopper}
                <br />
                <span className="ops-muted">{formatMobile(order.mobile)}</span>
              </>
            ),
          },
          { label: m.items, cell: (order) => order.items },
          { label: m.total, cell: (order) => formatUsd(order.total_cents) },
          {
            label: m.state,
            cell: (order) => <span className={`ops-state ops-state-${order.state}`}>{m.states[order.state]}</span>,
          },
          { label: m.fulfilment, cell: (order) => m.fulfilments[order.delivery] },
        ]}
      />
      <p className="ops-pages">
        {page > 1 && <a href={list({ page: String(page - 1) })}>{m.newer}</a>}
        {more && <a href={list({ page: String(page + 1) })}>{m.older}</a>}
      </p>
    </OpsDocument>
  );
}
