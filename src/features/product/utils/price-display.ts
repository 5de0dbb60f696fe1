import { toCents } from '../../../../core/money';
import { specialUnitCap } from '../../../../core/pricing/special-units';
import type { ProductSummary } from '../../../../core/schemas/catalogue';
import type { Locale } from '../../../../core/schemas/common';

/** A numeric string such as weight_value ('4.5') with the locale's decimal separator (fr 4,5). */
export function formatDecimal(value: string, locale: Locale): string {
  const number = Number(value);
  if (!Number.isFinite(number)) return value;
  return locale === 'fr' ? String(number).replace('.', ',') : String(number);
}

export interface PriceTier {
  /** First unit of the tier. */
  start: number;
  /** Last unit, or null for "and more". */
  end: number | null;
  priceCents: number;
  /** Saving per unit against the regular price, in cents (0 for the regular tier). */
  savingCents: number;
  /** The tier is the special-offer price. */
  special: boolean;
}

/**
 * The price table of a product (spec §3 Product, §9 Pricing): its batch tiers, or for a special offer
 * with a per-order cap the special units then the regular price. Empty when one price applies to
 * every quantity.
 */
export function priceTiers(
  product: Pick<ProductSummary, 'price' | 'org_price' | 'is_special' | 'dis_qty' | 'discount_limit_times' | 'batch_price'>,
): PriceTier[] {
  const regular = toCents(product.org_price > 0 ? product.org_price : product.price);
  if (product.batch_price.length > 0) {
    return [...product.batch_price]
      .sort((a, b) => a.start - b.start)
      .map((tier) => {
        const priceCents = toCents(tier.price);
        return {
          start: tier.start,
          end: tier.end === 0 ? null : tier.end,
          priceCents,
          savingCents: Math.max(0, regular - priceCents),
          special: false,
        };
      });
  }
  const price = toCents(product.price);
  const limit = specialCapOf(product);
  if (product.is_special === 1 && price < regular && limit > 0) {
    return [
      { start: 1, end: limit, priceCents: price, savingCents: regular - price, special: true },
      { start: limit + 1, end: null, priceCents: regular, savingCents: 0, special: false },
    ];
  }
  return [];
}

/** Units of one order at the special price (core's specialUnitCap: dis_qty and discount_limit_times); 0 = every unit. */
export function specialCapOf(product: Pick<ProductSummary, 'dis_qty' | 'discount_limit_times'>): number {
  return specialUnitCap({ disQty: product.dis_qty, discountLimitTimes: product.discount_limit_times });
}
