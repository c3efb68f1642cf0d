import { useRef, type FormEvent } from 'react';
import { PRODUCT_SORTS } from '../../commerce/contract/choices';
import { useNavigate } from '../app/navigate-context';
import { useI18n } from '../i18n/use-i18n';
import { latinDigits } from '../../lib/latin-digits';
import { localizePath } from '../../lib/paths';
import { productQueryHref, type ProductQuery } from '../../lib/product-query';

type SortFilterBarProps = { path: string; query: ProductQuery; total: number | null };

/**
 * Sort, price range, in-stock and discount filters as a GET form: without JavaScript it submits
 * the query itself; hydrated, it navigates in the app to the same address. Sorting applies at once.
 */
export function SortFilterBar({ path, query, total }: SortFilterBarProps) {
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!form.current) return;
    const fields = new FormData(form.current);
    const price = (name: string) => latinDigits(String(fields.get(name) ?? '')).trim();
    let [min, max] = [price('min_price'), price('max_price')];
    // A range typed the wrong way round is the range the shopper meant.
    if (min && max && Number(min) > Number(max)) [min, max] = [max, min];
    const changes: ProductQuery = {
      sort: String(fields.get('sort') ?? ''),
      min_price: min,
      max_price: max,
      in_stock: fields.get('in_stock') ? '1' : '',
      discount: fields.get('discount') ? '1' : '',
    };
    void navigate(productQueryHref(path, query, changes));
  }

  return (
    <form
      ref={form}
      className="sort-filter"
      method="get"
      action={localizePath(path, lang)}
      onSubmit={submit}
      key={JSON.stringify(query)}
      noValidate
    >
      {total !== null && (
        <p className="sort-filter-count" role="status">
          {t(total === 1 ? 'catalogue.list.countOne' : 'catalogue.list.count', { count: total })}
        </p>
      )}
      {query.category && <input type="hidden" name="category" value={query.category} />}
      {query.brand && <input type="hidden" name="brand" value={query.brand} />}
      <label className="sort-filter-field">
        <span>{t('catalogue.sort.label')}</span>
        <select name="sort" defaultValue={query.sort ?? 'relevance'} onChange={() => submit()}>
          {PRODUCT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`catalogue.sort.${sort}`)}
            </option>
          ))}
        </select>
      </label>
      {/* A phone folds the panel behind this toggle (CSS shows it after an open details); a desktop hides the
          toggle and always shows the panel, which details could not do without script. */}
      <details
        className="sort-filter-more"
        open={Boolean(query.min_price || query.max_price || query.in_stock || query.discount) || undefined}
      >
        <summary>{t('catalogue.filter.more')}</summary>
      </details>
      <div className="sort-filter-panel">
        <fieldset className="sort-filter-price">
          <legend>{t('catalogue.filter.price')}</legend>
          <label>
            <span className="visually-hidden">{t('catalogue.filter.min')}</span>
            <input
              name="min_price"
              type="text"
              inputMode="decimal"
              placeholder={t('catalogue.filter.min')}
              defaultValue={query.min_price}
            />
          </label>
          <span aria-hidden="true">–</span>
          <label>
            <span className="visually-hidden">{t('catalogue.filter.max')}</span>
            <input
              name="max_price"
              type="text"
              inputMode="decimal"
              placeholder={t('catalogue.filter.max')}
              defaultValue={query.max_price}
            />
          </label>
        </fieldset>
        <label className="sort-filter-check">
          <input type="checkbox" name="in_stock" value="1" defaultChecked={query.in_stock === '1'} />
          {t('catalogue.filter.inStock')}
        </label>
        <label className="sort-filter-check">
          <input type="checkbox" name="discount" value="1" defaultChecked={query.discount === '1'} />
          {t('catalogue.filter.discount')}
        </label>
        <button type="submit" className="button button-secondary">
          {t('catalogue.filter.apply')}
        </button>
      </div>
    </form>
  );
}
