import clsx from 'clsx';
import type { ProductSummary } from '../../../core/schemas/catalogue';
import { paths } from '../../config/paths';
import { useLocalizedPath } from '../../hooks/use-locale';
import { ProductCard } from './product-card';

export { FIRST_ROW_CARDS } from '../../../core/catalogue/select-category';

/** By default, cards from this index on are rendered only when near the viewport (CSS content-visibility). */
const OFFSCREEN_FROM = 6;

/** A responsive list of product cards linking to their product pages, named by the heading whose id is given. */
export function ProductGrid({
  products,
  labelledBy,
  cardHeadingLevel,
  columns = 'grid-cols-2 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-5',
  onProductOpen,
  eagerImages = 0,
  offscreenFrom = OFFSCREEN_FROM,
}: {
  products: ProductSummary[];
  labelledBy: string;
  cardHeadingLevel?: 2 | 3;
  /** Tailwind grid-cols classes for the available width. */
  columns?: string;
  /** Runs when a product's link is followed. */
  onProductOpen?: (product: ProductSummary) => void;
  /**
   * How many leading cards load their pictures at once with high priority: the first row of the
   * page's first grid, whose picture is what a phone paints largest (its LCP). The rest load lazily.
   */
  eagerImages?: number;
  /** Cards from this index on skip style, layout and paint until scrolled near (0: a grid below the first screen). */
  offscreenFrom?: number;
}) {
  const localized = useLocalizedPath();
  return (
    <ul aria-labelledby={labelledBy} className={clsx('grid gap-3 sm:gap-4', columns)}>
      {products.map((product, index) => (
        // Cards past the first screen skip style, layout and paint until scrolled near (a sized placeholder meanwhile).
        <li key={product.product_id} className={clsx(index >= offscreenFrom && '[contain-intrinsic-size:auto_19rem] [content-visibility:auto]')}>
          <ProductCard
            product={product}
            headingLevel={cardHeadingLevel}
            to={localized(paths.product(product.product_id))}
            onOpen={onProductOpen ? () => onProductOpen(product) : undefined}
            imagePriority={index < eagerImages}
          />
        </li>
      ))}
    </ul>
  );
}
