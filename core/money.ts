/**
 * Money inside `core` is an integer number of cents: sums, comparisons and thresholds are then exact.
 * Dollars (the wire's unit, spec §3) are converted only at the boundary, with these helpers.
 */

/** An integer number of cents (may be negative for discounts and differences). */
export type Cents = number;

/**
 * Rounds a fractional cent figure to a whole cent, half away from zero (1.5 → 2, −1.5 → −2).
 * The figure is first trimmed to 12 significant digits so binary noise such as
 * 30.000000000000004 or 100.49999999999999 does not tip the rounding (exact up to ~$1e9).
 */
export function roundCents(fractionalCents: number): Cents {
  if (!Number.isFinite(fractionalCents)) {
    throw new RangeError(`roundCents: not a finite amount: ${fractionalCents}`);
  }
  // Fast path: whole or near-whole cents (most prices × quantities) need no snapping.
  const nearest = Math.round(fractionalCents);
  if (Math.abs(fractionalCents - nearest) < 1e-6) return nearest === 0 ? 0 : nearest;
  const snapped = Number(fractionalCents.toPrecision(12));
  const rounded = Math.sign(snapped) * Math.round(Math.abs(snapped));
  // Avoid -0, which would print as "-$0.00".
  return rounded === 0 ? 0 : rounded;
}

/** Dollars (as on the wire) to integer cents: toCents(0.1 + 0.2) === 30, toCents(1.005) === 101. */
export function toCents(dollars: number): Cents {
  return roundCents(dollars * 100);
}

/** Integer cents back to dollars for the wire or a display that wants a number. */
export function fromCents(cents: Cents): number {
  assertCents(cents);
  return cents / 100;
}

/** Guards the core invariant: a money value is a safe integer. */
export function assertCents(cents: Cents): void {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`not a whole number of cents: ${cents}`);
  }
}

/** `percent` % of an amount, rounded to the cent (used by the shop percentage sale). */
export function percentOf(cents: Cents, percent: number): Cents {
  return roundCents((cents * percent) / 100);
}
