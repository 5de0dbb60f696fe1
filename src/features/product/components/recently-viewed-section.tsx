import { useTranslation } from 'react-i18next';
import { useRecentlyViewedProducts } from '../api/get-recently-viewed';
import { ProductTile } from './product-tile';

/** Recently viewed in this shop (kept on the device), without the product on screen. */
export function RecentlyViewedSection({ shopId, ids, currentId }: { shopId: number; ids: number[] | null; currentId: number }) {
  const { t } = useTranslation();
  const others = ids?.filter((id) => id !== currentId) ?? null;
  const query = useRecentlyViewedProducts(shopId, others);
  const products = (query.data ?? []).filter((p) => p.product_id !== currentId);
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed-title" className="pt-12">
      <h2 id="recently-viewed-title" className="mb-4 border-b border-line pb-3 text-xl font-bold tracking-tight text-ink sm:text-2xl">
        {t('product.recent.title')}
      </h2>
      <ul
        aria-labelledby="recently-viewed-title"
        className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-4 sm:overflow-visible sm:px-0 lg:grid-cols-6"
      >
        {products.map((product) => (
          <li key={product.product_id} className="w-40 shrink-0 snap-start sm:w-auto">
            <ProductTile product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
