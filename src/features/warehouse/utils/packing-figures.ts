import { type PackableLine, type PackedLineEntry, type PackingProblem, packingAction, packingProblems } from '../../../../core/orders/line-outcome';
import { packingSettlementInput } from '../../../../core/orders/packing-input';
import { type Settlement, settleOrder } from '../../../../core/orders/settlement';
import { settlementView } from '../../../../core/orders/settlement-view';
import type { PackingOrder, SettlementView } from '../../../../core/schemas/fulfilment';

/**
 * The packing screen's live figures: what the packer typed, read into packing entries, checked by
 * core's `packingProblems` and settled by core's `settleOrder` over the checkout's own charges
 * (core's `packingSettlementInput`) — the same calls the server makes when the packing is saved —
 * and shown through core's `settlementView`.
 */

export type PackingOrderFigures = Pick<PackingOrder, 'payment_type' | 'fee_lines' | 'total' | 'lines'>;

/** A line as core's packing check reads it. */
export function packableLines(order: PackingOrderFigures): PackableLine[] {
  return order.lines.map((line) => ({ lineId: line.line_id, orderedQty: line.qty, nominalUnitGrams: line.unit_grams, isGift: line.is_gift }));
}

/** One line as typed: the delivered quantity and, for weighed lines, the scale's reading. */
export interface TypedLine {
  delivered: string;
  weight: string;
}

export type WeightUnit = 'g' | 'kg';

/** What is wrong with a typed line: core's packing problems, or a number that does not read. */
export type TypedLineProblem = PackingProblem | 'warehouseDesk.packing.not_a_number';

export interface LivePacking {
  /** The entries the save sends (only meaningful when `problems` is empty). */
  entries: PackedLineEntry[];
  problems: ReadonlyMap<number, TypedLineProblem>;
  settlement: Settlement;
  view: SettlementView;
  action: 'pack' | 'mark_out_of_stock';
}

/** A whole number typed by a person (spaces allowed), or null. */
export function readWholeNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,7}$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** A scale reading in grams or kilograms (a comma or a point as decimal mark) as whole grams, or null. */
export function readWeightGrams(text: string, unit: WeightUnit): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  if (unit === 'g') return /^\d{1,7}$/.test(trimmed) ? Number(trimmed) : null;
  if (!/^\d{1,4}(\.\d{1,3})?$/.test(trimmed)) return null;
  return Math.round(Number(trimmed) * 1000);
}

/** A weight in grams as the weight field shows it in `unit`. */
export function showWeight(grams: number, unit: WeightUnit): string {
  return unit === 'g' ? String(grams) : String(grams / 1000);
}

/** What the screen starts with: everything delivered, weighed lines waiting for the scale. */
export function initialTypedLines(order: PackingOrderFigures, unit: WeightUnit): Record<number, TypedLine> {
  return Object.fromEntries(
    order.lines.map((line) => [
      line.line_id,
      line.delivered_qty === null
        ? { delivered: String(line.qty), weight: '' }
        : { delivered: String(line.delivered_qty), weight: line.actual_weight_grams === null ? '' : showWeight(line.actual_weight_grams, unit) },
    ]),
  );
}

export function livePacking(order: PackingOrderFigures, typed: Readonly<Record<number, TypedLine>>, unit: WeightUnit): LivePacking {
  const problems = new Map<number, TypedLineProblem>();
  const lines = packableLines(order);
  const entries: PackedLineEntry[] = [];
  /** What the figures are computed over while a line is mid-typing: clamped into 0..ordered. */
  const forFigures: PackedLineEntry[] = [];
  for (const line of lines) {
    const input = typed[line.lineId] ?? { delivered: '', weight: '' };
    const delivered = readWholeNumber(input.delivered);
    const weighed = line.nominalUnitGrams !== null;
    const weight = weighed ? readWeightGrams(input.weight, unit) : null;
    if (delivered === null || (weighed && input.weight.trim() !== '' && weight === null)) problems.set(line.lineId, 'warehouseDesk.packing.not_a_number');
    // A weighed line that delivers nothing weighs nothing.
    const actualWeightGrams = weighed && delivered !== 0 ? weight : null;
    entries.push({ lineId: line.lineId, deliveredQty: delivered ?? 0, actualWeightGrams });
    forFigures.push({ lineId: line.lineId, deliveredQty: Math.min(Math.max(delivered ?? line.orderedQty, 0), line.orderedQty), actualWeightGrams });
  }
  for (const problem of packingProblems(lines, entries)) {
    if (!problems.has(problem.lineId)) problems.set(problem.lineId, problem.problem);
  }
  const settlement = settleOrder(packingSettlementInput(order, forFigures));
  return { entries, problems, settlement, view: settlementView(settlement), action: packingAction(lines, entries) };
}
