/**
 * Where a promotion stands (issue 17 back office), from its switch and its dates. The storefront's
 * reading is the same: a promotion applies while it is switched on and start ≤ now ≤ end (a missing
 * date is no limit).
 */
export type PromotionStatus = 'scheduled' | 'running' | 'ended' | 'off';

export interface PromotionWindow {
  enabled: boolean;
  /** Epoch milliseconds; null: no limit. */
  startsAt: number | null;
  endsAt: number | null;
}

export function promotionStatus(p: PromotionWindow, now: number): PromotionStatus {
  if (!p.enabled) return 'off';
  if (p.startsAt !== null && now < p.startsAt) return 'scheduled';
  if (p.endsAt !== null && now > p.endsAt) return 'ended';
  return 'running';
}

export const isRunning = (p: PromotionWindow, now: number): boolean => promotionStatus(p, now) === 'running';

/** A spend tier as the ladder check reads it. */
export interface TierStep {
  id: number | null;
  thresholdCents: number;
  discountCents: number;
  startsAt: number | null;
  endsAt: number | null;
}

const overlap = (a: TierStep, b: TierStep): boolean =>
  (a.startsAt ?? -Infinity) <= (b.endsAt ?? Infinity) && (b.startsAt ?? -Infinity) <= (a.endsAt ?? Infinity);

/**
 * Spend tiers that can run at the same time form a ladder: thresholds ascending, each step never
 * giving less than the one below (else spending more would save less). Returns the first tier that
 * breaks the ladder with `candidate`, or null.
 */
export function tierLadderConflict(candidate: TierStep, others: readonly TierStep[]): { tier: TierStep; reason: 'same_threshold' | 'not_ascending' } | null {
  for (const other of others) {
    if (other.id !== null && other.id === candidate.id) continue;
    if (!overlap(candidate, other)) continue;
    if (other.thresholdCents === candidate.thresholdCents) return { tier: other, reason: 'same_threshold' };
    const [low, high] = other.thresholdCents < candidate.thresholdCents ? [other, candidate] : [candidate, other];
    if (high.discountCents < low.discountCents) return { tier: other, reason: 'not_ascending' };
  }
  return null;
}
