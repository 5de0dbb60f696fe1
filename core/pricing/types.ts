import type { Cents } from '../money';

/**
 * Cents-based inputs of the pricing rules (spec §3 Product, Option, Cart). A cart line is built by
 * `core/cart-line` (from the server's catalogue rows or the wire); nothing here is in dollars.
 */

/** One item of an option group (spec §3 Option item). */
export interface PricedOptionItem {
  id: number;
  name: string;
  priceCents: Cents;
  /** Already defaulted to the price when the wire gives none (spec: org_price defaults to price). */
  orgPriceCents: Cents;
  /** Per-item cap; 0 = none. */
  max: number;
  /** status 1 on the wire; false = out of stock. */
  available: boolean;
  /** checked 1 on the wire. */
  checked: boolean;
  /** Units chosen; wire default 0. See `optionItemQty` for how a checked item with 0 counts. */
  qty: number;
}

export type OptionGroupType = 'radio' | 'checkbox';

/** An option group (spec §3 Option). */
export interface PricedOptionGroup {
  id: number;
  label: string;
  type: OptionGroupType;
  status: number;
  /** radio: non-zero means a choice is required; checkbox: least summed qty. */
  min: number;
  /** Most summed qty; 0 = none. */
  max: number;
  items: readonly PricedOptionItem[];
}

/** A batch-price tier: `priceCents` applies to every unit when start ≤ qty ≤ end (end 0 = open). */
export interface BatchTier {
  start: number;
  end: number;
  priceCents: Cents;
}

/** The price-relevant part of a product (spec §3 Product). */
export interface PricedProduct {
  productId: number;
  name: string;
  /** Selling price; for a special offer, the discounted unit price. */
  priceCents: Cents;
  /** Original price; defaulted to the price when the wire gives 0. */
  orgPriceCents: Cents;
  /** is_special 1. */
  isSpecial: boolean;
  /** dis_qty as published: units of one order at the special price; 0 = no cap of its own (see specialUnitCap). */
  disQty: number;
  /** discount_limit_times: most special-offer units of this product; 0 = unlimited. */
  discountLimitTimes: number;
  batchPrice: readonly BatchTier[];
  /** -9999 = unlimited (see UNLIMITED_STOCK). */
  stock: number;
  /** Most units per order; 0 = none. */
  max: number;
  /** Quantity rule (issue 20): least units per order (default 1) and the case increment above it (default 1). */
  minQty?: number;
  qtyStep?: number;
}

/** A cart row (spec §3 Product "Cart values"). qty -1 marks a gift row (spec §3 Product). */
export interface CartLine extends PricedProduct {
  qty: number;
  note: string;
  options: readonly PricedOptionGroup[];
}
