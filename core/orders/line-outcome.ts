/**
 * The life of an order line (DECISIONS.md "After checkout"): `ordered` until the order is packed, then
 * `packed` (all of it), `short` (some) or `out_of_stock` (none), set once by packing and never moved
 * after (claims have their own status, `core/orders/claims.ts`). The values are order_lines.line_status.
 */
export const LINE_STATUSES = ['ordered', 'packed', 'short', 'out_of_stock'] as const;
export type LineStatus = (typeof LINE_STATUSES)[number];
export type PackedLineStatus = Exclude<LineStatus, 'ordered'>;

/** The line rules as data, for the doc and its test: packing moves an ordered line to one outcome. */
export const LINE_RULES: readonly { from: LineStatus; to: PackedLineStatus; when: string }[] = [
  { from: 'ordered', to: 'packed', when: 'delivered = ordered' },
  { from: 'ordered', to: 'short', when: '0 < delivered < ordered' },
  { from: 'ordered', to: 'out_of_stock', when: 'delivered = 0' },
];

/** A packed line's outcome from its ordered and delivered quantities (0 ≤ delivered ≤ ordered). */
export function lineOutcome(orderedQty: number, deliveredQty: number): PackedLineStatus {
  if (!Number.isSafeInteger(deliveredQty) || deliveredQty < 0 || deliveredQty > orderedQty) {
    throw new RangeError(`delivered quantity ${deliveredQty} outside 0..${orderedQty}`);
  }
  if (deliveredQty === orderedQty) return 'packed';
  return deliveredQty === 0 ? 'out_of_stock' : 'short';
}

export interface PackedLineEntry {
  lineId: number;
  deliveredQty: number;
  /** Catch-weight lines: the delivered units' weight on the scale, grams. */
  actualWeightGrams: number | null;
}

export interface PackableLine {
  lineId: number;
  orderedQty: number;
  /** The line's standard unit weight (`nominalUnitGrams`): set for catch-weight lines only. */
  nominalUnitGrams: number | null;
  /** The free gift of a spend tier: packed like any line, never charged. */
  isGift: boolean;
}

export const PACKING_PROBLEMS = [
  'orders.pack.line_missing',
  'orders.pack.unknown_line',
  'orders.pack.duplicate_line',
  'orders.pack.over_ordered',
  'orders.pack.weight_required',
  'orders.pack.weight_not_weighed',
] as const;
export type PackingProblem = (typeof PACKING_PROBLEMS)[number];

/**
 * What is wrong with a packing entry (the server answers 400 with the first; the packing screen marks
 * each line): every line of the order exactly once, delivered within 0..ordered, a weight for each
 * catch-weight line that delivered something, and no weight on a line sold by count.
 */
export function packingProblems(lines: readonly PackableLine[], entries: readonly PackedLineEntry[]): { lineId: number; problem: PackingProblem }[] {
  const problems: { lineId: number; problem: PackingProblem }[] = [];
  const byId = new Map(lines.map((line) => [line.lineId, line]));
  const seen = new Set<number>();
  for (const entry of entries) {
    const line = byId.get(entry.lineId);
    if (!line) {
      problems.push({ lineId: entry.lineId, problem: 'orders.pack.unknown_line' });
      continue;
    }
    if (seen.has(entry.lineId)) {
      problems.push({ lineId: entry.lineId, problem: 'orders.pack.duplicate_line' });
      continue;
    }
    seen.add(entry.lineId);
    if (entry.deliveredQty > line.orderedQty) problems.push({ lineId: line.lineId, problem: 'orders.pack.over_ordered' });
    else if (line.nominalUnitGrams === null && entry.actualWeightGrams !== null) {
      problems.push({ lineId: line.lineId, problem: 'orders.pack.weight_not_weighed' });
    } else if (line.nominalUnitGrams !== null && entry.deliveredQty > 0 && entry.actualWeightGrams === null) {
      problems.push({ lineId: line.lineId, problem: 'orders.pack.weight_required' });
    }
  }
  for (const line of lines) {
    if (!seen.has(line.lineId)) problems.push({ lineId: line.lineId, problem: 'orders.pack.line_missing' });
  }
  return problems;
}

/**
 * Which action saves a packing: `mark_out_of_stock` when none of the charged lines is delivered (the
 * order becomes "out of stock" and its money goes back), else `pack`. A gift alone does not make an order.
 */
export function packingAction(lines: readonly PackableLine[], entries: readonly PackedLineEntry[]): 'pack' | 'mark_out_of_stock' {
  const delivered = new Map(entries.map((e) => [e.lineId, e.deliveredQty]));
  return lines.some((line) => !line.isGift && (delivered.get(line.lineId) ?? 0) > 0) ? 'pack' : 'mark_out_of_stock';
}
