import type { ProductCard as ProductCardData } from '../api/contract/products';
import { ProductCard } from './ProductCard';

type ProductGridProps = {
  products: ProductCardData[];
  /** How many leading cards load their image eagerly (the ones above the fold on the first screen). */
  eagerCount?: number;
  label?: string;
};

/** Products as a responsive grid of cards: two columns on a phone, up to five on a desktop. */
export function ProductGrid({ products, eagerCount = 0, label }: ProductGridProps) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
