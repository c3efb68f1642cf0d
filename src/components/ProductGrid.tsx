import type { ProductCard as ProductCardData } from '../../commerce/contract/products';
import { ProductCard } from './ProductCard';

type ProductGridProps = {
  products: ProductCardData[];
  /** How many leading cards load their image eagerly (the ones above the fold on the first screen). */
  eagerCount?: number;
  label?: string;
  /** Four columns on a desktop instead of five: for lists of 4, 8, 20… so every row is full. */
  fourUp?: boolean;
};

/** Products as a responsive grid of cards: two columns on a phone, five (or four) on a desktop. */
export function ProductGrid({ products, eagerCount = 0, label, fourUp = false }: ProductGridProps) {
  return (
    <ul className={fourUp ? 'product-grid product-grid-4' : 'product-grid'} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
