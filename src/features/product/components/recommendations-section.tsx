import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/icons';
import { useLocalizedPath } from '../../../hooks/use-locale';
import { useRecommendations } from '../api/get-recommendations';
import { ProductTile } from './product-tile';

/**
 * "You may also like" (spec §2.8): in-stock products of the same and related categories. The heading
 * takes focus when 'view alternative products' scrolls here.
 */
export function RecommendationsSection({
  shopId,
  productId,
  categoryId,
  headingRef,
}: {
  shopId: number;
  productId: number;
  categoryId?: number;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const query = useRecommendations(shopId, productId);
  const products = query.data ?? [];
  if (query.isError || (query.isSuccess && products.length === 0)) return null;
  return (
    <section id="recommendations" aria-labelledby="recommendations-title" className="scroll-mt-24 pt-12">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3 border-b border-line pb-3">
        <h2
          id="recommendations-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-bold tracking-tight text-ink focus:outline-none sm:text-2xl"
        >
          {t('product.recommend.title')}
        </h2>
        {categoryId !== undefined ? (
          <Link
            to={localized(`/supply/${categoryId}`)}
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
          >
            {t('product.recommend.more_in_category')}
            <ChevronRightIcon width={16} height={16} />
          </Link>
        ) : null}
      </div>
      {query.isPending ? (
        <ul aria-hidden="true" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i} className="aspect-[3/4] animate-pulse rounded-card bg-line/60" />
          ))}
        </ul>
      ) : (
        <ul aria-labelledby="recommendations-title" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
          {products.map((product) => (
            <li key={product.product_id}>
              <ProductTile product={product} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
