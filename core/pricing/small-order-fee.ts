import { toCents, type Cents } from '../money';

/** A small-order-fee rule (shop service_fee.rules, spec §3): the fee `value` applies below `end`. */
export interface SmallOrderFeeRule {
  endCents: Cents;
  valueCents: Cents;
}

/** The published policy (spec §9): $9.90, tax included, when the order is under $100 before tax. */
export const DEFAULT_SMALL_ORDER_FEE_RULES: readonly SmallOrderFeeRule[] = [{ endCents: 10_000, valueCents: 990 }];

export interface SmallOrderFeeInput {
  rules: readonly SmallOrderFeeRule[];
  /** The cart subtotal, before tax. */
  subtotalCents: Cents;
  /**
   * The spec's "amount" added to the subtotal: read as today's amount, what the customer has
   * already ordered today (spec §9 Timing refetches it when the subtotal changes). 0 when unknown.
   */
  amountCents?: Cents;
}

export type SmallOrderFeeHint =
  /** The shop has no rules: show nothing. */
  | { kind: 'none' }
  /** 'still <remaining> reduce small order fee' (cn also shows the fee). */
  | { kind: 'fee'; remainingCents: Cents; feeCents: Cents; endCents: Cents }
  /** "Your small order fee is waived." */
  | { kind: 'waived' };

/**
 * The first rule, in the shop's order, whose end is greater than amount + subtotal (spec §9).
 * Reaching an end exactly (total = end) is past it: at exactly $100.00 no rule applies.
 */
export function applicableSmallOrderFeeRule(input: SmallOrderFeeInput): SmallOrderFeeRule | null {
  const totalCents = (input.amountCents ?? 0) + input.subtotalCents;
  return input.rules.find((rule) => rule.endCents > totalCents) ?? null;
}

/** The drawer hint (spec §2.4, §4 Small order fee, §9 Small order fee). */
export function smallOrderFeeHint(input: SmallOrderFeeInput): SmallOrderFeeHint {
  if (input.rules.length === 0) return { kind: 'none' };
  const rule = applicableSmallOrderFeeRule(input);
  if (rule === null) return { kind: 'waived' };
  const totalCents = (input.amountCents ?? 0) + input.subtotalCents;
  return {
    kind: 'fee',
    // end − total, in whole cents (= rounded to 2 decimals).
    remainingCents: rule.endCents - totalCents,
    feeCents: rule.valueCents,
    endCents: rule.endCents,
  };
}

/** The fee charged: the applicable rule's value, or 0 (waived, or no rules). */
export function smallOrderFeeCents(input: SmallOrderFeeInput): Cents {
  return applicableSmallOrderFeeRule(input)?.valueCents ?? 0;
}

/** The wire shape of shop service_fee (dollars). */
export interface ServiceFeeWire {
  enabled?: number | boolean;
  rules?: readonly { end: number | string; value: number | string }[];
}

/** Converts service_fee to rules in cents; a fee explicitly disabled (enabled 0/false) has none. */
export function smallOrderFeeRulesFromWire(serviceFee: ServiceFeeWire | null | undefined): SmallOrderFeeRule[] {
  if (!serviceFee || serviceFee.enabled === 0 || serviceFee.enabled === false) return [];
  return (serviceFee.rules ?? []).map((rule) => ({
    endCents: toCents(Number(rule.end)),
    valueCents: toCents(Number(rule.value)),
  }));
}
