import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  productFacetsSchema,
  productListSchema,
  productRecordSchema,
  type ProductFacets,
  type ProductInput,
  type ProductList,
  type ProductListQuery,
  type ProductPatch,
  type ProductRecord,
} from '../../../../core/schemas/back-office-products';
import type { Locale } from '../../../../core/schemas/common';
import { useLocale } from '../../../hooks/use-locale';
import { staffSessionStore, useStaffSession } from '../../../lib/session/staff-session';
import { staffRequest } from '../../../lib/staff-request';

/** Back office, products (issue 17): the list, the filters' choices, one product, create, change, picture. */

/** Same root as the other back-office areas ('back-office'), so a change anywhere refreshes them all. */
const PRODUCTS_KEY = ['back-office', 'products'] as const;

/** GET /api/back-office/products: the server searches, filters, sorts and pages. */
export function getProducts(query: ProductListQuery, locale: Locale, signal?: AbortSignal): Promise<ProductList> {
  return staffRequest(productListSchema, '/api/back-office/products', { locale, signal, query: { ...query, q: query.q || undefined } });
}

export function useProducts(query: ProductListQuery) {
  const locale = useLocale();
  const aid = useStaffSession((s) => s.user?.aid ?? 0);
  return useQuery({
    queryKey: [...PRODUCTS_KEY, 'list', aid, locale, query] as const,
    queryFn: ({ signal }) => getProducts(query, locale, signal),
    enabled: aid > 0,
    // 20,000 products: the previous page stays on screen while the next one comes.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/back-office/products/facets: categories and shops. */
export function useProductFacets() {
  const locale = useLocale();
  const aid = useStaffSession((s) => s.user?.aid ?? 0);
  return useQuery({
    queryKey: [...PRODUCTS_KEY, 'facets', aid] as const,
    queryFn: ({ signal }): Promise<ProductFacets> => staffRequest(productFacetsSchema, '/api/back-office/products/facets', { locale, signal }),
    enabled: aid > 0,
    staleTime: 5 * 60_000,
  });
}

/** GET /api/back-office/products/:id: the product as the form edits it. */
export function useProductRecord(productId: number | null) {
  const locale = useLocale();
  const aid = useStaffSession((s) => s.user?.aid ?? 0);
  return useQuery({
    queryKey: [...PRODUCTS_KEY, 'record', aid, productId] as const,
    queryFn: ({ signal }): Promise<ProductRecord> => staffRequest(productRecordSchema, `/api/back-office/products/${productId}`, { locale, signal }),
    enabled: aid > 0 && productId !== null,
    // The form starts from what the server holds now, not from a copy read minutes ago.
    staleTime: 0,
  });
}

export type ProductSave = { kind: 'create'; body: ProductInput } | { kind: 'patch'; productId: number; body: ProductPatch };

/** POST (create) or PATCH (only what changed): both answer the product as it now stands. */
export function saveProduct(save: ProductSave, locale: Locale): Promise<ProductRecord> {
  return save.kind === 'create'
    ? staffRequest(productRecordSchema, '/api/back-office/products', { locale, method: 'POST', body: save.body })
    : staffRequest(productRecordSchema, `/api/back-office/products/${save.productId}`, { locale, method: 'PATCH', body: save.body });
}

/** POST /api/back-office/products/:id/picture with the file as a data: URL. */
export function uploadProductPicture(productId: number, dataUrl: string, locale: Locale): Promise<ProductRecord> {
  return staffRequest(productRecordSchema, `/api/back-office/products/${productId}/picture`, { locale, method: 'POST', body: { data: dataUrl } });
}

export function useSaveProduct() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ save, picture }: { save: ProductSave; picture?: string | null }) => {
      const saved = await saveProduct(save, locale);
      return picture ? uploadProductPicture(saved.id, picture, locale) : saved;
    },
    onSuccess: (record) => {
      queryClient.setQueryData([...PRODUCTS_KEY, 'record', staffSessionStore.getState().user?.aid ?? 0, record.id], record);
      void queryClient.invalidateQueries({ queryKey: [...PRODUCTS_KEY, record.id, 'history'] });
      return queryClient.invalidateQueries({ queryKey: [...PRODUCTS_KEY, 'list'] });
    },
  });
}
