import clsx from 'clsx';
import type { ProductSummary } from '../../../../core/schemas/catalogue';
import { ProductCard } from './product-card';

/** A responsive list of product cards, named by the heading whose id is given. */
export function ProductGrid({
  products,
  labelledBy,
  cardHeadingLevel,
  columns = 'grid-cols-2 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-5',
}: {
  products: ProductSummary[];
  labelledBy: string;
  cardHeadingLevel?: 2 | 3;
  /** Tailwind grid-cols classes for the available width. */
  columns?: string;
}) {
  return (
    <ul aria-labelledby={labelledBy} className={clsx('grid gap-3 sm:gap-4', columns)}>
      {products.map((product) => (
        <li key={product.product_id}>
          <ProductCard product={product} headingLevel={cardHeadingLevel} />
        </li>
      ))}
    </ul>
  );
}
