import type { CSSProperties } from 'react';
import type { CategoryTile, GoodsCategory } from '../../commerce/contract/categories';
import { balancedColumns } from '../lib/balanced-columns';
import { Link } from './Link';

/** The widest a desktop row gets. */
const MAX_COLUMNS = 6;

/** A category's card: its children are listed when it has them (the category page), not on home's tiles. */
type CategoryCard = CategoryTile & { child?: GoodsCategory['child'] };

/** Goods categories (with their children, when given) as cards, in balanced rows on desktops. */
export function CategoryGrid({ categories }: { categories: CategoryCard[] }) {
  const columns = balancedColumns(categories.length, MAX_COLUMNS);
  return (
    <ul className="category-grid" style={{ '--columns': columns } as CSSProperties}>
      {categories.map((category) => (
        <li key={category.id} className="category-card">
          <Link to={`/products?category=${category.id}`} className="category-name">
            {category.image && (
              <img src={category.image} width={40} height={40} alt="" loading="lazy" decoding="async" />
            )}
            <span>{category.name}</span>
          </Link>
          {category.child && category.child.length > 0 && (
            <ul className="category-children">
              {category.child.map((child) => (
                <li key={child.id}>
                  <Link to={`/products?category=${child.id}`}>{child.name}</Link>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
