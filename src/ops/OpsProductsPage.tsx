import {
  type ProductChoices,
  type ProductListRow,
  STOCK_NOTES,
  type StockMove,
  type StockNote,
} from '../../commerce/contract/console/products';
import { whenText } from './edited-field';
import { formatUsd } from '../../lib/money';
import { OpsDocument } from './OpsDocument';
import { OpsListTable } from './OpsListTable';
import { useOperatorPage } from './ops-request';
import { merchantLabel } from './OpsMerchantSelect';
import { OPS_MESSAGES } from './ops-messages';
import { opsPath } from './ops-path';
import type { ProductForm } from './product-form';
import type { ProductTermsForm } from './product-terms';

/** A page of the product list: what was searched for, its rows, and whether a page follows. */
export type ProductList = { query: string; rows: ProductListRow[]; page: number; more: boolean; saved: boolean };

/** Find a product by number or name (the newest without a search), a page at a time; each opens its editor. */
export function OpsProductsPage({ query, rows, page, more, saved }: ProductList) {
  const { lang } = useOperatorPage();
  const m = OPS_MESSAGES[lang].products;
  const pageLink = (to: number) =>
    opsPath(lang, `/products?${new URLSearchParams({ ...(query ? { q: query } : {}), page: String(to) })}`);
  return (
    <OpsDocument title={m.heading} path="/products">
      {saved && (
        <p className="ops-done" role="status">
          {m.saved}
        </p>
      )}
      <form className="ops-search" method="get" action={opsPath(lang, '/products')} role="search">
        <label>
          {m.search}
          <input type="search" name="q" defaultValue={query} maxLength={100} />
        </label>
        <button type="submit">{m.find}</button>
      </form>
      <p className="ops-actions">
        <a href={opsPath(lang, '/products/new')}>{m.add}</a>
        <a href={opsPath(lang, '/products/import')}>{m.importCsv}</a>
        <a href={opsPath(lang, '/products.csv')} download>
          {m.exportCsv}
        </a>
      </p>
      {rows.length === 0 ? (
        <p>{m.none}</p>
      ) : (
        <ul className="ops-list">
          {rows.map((row) => (
            <li key={row.id}>
              <a href={opsPath(lang, `/products/${row.id}`)}>{`${row.id} · ${row.name}`}</a>
              <span>{`${formatUsd(row.price_cents)} · ${m.stock} ${row.stock}${row.hidden ? ` · ${m.hidden}` : ''}`}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="ops-pages">
        {page > 1 && <a href={pageLink(page - 1)}>{m.newer}</a>}
        {more && <a href={pageLink(page + 1)}>{m.older}</a>}
      </p>
    </OpsDocument>
  );
}

/** One product's form: shop, category and brand from lists, both languages' names and descriptions, price, stock and terms. */
export function OpsProductPage({
  id,
  base,
  values,
  choices,
  history,
  error,
  stockNote = null,
}: {
  /** Null for a new product. */
  id: number | null;
  /** What the form was read from (its `version`): '' for a new product. */
  base: string;
  values: ProductForm & ProductTermsForm;
  choices: ProductChoices;
  /** Its last stock moves, newest first. */
  history: StockMove[];
  error: string | null;
  /** The reason chosen for a stock change, kept when the form comes back refused. */
  stockNote?: StockNote | null;
}) {
  const { lang } = useOperatorPage();
  const m = OPS_MESSAGES[lang].products;
  const f = m.fields;
  const path = id === null ? '/products/new' : `/products/${id}`;
  const text = (field: 'name_en' | 'name_km' | 'image' | 'price' | 'compare' | 'stock' | 'limit_per_shopper') => (
    <label>
      {f[field]}
      <input
        name={field}
        lang={field === 'name_km' ? 'km' : field === 'name_en' ? 'en' : undefined}
        required={field !== 'compare'}
        maxLength={200}
        inputMode={
          field === 'stock' || field === 'limit_per_shopper'
            ? 'numeric'
            : field === 'price' || field === 'compare'
              ? 'decimal'
              : undefined
        }
        defaultValue={values[field]}
      />
    </label>
  );
  const select = (field: 'merchant_id' | 'category_id' | 'brand_id', options: { id: number; name: string }[]) => (
    <label>
      {f[field]}
      <select name={field} defaultValue={values[field]} required={field !== 'brand_id'}>
        {field === 'brand_id' ? <option value="">{m.noBrand}</option> : <option value="" />}
        {options.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.name}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <OpsDocument
      title={id === null ? m.newHeading : `${id} · ${lang === 'km' ? values.name_km : values.name_en}`}
      path={path}
    >
      {error && (
        <p className="ops-error" role="alert">
          {error}
        </p>
      )}
      {id !== null && (
        <p>
          <a href={opsPath(lang, `${path}/photos`)}>{OPS_MESSAGES[lang].photos.link}</a>
        </p>
      )}
      <form className="ops-form" method="post" action={opsPath(lang, path)}>
        {select(
          'merchant_id',
          choices.merchants.map((merchant) => ({ id: merchant.id, name: merchantLabel(lang, merchant) })),
        )}
        {select('category_id', choices.categories)}
        {select('brand_id', choices.brands)}
        <label>
          {f.sku}
          <input name="sku" required maxLength={40} pattern="[A-Za-z0-9._\-]{1,40}" defaultValue={values.sku} />
        </label>
        {text('name_en')}
        {text('name_km')}
        {(['description_en', 'description_km'] as const).map((field) => (
          <label key={field} className="ops-wide">
            {f[field]}
            <textarea
              name={field}
              lang={field.slice(-2)}
              required
              rows={4}
              maxLength={4000}
              defaultValue={values[field]}
            />
          </label>
        ))}
        {text('image')}
        {text('price')}
        {text('compare')}
        {text('stock')}
        {id !== null && (
          <label>
            {m.stockNote}
            <select name="stock_note" defaultValue={stockNote ?? ''}>
              <option value="" />
              {STOCK_NOTES.map((note) => (
                <option key={note} value={note}>
                  {m.stockNotes[note]}
                </option>
              ))}
            </select>
          </label>
        )}
        {text('limit_per_shopper')}
        <label className="ops-check">
          <input type="checkbox" name="is_preorder" value="1" defaultChecked={values.is_preorder === '1'} />
          {f.is_preorder}
        </label>
        <label>
          {m.terms.ships_on}
          <input type="date" name="ships_on" defaultValue={values.ships_on} />
        </label>
        <label>
          {m.terms.down_payment}
          <input name="down_payment" inputMode="decimal" maxLength={10} defaultValue={values.down_payment} />
        </label>
        <label className="ops-check">
          <input type="checkbox" name="hidden" value="1" defaultChecked={values.hidden === '1'} />
          {m.terms.hidden}
        </label>
        {choices.merchants.some((merchant) => merchant.closed && String(merchant.id) === values.merchant_id) && (
          <p className="ops-muted ops-wide">{m.staysHidden}</p>
        )}
        {id !== null && <input type="hidden" name="version" value={base} />}
        <button type="submit">{m.save}</button>
      </form>
      {id !== null && <StockHistory history={history} />}
    </OpsDocument>
  );
}

/** A product's stock history: each move, why and by whom, and the stock it left. */
function StockHistory({ history }: { history: StockMove[] }) {
  const { lang } = useOperatorPage();
  const m = OPS_MESSAGES[lang].products.history;
  const notes = OPS_MESSAGES[lang].products.stockNotes;
  const change = (move: StockMove) =>
    move.reason === 'opening' ? String(move.delta) : move.delta > 0 ? `+${move.delta}` : `−${-move.delta}`;
  return (
    <section aria-labelledby="ops-stock-history">
      <h2 id="ops-stock-history">{m.heading}</h2>
      <OpsListTable
        rows={history}
        rowKey={(move) => move.id}
        empty={<p>{m.empty}</p>}
        columns={[
          { label: m.when, cell: (move) => whenText(move.at, lang) },
          { label: m.change, cell: change },
          { label: m.after, cell: (move) => move.balance },
          {
            label: m.why,
            cell: (move) => [m.reasons[move.reason], move.note && notes[move.note]].filter(Boolean).join(m.noteAfter),
          },
          {
            label: m.by,
            cell: (move) =>
              move.order_id !== null ? (
                <a href={opsPath(lang, `/orders/${move.order_id}`)}>{m.order(move.order_id)}</a>
              ) : (
                (move.operator ?? '')
              ),
          },
        ]}
      />
    </section>
  );
}
