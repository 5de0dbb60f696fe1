import { useQuery } from '@tanstack/react-query';
import { productPickResponseSchema } from '../../../../core/schemas/price-lists';
import { useLocale } from '../../../hooks/use-locale';
import { staffRequest } from '../../../lib/staff-request';

/**
 * GET /api/back-office/price-lists/products: up to 20 products by SKU (exact first) or name in the
 * manager's language. The price-list editor and the gift and combo promotion editors pick with it.
 */
export function useProductPick(q: string) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['back-office-product-pick', q, locale] as const,
    queryFn: ({ signal }) => staffRequest(productPickResponseSchema.shape.data, '/api/back-office/price-lists/products', { locale, signal, query: { q } }),
    enabled: q.trim().length >= 2,
  });
}
