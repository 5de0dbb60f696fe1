import type { BatchTier } from './types';

/** Whether a tier covers a quantity: start ≤ qty ≤ end, or qty ≥ start when end is 0 (open). */
export function tierCovers(tier: BatchTier, qty: number): boolean {
  if (qty < tier.start) return false;
  return tier.end === 0 || qty <= tier.end;
}

/**
 * The batch tier in effect for a quantity, or null. Should tiers overlap, the one with the highest
 * start wins (the most specific volume tier), so the list's order does not matter.
 */
export function batchTierFor(tiers: readonly BatchTier[], qty: number): BatchTier | null {
  if (qty <= 0) return null;
  let best: BatchTier | null = null;
  for (const tier of tiers) {
    if (tierCovers(tier, qty) && (best === null || tier.start > best.start)) best = tier;
  }
  return best;
}
