import type { GoodsCategory } from '../../commerce/contract/categories';
import { useI18n } from '../i18n/use-i18n';
import { productQueryHref, type ProductQuery } from '../../lib/product-query';
import { Link } from './Link';

type CategoryChipsProps = { categories: GoodsCategory[]; path: string; query: ProductQuery };

/** Top-level categories as filter chips; the chosen one (or its parent) opens its children below. */
export function CategoryChips({ categories, path, query }: CategoryChipsProps) {
  const { t } = useI18n();
  const chosen = Number(query.category ?? 0);
  const open = categories.find((c) => c.id === chosen || c.child.some((child) => child.id === chosen));
  const chip = (id: number | null, name: string) => (
    <li key={id ?? 'all'}>
      <Link
        to={productQueryHref(path, query, { category: id ? String(id) : '' })}
        className="chip"
        aria-current={(id ?? 0) === chosen ? 'true' : undefined}
      >
        {name}
      </Link>
    </li>
  );
  return (
    <nav className="category-chips" aria-label={t('catalogue.filter.category')}>
      <ul className="chip-row">
        {chip(null, t('catalogue.filter.allCategories'))}
        {categories.map((category) => chip(category.id, category.name))}
      </ul>
      {open && open.child.length > 0 && (
        <ul className="chip-row chip-row-children">{open.child.map((child) => chip(child.id, child.name))}</ul>
      )}
    </nav>
  );
}
