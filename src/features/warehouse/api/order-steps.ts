import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderAction } from '../../../../core/orders/lifecycle';
import type { PackedLineEntry } from '../../../../core/orders/line-outcome';
import type { Locale } from '../../../../core/schemas/common';
import { bulkOrdersResultSchema, type BulkOrdersResult, type OrderStepResult, orderStepResultSchema } from '../../../../core/schemas/fulfilment';
import { type SubstituteLineResult, substituteLineResultSchema } from '../../../../core/schemas/substitution';
import { useLocale } from '../../../hooks/use-locale';
import { staffRequest } from '../../../lib/staff-request';
import { WAREHOUSE_QUERY_ROOT } from './fulfilment-request';

/** The warehouse's one-order steps and the POST path of each (the brief's shared API contract). */
export const STEP_PATHS = {
  accept: '/api/fulfilment/accept',
  start_packing: '/api/fulfilment/start_packing',
  mark_out_of_stock: '/api/fulfilment/mark_out_of_stock',
  out_for_delivery: '/api/fulfilment/out_for_delivery',
  ready_for_pickup: '/api/fulfilment/ready_for_pickup',
  hand_over_pickup: '/api/fulfilment/hand_over',
  cancel_by_staff: '/api/fulfilment/cancel',
  mark_paid: '/api/fulfilment/mark_paid',
  finish: '/api/fulfilment/finish',
} as const satisfies Partial<Record<OrderAction, string>>;
export type WarehouseStep = keyof typeof STEP_PATHS;

export type StepInput =
  | { step: Exclude<WarehouseStep, 'hand_over_pickup' | 'cancel_by_staff'>; orderId: number }
  | { step: 'hand_over_pickup'; orderId: number; receiverName: string }
  | { step: 'cancel_by_staff'; orderId: number; reason: string };

export function postOrderStep(input: StepInput, locale: Locale): Promise<OrderStepResult> {
  const body =
    input.step === 'hand_over_pickup'
      ? { order_id: input.orderId, receiver_name: input.receiverName }
      : input.step === 'cancel_by_staff'
        ? { order_id: input.orderId, reason: input.reason }
        : { order_id: input.orderId };
  return staffRequest(orderStepResultSchema, STEP_PATHS[input.step], { locale, method: 'POST', body });
}

/** POST /api/fulfilment/pack: every line once (packBodySchema); the server checks and settles with core. */
export function postPack(orderId: number, entries: readonly PackedLineEntry[], locale: Locale): Promise<OrderStepResult> {
  const body = { order_id: orderId, lines: entries.map((e) => ({ line_id: e.lineId, delivered_qty: e.deliveredQty, actual_weight_grams: e.actualWeightGrams })) };
  return staffRequest(orderStepResultSchema, '/api/fulfilment/pack', { locale, method: 'POST', body });
}

/** POST /api/fulfilment/accept_bulk: each order accepted on its own; the answer says which were refused and why. */
export function postAcceptBulk(orderIds: readonly number[], locale: Locale): Promise<BulkOrdersResult> {
  return staffRequest(bulkOrdersResultSchema, '/api/fulfilment/accept_bulk', { locale, method: 'POST', body: { order_ids: orderIds } });
}

/** Any step changes the day's list, the pick list and the order: all warehouse queries are refetched. */
function useInvalidateWarehouse() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [WAREHOUSE_QUERY_ROOT] });
}

export function useOrderStep() {
  const locale = useLocale();
  const invalidate = useInvalidateWarehouse();
  return useMutation({ mutationFn: (input: StepInput) => postOrderStep(input, locale), onSettled: invalidate });
}

export function useAcceptBulk() {
  const locale = useLocale();
  const invalidate = useInvalidateWarehouse();
  return useMutation({ mutationFn: (orderIds: readonly number[]) => postAcceptBulk(orderIds, locale), onSettled: invalidate });
}

export function usePack() {
  const locale = useLocale();
  const invalidate = useInvalidateWarehouse();
  return useMutation({
    mutationFn: (input: { orderId: number; entries: readonly PackedLineEntry[] }) => postPack(input.orderId, input.entries, locale),
    onSettled: invalidate,
  });
}

/** POST /api/fulfilment/substitute_line: a line that cannot be filled, as its substitution choice says (issue 20). */
export function postSubstituteLine(orderId: number, lineId: number, locale: Locale): Promise<SubstituteLineResult> {
  return staffRequest(substituteLineResultSchema, '/api/fulfilment/substitute_line', { locale, method: 'POST', body: { order_id: orderId, line_id: lineId } });
}

export function useSubstituteLine() {
  const locale = useLocale();
  const invalidate = useInvalidateWarehouse();
  return useMutation({ mutationFn: (input: { orderId: number; lineId: number }) => postSubstituteLine(input.orderId, input.lineId, locale), onSettled: invalidate });
}
