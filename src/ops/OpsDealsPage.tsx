import type { OpsDealItem, OpsSlot } from '../../commerce/contract/console/deals';
import type { Lang } from '../../lib/lang';
import { formatUsd } from '../../lib/money';
import { formatDate, formatTime, phnomPenhInput } from '../../lib/phnom-penh-time';
import { OpsDocument } from './OpsDocument';
import { OpsListTable } from './OpsListTable';
import { useOperatorPage } from './ops-request';
import type { VoucherTyped } from './OpsVoucherForm';
import { OPS_MESSAGES } from './ops-messages';
import { opsPath } from './ops-path';
import { AT_NOTICE, OpsNotice, type Notice } from './OpsNotice';
import { OpsSectionNav } from './OpsSectionNav';

const when = (seconds: number, lang: Lang) => `${formatDate(seconds, lang)} ${formatTime(seconds)}`;
const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * The flash-deal slots, latest first, each to change or remove, with its products (deal price, stock,
 * per-shopper limit) to change or remove and a form to add one; and the form that adds a slot. `live`:
 * the slots on now.
 */
export function OpsDealsPage({
  slots,
  items,
  live,
  notice,
  typed,
}: {
  slots: OpsSlot[];
  items: OpsDealItem[];
  live: number[];
  notice: Notice | null;
  /** The refused form's fields, by name (`slot_id` says which slot's add form it was). */
  typed: VoucherTyped;
}) {
  const { lang } = useOperatorPage();
  const m = OPS_MESSAGES[lang].deals;
  // The page is long: a refusal is shown beside the form it refuses (its `form` field: `slot` adds a slot,
  // `slot-<id>` changes one, `add-<id>` adds a product to it, `item-<id>-<product>` changes one of its
  // products), and every form posts to the notice, so the page comes back scrolled to it. A refusal of a
  // form this page no longer has, and what was done, show at the top.
  const forms = new Set([
    'slot',
    ...slots.flatMap((slot) => [`slot-${slot.id}`, `add-${slot.id}`]),
    ...items.map((item) => `item-${item.slot_id}-${item.product_id}`),
  ]);
  const refused = notice?.kind === 'error' && forms.has(typed.form ?? '') ? typed.form! : null;
  const noticeAt = (...at: string[]) => refused !== null && at.includes(refused) && <OpsNotice notice={notice} />;
  /** A field of the form `form`: what was typed when that form was refused, else `value`. */
  const input = (name: string, label: string, form: string, props: Record<string, unknown> = {}, value = '') => (
    <label>
      {label}
      <input name={name} defaultValue={typed.form === form ? (typed[name] ?? '') : value} {...props} />
    </label>
  );
  /** A slot's titles and window: the form that adds one (`slot` null) or changes it. */
  const slotFields = (form: string, slot: OpsSlot | null) => (
    <>
      <input type="hidden" name="form" value={form} />
      {input('title_en', m.slotTitleEn, form, { required: true, maxLength: 80 }, slot?.title_en)}
      {input('title_km', m.slotTitleKm, form, { required: true, maxLength: 80, lang: 'km' }, slot?.title_km)}
      {input(
        'starts_at',
        m.startsAt,
        form,
        { type: 'datetime-local', required: true },
        slot ? phnomPenhInput(slot.starts_at) : '',
      )}
      {input(
        'ends_at',
        m.endsAt,
        form,
        { type: 'datetime-local', required: true },
        slot ? phnomPenhInput(slot.ends_at) : '',
      )}
      <label className="ops-check">
        <input
          type="checkbox"
          name="repeats_daily"
          value="1"
          defaultChecked={typed.form === form ? typed.repeats_daily === '1' : slot?.repeats_daily === 1}
        />
        {m.repeats}
      </label>
    </>
  );
  return (
    <OpsDocument title={m.heading} path="/deals">
      <OpsSectionNav lang={lang} group="deals" current="deals" />
      {refused === null && <OpsNotice notice={notice} />}
      <p className="ops-muted">{m.showsAt}</p>
      {slots.length === 0 && <p>{m.empty}</p>}
      {slots.map((slot) => {
        const own = items.filter((item) => item.slot_id === slot.id);
        const action = (path: string) => opsPath(lang, `/deals/${slot.id}${path}`) + AT_NOTICE;
        /** The form that changes one of the slot's products (its inputs sit in the row's cells). */
        const itemForm = (item: OpsDealItem) => `item-${slot.id}-${item.product_id}`;
        return (
          <section key={slot.id} aria-labelledby={`ops-slot-${slot.id}`}>
            <h2
              id={`ops-slot-${slot.id}`}
            >{`${m.slot(slot.id)} · ${lang === 'km' ? slot.title_km : slot.title_en}`}</h2>
            <p>
              {`${when(slot.starts_at, lang)} – ${when(slot.ends_at, lang)} · ${slot.repeats_daily ? m.daily : m.once}`}
              {live.includes(slot.id) && ` · ${m.live}`}
            </p>
            <details open={typed.form === `slot-${slot.id}`}>
              <summary>{m.changeSlot}</summary>
              {noticeAt(`slot-${slot.id}`)}
              <form className="ops-form" method="post" action={action('')}>
                {slotFields(`slot-${slot.id}`, slot)}
                <button type="submit">{m.saveSlot}</button>
              </form>
              <form method="post" action={action('/remove')}>
                <p className="ops-muted">{m.removeSlotNote}</p>
                <button type="submit" className="ops-danger">
                  {m.removeSlot}
                </button>
              </form>
            </details>
            {noticeAt(...own.map(itemForm))}
            <OpsListTable
              rows={own}
              rowKey={(item) => item.product_id}
              empty={<p>{m.noItems}</p>}
              columns={[
                { label: m.product, cell: (item) => `${item.product_id} · ${item.name}` },
                { label: m.price, cell: (item) => formatUsd(item.price_cents) },
                {
                  label: m.dealPrice,
                  cell: (item) => (
                    <input
                      form={itemForm(item)}
                      name="deal_price"
                      aria-label={m.dealPrice}
                      defaultValue={dollars(item.deal_cents)}
                      inputMode="decimal"
                    />
                  ),
                },
                {
                  label: m.stock,
                  cell: (item) => (
                    <input
                      form={itemForm(item)}
                      name="stock"
                      aria-label={m.stock}
                      defaultValue={item.stock_total}
                      inputMode="numeric"
                    />
                  ),
                },
                {
                  label: m.limit,
                  cell: (item) => (
                    <input
                      form={itemForm(item)}
                      name="limit"
                      aria-label={m.limit}
                      defaultValue={item.limit_per_shopper}
                      inputMode="numeric"
                    />
                  ),
                },
                { label: m.left, cell: (item) => item.stock_left },
                {
                  head: <span className="ops-muted">—</span>,
                  cell: (item) => (
                    <>
                      <form id={itemForm(item)} method="post" action={action('/items')}>
                        <input type="hidden" name="form" value={itemForm(item)} />
                        <input type="hidden" name="product_id" value={item.product_id} />
                        <button type="submit">{m.saveItem}</button>
                      </form>
                      <form method="post" action={action(`/items/${item.product_id}/remove`)}>
                        <button type="submit" className="ops-danger">
                          {m.removeItem}
                        </button>
                      </form>
                    </>
                  ),
                },
              ]}
            />
            {noticeAt(`add-${slot.id}`)}
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
        {noticeAt('slot')}
        <form className="ops-form" method="post" action={opsPath(lang, '/deals') + AT_NOTICE}>
          {slotFields('slot', null)}
          <button type="submit">{m.create}</button>
        </form>
      </section>
    </OpsDocument>
  );
}
