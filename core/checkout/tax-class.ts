import type { TaxClass } from '../schemas/back-office-products';

/**
 * The HST rate of one order line (DECISIONS "Tax"): HST applies to taxable supplies only; basic
 * groceries are zero-rated (Excise Tax Act, Schedule VI Part III) and carry 0 %. A taxable line is
 * taxed at its shop's rate (shops.tax_rate_bp, 13 % in Ontario). Checkout stores the result on the
 * order line (order_lines.tax_rate_bps), and everything after checkout reads the stored rate.
 */
export function lineTaxRateBps(taxClass: TaxClass, shopTaxRateBps: number): number {
  return taxClass === 'zero_rated' ? 0 : shopTaxRateBps;
}

/** Whether a line was taxed at all: what the invoice marks. */
export const lineIsTaxed = (taxRateBps: number): boolean => taxRateBps > 0;
