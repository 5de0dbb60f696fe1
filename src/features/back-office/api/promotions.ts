import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  promotionAuditEntrySchema,
  promotionChoicesSchema,
  promotionRowSchema,
  type PromotionKind,
} from '../../../../core/schemas/back-office-promotions';
import { useLocale } from '../../../hooks/use-locale';
import { useStaffSession } from '../../../lib/session/staff-session';
import { staffRequest } from '../../../lib/staff-request';
import { BACK_OFFICE_QUERY_ROOT } from './query-root';

const listSchema = z.object({ kind: z.string(), rows: z.array(promotionRowSchema) });
const historySchema = z.object({ entries: z.array(promotionAuditEntrySchema) });

/** GET /api/back-office/promotions?kind=… */
export function usePromotions(kind: PromotionKind) {
  const locale = useLocale();
  const aid = useStaffSession((s) => s.user?.aid ?? 0);
  return useQuery({
    queryKey: [BACK_OFFICE_QUERY_ROOT, 'promotions', kind, aid, locale] as const,
    queryFn: ({ signal }) => staffRequest(listSchema, '/api/back-office/promotions', { locale, query: { kind }, signal }),
    enabled: aid > 0,
  });
}

/** GET /api/back-office/promotions/choices: shops and coupons the forms pick from. */
export function usePromotionChoices() {
  const locale = useLocale();
  const aid = useStaffSession((s) => s.user?.aid ?? 0);
  return useQuery({
    queryKey: [BACK_OFFICE_QUERY_ROOT, 'promotion-choices', aid, locale] as const,
    queryFn: ({ signal }) => staffRequest(promotionChoicesSchema, '/api/back-office/promotions/choices', { locale, signal }),
    enabled: aid > 0,
  });
}

/** GET /api/back-office/promotions/:kind/:id/history. */
export function usePromotionHistory(kind: PromotionKind, id: number | null) {
  const locale = useLocale();
  return useQuery({
    queryKey: [BACK_OFFICE_QUERY_ROOT, 'promotion-history', kind, id, locale] as const,
    queryFn: ({ signal }) => staffRequest(historySchema, `/api/back-office/promotions/${kind}/${id}/history`, { locale, signal }),
    enabled: id !== null,
  });
}

/** Create (id null) or edit a promotion; switch one off. Both refresh every back-office view. */
export function useSavePromotion(kind: PromotionKind) {
  const locale = useLocale();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: unknown }) =>
      staffRequest(promotionRowSchema, id === null ? `/api/back-office/promotions/${kind}` : `/api/back-office/promotions/${kind}/${id}`, {
        locale,
        method: id === null ? 'POST' : 'PUT',
        body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: [BACK_OFFICE_QUERY_ROOT] }),
  });
}

export function useSwitchOffPromotion(kind: PromotionKind) {
  const locale = useLocale();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => staffRequest(promotionRowSchema, `/api/back-office/promotions/${kind}/${id}/off`, { locale, method: 'POST', body: {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: [BACK_OFFICE_QUERY_ROOT] }),
  });
}
