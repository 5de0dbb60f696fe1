import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { Locale } from '../../../../core/schemas/common';
import {
  standingOrderResponseSchema,
  type CreateStandingOrderBody,
  type StandingOrderView,
} from '../../../../core/schemas/standing-order';
import { useLocale } from '../../../hooks/use-locale';
import { requestParsed } from '../../../lib/request-parsed';
import { STANDING_ORDERS_QUERY_ROOT } from './get-standing-orders';

const viewSchema = standingOrderResponseSchema.shape.data;
const skippedSchema = z.object({ skipped: z.string() });
const deletedSchema = z.object({ deleted: z.literal(true) });

export type StandingLineInput = { product_id: number; qty: number; note: string };

/** Every change to a standing order (issue 20), one POST/PUT/DELETE each; the list is read again after. */
export type StandingChange =
  | { kind: 'create'; body: Omit<CreateStandingOrderBody, 'lead_minutes' | 'note'> & { lead_minutes?: number; note?: string } }
  | { kind: 'pause'; id: number; paused: boolean }
  | { kind: 'skip'; id: number; date?: string }
  | { kind: 'lines'; id: number; lines: StandingLineInput[] }
  | { kind: 'delete'; id: number };

export type StandingChangeResult =
  | { kind: 'view'; view: StandingOrderView }
  | { kind: 'skipped'; date: string }
  | { kind: 'deleted' };

export async function changeStandingOrder(change: StandingChange, locale: Locale): Promise<StandingChangeResult> {
  switch (change.kind) {
    case 'create':
      return { kind: 'view', view: await requestParsed(viewSchema, '/api/standing_orders', { locale, method: 'POST', body: change.body }) };
    case 'pause':
      return {
        kind: 'view',
        view: await requestParsed(viewSchema, `/api/standing_orders/${change.id}/pause`, { locale, method: 'POST', body: { paused: change.paused } }),
      };
    case 'skip': {
      const { skipped } = await requestParsed(skippedSchema, `/api/standing_orders/${change.id}/skip_next`, {
        locale,
        method: 'POST',
        body: change.date ? { date: change.date } : {},
      });
      return { kind: 'skipped', date: skipped };
    }
    case 'lines':
      return {
        kind: 'view',
        view: await requestParsed(viewSchema, `/api/standing_orders/${change.id}/lines`, { locale, method: 'PUT', body: { lines: change.lines } }),
      };
    case 'delete':
      await requestParsed(deletedSchema, `/api/standing_orders/${change.id}`, { locale, method: 'DELETE' });
      return { kind: 'deleted' };
  }
}

export function useChangeStandingOrder() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: StandingChange) => changeStandingOrder(change, locale),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [STANDING_ORDERS_QUERY_ROOT] }),
  });
}
