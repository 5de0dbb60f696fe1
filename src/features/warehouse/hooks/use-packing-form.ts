import { useMemo, useState } from 'react';
import type { PackingOrder } from '../../../../core/schemas/fulfilment';
import { initialTypedLines, livePacking, readWeightGrams, showWeight, type TypedLine, type WeightUnit } from '../utils/packing-figures';

/**
 * The packing form's state: what is typed per line, the weight unit, and the live figures core
 * computes from them on every keystroke.
 */
export function usePackingForm(order: PackingOrder) {
  const [unit, setUnitState] = useState<WeightUnit>('g');
  const [typed, setTyped] = useState<Record<number, TypedLine>>(() => initialTypedLines(order, 'g'));
  const live = useMemo(() => livePacking(order, typed, unit), [order, typed, unit]);

  const setLine = (lineId: number, patch: Partial<TypedLine>) =>
    setTyped((current) => ({ ...current, [lineId]: { ...(current[lineId] ?? { delivered: '', weight: '' }), ...patch } }));

  /** Switching the unit rewrites the weights already typed, so 1500 g reads 1.5 kg. */
  const setUnit = (next: WeightUnit) => {
    if (next === unit) return;
    setTyped((current) =>
      Object.fromEntries(
        Object.entries(current).map(([id, line]) => {
          const grams = readWeightGrams(line.weight, unit);
          return [id, { ...line, weight: grams === null ? line.weight : showWeight(grams, next) }];
        }),
      ),
    );
    setUnitState(next);
  };

  return { typed, unit, live, setLine, setUnit };
}
