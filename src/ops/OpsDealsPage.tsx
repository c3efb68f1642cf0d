import type { OpsDealItem, OpsSlot } from '../../worker/commerce/db/ops-deals';
import type { Operator } from '../../worker/commerce/db/operators';
import type { Lang } from '../lib/lang';
import { formatUsd } from '../lib/money';
import { formatDate, formatTime } from '../lib/phnom-penh-time';
import { OpsDocument } from './OpsDocument';
import type { VoucherTyped } from './OpsVoucherForm';
import { OPS_MESSAGES } from './ops-messages';
import { opsPath } from './ops-path';
import { OpsNotice, type Notice } from './OpsNotice';
import { OpsSectionNav } from './OpsSectionNav';

const when = (seconds: number, lang: Lang) => `${formatDate(seconds, lang)} ${formatTime(seconds)}`;
const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * The flash-deal slots, latest first, each with its products (deal price, stock, per-shopper limit) to
 * change or remove and a form to add one; and the form that adds a slot. `live`: the slots on now.
 */
export function OpsDealsPage({
  lang,
  operator,
  slots,
  items,
  live,
  notice,
  typed,
}: {
  lang: Lang;
  operator: Operator;
  slots: OpsSlot[];
  items: OpsDealItem[];
  live: number[];
  notice: Notice | null;
  /** The refused form's fields, by name (`slot_id` says which slot's add form it was). */
  typed: VoucherTyped;
}) {
  const m = OPS_MESSAGES[lang].deals;
  const input = (name: string, label: string, form: string, props: Record<string, unknown> = {}) => (
    <label>
      {label}
      <input name={name} defaultValue={typed.form === form ? (typed[name] ?? '') : ''} {...props} />
    </label>
  );
  return (
    <OpsDocument lang={lang} title={m.heading} operator={operator} path="/deals">
      <OpsSectionNav lang={lang} group="deals" current="deals" />
      <OpsNotice notice={notice} />
      <p className="ops-muted">{m.showsAt}</p>
      {slots.length === 0 && <p>{m.empty}</p>}
      {slots.map((slot) => {
        const own = items.filter((item) => item.slot_id === slot.id);
        const action = (path: string) => opsPath(lang, `/deals/${slot.id}${path}`);
        return (
          <section key={slot.id} aria-labelledby={`ops-slot-${slot.id}`}>
            <h2
              id={`ops-slot-${slot.id}`}
            >{`${m.slot(slot.id)} · ${lang === 'km' ? slot.title_km : slot.title_en}`}</h2>
            <p>
              {`${when(slot.starts_at, lang)} – ${when(slot.ends_at, lang)} · ${slot.repeats_daily ? m.daily : m.once}`}
              {live.includes(slot.id) && ` · ${m.live}`}
            </p>
            {own.length === 0 ? (
              <p>{m.noItems}</p>
            ) : (
              <div className="ops-scroll">
                <table className="ops-table">
                  <thead>
                    <tr>
                      <th scope="col">{m.product}</th>
                      <th scope="col">{m.price}</th>
                      <th scope="col">{m.dealPrice}</th>
                      <th scope="col">{m.stock}</th>
                      <th scope="col">{m.limit}</th>
                      <th scope="col">{m.left}</th>
                      <th scope="col">
                        <span className="ops-muted">—</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {own.map((item) => {
                      const form = `item-${slot.id}-${item.product_id}`;
                      return (
                        <tr key={item.product_id}>
                          <td>{`${item.product_id} · ${item.name}`}</td>
                          <td>{formatUsd(item.price_cents)}</td>
                          <td>
                            <input
                              form={form}
                              name="deal_price"
                              aria-label={m.dealPrice}
                              defaultValue={dollars(item.deal_cents)}
                              inputMode="decimal"
                            />
                          </td>
                          <td>
                            <input
                              form={form}
                              name="stock"
                              aria-label={m.stock}
                              defaultValue={item.stock_total}
                              inputMode="numeric"
                            />
                          </td>
                          <td>
                            <input
                              form={form}
                              name="limit"
                              aria-label={m.limit}
                              defaultValue={item.limit_per_shopper}
                              inputMode="numeric"
                            />
                          </td>
                          <td>{item.stock_left}</td>
                          <td>
                            <form id={form} method="post" action={action('/items')}>
                              <input type="hidden" name="product_id" value={item.product_id} />
                              <button type="submit">{m.saveItem}</button>
                            </form>
                            <form method="post" action={action(`/items/${item.product_id}/remove`)}>
                              <button type="submit">{m.removeItem}</button>
                            </form>
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            )}
            <form className="ops-form" method="post" action={action('/items')}>
              <input type="hidden" name="form" value={`add-${slot.id}`} />
              {input('product_id', m.productId, `add-${slot.id}`, { required: true, inputMode: 'numeric' })}
              {input('deal_price', m.dealPrice, `add-${slot.id}`, { required: true, inputMode: 'decimal' })}
              {input('stock', m.stock, `add-${slot.id}`, { required: true, inputMode: 'numeric' })}
              {input('limit', m.limit, `add-${slot.id}`, { required: true, inputMode: 'numeric' })}
              <button type="submit">{m.addItem}</button>
            </form>
          </section>
        );
      })}
      <section aria-labelledby="ops-add-slot">
        <h2 id="ops-add-slot">{m.addSlot}</h2>
        <form className="ops-form" method="post" action={opsPath(lang, '/deals')}>
          <input type="hidden" name="form" value="slot" />
          {input('title_en', m.slotTitleEn, 'slot', { required: true, maxLength: 80 })}
          {input('title_km', m.slotTitleKm, 'slot', { required: true, maxLength: 80, lang: 'km' })}
          {input('starts_at', m.startsAt, 'slot', { type: 'datetime-local', required: true })}
          {input('ends_at', m.endsAt, 'slot', { type: 'datetime-local', required: true })}
          <label>
            <input type="checkbox" name="repeats_daily" value="1" defaultChecked={typed.repeats_daily === '1'} />
            {m.repeats}
          </label>
          <button type="submit">{m.create}</button>
        </form>
      </section>
    </OpsDocument>
  );
}
