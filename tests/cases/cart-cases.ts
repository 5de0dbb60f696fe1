import type { ProductDetail } from '../../core/schemas/catalogue';
import type { DiscountEvent } from '../../core/schemas/shop';

/**
 * Cart cases computed BY HAND from the spec (§3 Cart/Option/Product, §4 Full-amount discount tiers,
 * Special offers, §9 Pricing), each with its arithmetic in a comment. Both the client store test and
 * the server cart/promo API tests run this table, building their inputs with `caseWireProducts` and
 * `caseWireTiers`, so both sides see identical products and events.
 *
 * Readings the figures rely on (the ones `core` implements):
 * - every figure is in dollars with 2 decimals; arithmetic is done in whole cents;
 * - the full-amount tiers are compared against the subtotal after special offers, discounted
 *   prices/options and batch prices (before the tier's own discount); hence
 *   available_next_hit = next_full_amount − that amount;
 * - a line priced by a batch tier turns the full-amount event off entirely (no discount, gift or hint);
 * - a special product's units at the special price are capped by the tighter of its dis_qty and its
 *   discount_limit_times (0 in either = no cap from it), counted over all its lines; a product
 *   reaching that cap (qty ≥ cap) is on the over-limit list;
 * - over the shop's order_limit_times, special units go to the largest unit discount first; the
 *   least-discounted units fall back to org_price;
 * - options are added once per line (lines with options have qty 1);
 * - a line the cart refuses (out of stock, over stock, over max, a radio group with no choice, a
 *   checkbox group under its minimum) keeps its own row total but counts for nothing: subtotal,
 *   tiers, special units, the small order fee and the count leave it out;
 * - coupons: see `CaseCoupon`.
 */

export interface CaseOptionItem {
  name: string;
  price: number;
  org_price?: number;
}

export interface CaseOptionGroup {
  label: string;
  type: 'radio' | 'checkbox';
  min: number;
  max: number;
  items: CaseOptionItem[];
}

export interface CaseProduct {
  key: string;
  price: number;
  /** Defaults to price. */
  org_price?: number;
  is_special?: 0 | 1;
  /** Units of one order at the special price, as published (0 = no cap of its own). */
  dis_qty?: number;
  discount_limit_times?: number;
  batch_price?: { start: number; end: number; price: number }[];
  /** Defaults to -9999 (unlimited). */
  stock?: number;
  max?: number;
  need_weigh?: 0 | 1;
  weight_value?: string;
  weight_unit?: string;
  options?: CaseOptionGroup[];
  /** Category slug of the demo catalogue; default 'rice' (pickup allowed). 'meat'/'frozen' block pickup. */
  category?: string;
}

export interface CaseTier {
  full_amount: number;
  discount_amount: number;
  /** Key of a product of the case given as gift. */
  gift?: string;
  /** Default true. */
  enabled?: boolean;
}

export interface CaseLine {
  product: string;
  qty: number;
  /** Option selection by index into the product's groups and items. */
  options?: { group: number; items: { item: number; qty: number }[] }[];
}

/**
 * A coupon (server `coupons` row): amount in dollars, or percent in basis points of the eligible
 * subtotal. Eligible subtotal = the cart subtotal (after the full-amount discount), or, when
 * product_keys is non-empty, the sum of those products' row totals. The threshold min_subtotal is
 * compared against the eligible subtotal; the discount never exceeds it, and coupons together
 * never exceed the cart subtotal. At most one non-stackable coupon; stackable ones add.
 */
export interface CaseCoupon {
  code: string;
  kind: 'amount' | 'percent';
  /** Dollars for 'amount', basis points for 'percent'. */
  value: number;
  min_subtotal?: number;
  shipping_type?: 'delivery' | 'pickup' | 'all';
  product_keys?: string[];
  stackable?: boolean;
  /** Default false here (a public coupon). */
  user_coupon?: boolean;
}

/** A combo sale of the case's shop, claimed `times` times (product_combo_items). */
export interface CaseCombo {
  price: number;
  items: { product: string; qty: number }[];
  times: number;
}

export interface CaseExpect {
  org_subtotal: number;
  subtotal: number;
  discount: number;
  products_discount: number;
  batch_discount: number;
  /** Combo sales: per complete set, the items' prices minus the combo price (regular-priced units only). */
  combo_discount: number;
  /** Per input line, dollars. */
  row_totals: number[];
  /** Gift product key. */
  gift: string | null;
  next_full_amount: number | null;
  next_sale_amount: number | null;
  available_next_hit: number | null;
  /** Product keys. */
  over_limit: string[];
  count: number;
  /** Coupon outcome (cases with `coupons`): codes applied (sorted), codes refused, total discount. */
  coupons?: { applied: string[]; invalid: string[]; discount: number };
  /**
   * Product keys of the lines the cart refuses (stock, max, options), in line order. Their row totals
   * are priced alone; everything else leaves them out. Default: none.
   */
  refused?: string[];
  /**
   * With the shop's small-order-fee rule ($9.90 under $100): what is still to spend, or null when
   * the fee is waived. Checked only where given.
   */
  fee_remaining?: number | null;
}

export interface CartCase {
  name: string;
  products: CaseProduct[];
  tiers?: CaseTier[];
  order_limit_times?: number;
  shipping_type?: 'delivery' | 'pickup';
  lines: CaseLine[];
  coupons?: CaseCoupon[];
  /** Codes the customer enters; empty/absent = auto match among public coupons. */
  promo_codes?: string[];
  /** Order placed by an agent on the customer's behalf (user coupons refused). */
  agent_order?: boolean;
  combos?: CaseCombo[];
  expect: CaseExpect;
}

type PartialExpect = Pick<CaseExpect, 'org_subtotal' | 'subtotal' | 'row_totals' | 'count'> & Partial<CaseExpect>;

/** Fills the "nothing happened" figures: no discount, no gift, no next tier, nothing over limit. */
function E(e: PartialExpect): CaseExpect {
  return {
    discount: 0,
    products_discount: 0,
    batch_discount: 0,
    combo_discount: 0,
    gift: null,
    next_full_amount: null,
    next_sale_amount: null,
    available_next_hit: null,
    over_limit: [],
    ...e,
  };
}

/** Standard tiers: $5 off $100, $15 off $200, $30 off $300. */
const T3: CaseTier[] = [
  { full_amount: 100, discount_amount: 5 },
  { full_amount: 200, discount_amount: 15 },
  { full_amount: 300, discount_amount: 30 },
];

const BATCH: CaseProduct = {
  key: 'oil',
  price: 10,
  batch_price: [
    { start: 10, end: 19, price: 9 },
    { start: 20, end: 0, price: 8 },
  ],
};
const SIZE_BURGER: CaseProduct = {
  key: 'burger',
  price: 10,
  options: [{ label: 'Size', type: 'radio', min: 1, max: 1, items: [{ name: 'Regular', price: 0 }, { name: 'Large', price: 2.5 }] }],
};
const PIZZA: CaseProduct = {
  key: 'pizza',
  price: 15,
  options: [
    {
      label: 'Toppings',
      type: 'checkbox',
      min: 1,
      max: 5,
      items: [{ name: 'Cheese', price: 1, org_price: 1.5 }, { name: 'Olives', price: 0.75 }],
    },
  ],
};

export const cartCases: CartCase[] = [
  // ── Plain lines, no tiers ──
  {
    name: 'single regular line',
    products: [{ key: 'rice', price: 12.5 }],
    lines: [{ product: 'rice', qty: 2 }],
    // 2 × 12.50 = 25.00; no tiers → no hint.
    expect: E({ org_subtotal: 25, subtotal: 25, row_totals: [25], count: 2 }),
  },
  {
    name: 'no tiers, two lines',
    products: [{ key: 'rice', price: 10 }, { key: 'salt', price: 4.25 }],
    lines: [{ product: 'rice', qty: 3 }, { product: 'salt', qty: 4 }],
    // 3 × 10 = 30.00; 4 × 4.25 = 17.00; 30 + 17 = 47.00; count 3 + 4 = 7.
    expect: E({ org_subtotal: 47, subtotal: 47, row_totals: [30, 17], count: 7 }),
  },
  {
    name: 'count sums qty over many units',
    products: [{ key: 'a', price: 1 }, { key: 'b', price: 2 }, { key: 'c', price: 0.05 }],
    lines: [{ product: 'a', qty: 1 }, { product: 'b', qty: 12 }, { product: 'c', qty: 100 }],
    // 1 + 24 + 5.00 = 30.00; count 1 + 12 + 100 = 113.
    expect: E({ org_subtotal: 30, subtotal: 30, row_totals: [1, 24, 5], count: 113 }),
  },
  {
    name: 'non-special product priced below org_price',
    products: [{ key: 'flour', price: 8, org_price: 10 }],
    lines: [{ product: 'flour', qty: 2 }],
    // row 2 × 8 = 16; org 2 × 10 = 20; products_discount 4; not special → no limit tracking.
    expect: E({ org_subtotal: 20, subtotal: 16, products_discount: 4, row_totals: [16], count: 2 }),
  },
  {
    name: '2-decimal rounding of cent prices, with tiers',
    products: [{ key: 'a', price: 0.1 }, { key: 'b', price: 19.99 }, { key: 'c', price: 33.33 }],
    tiers: T3,
    lines: [{ product: 'a', qty: 3 }, { product: 'b', qty: 3 }, { product: 'c', qty: 3 }],
    // 3 × 0.10 = 0.30 (not 0.30000000000000004); 3 × 19.99 = 59.97; 3 × 33.33 = 99.99.
    // org 0.30 + 59.97 + 99.99 = 160.26 ≥ 100 → $5 off; subtotal 155.26;
    // next tier 200 / 15; hit = 200 − 160.26 = 39.74.
    expect: E({
      org_subtotal: 160.26,
      subtotal: 155.26,
      discount: 5,
      row_totals: [0.3, 59.97, 99.99],
      next_full_amount: 200,
      next_sale_amount: 15,
      available_next_hit: 39.74,
      count: 9,
    }),
  },

  // ── Full-amount tiers ──
  {
    name: 'tiers: 99.99 is below the first threshold',
    products: [{ key: 'p', price: 99.99 }],
    tiers: T3,
    lines: [{ product: 'p', qty: 1 }],
    // 9999 < 10000 cents → no tier; next 100 / 5; hit = 100 − 99.99 = 0.01.
    expect: E({
      org_subtotal: 99.99,
      subtotal: 99.99,
      row_totals: [99.99],
      next_full_amount: 100,
      next_sale_amount: 5,
      available_next_hit: 0.01,
      count: 1,
    }),
  },
  {
    name: 'tiers: exactly 100.00 reaches the first threshold',
    products: [{ key: 'p', price: 50 }],
    tiers: T3,
    lines: [{ product: 'p', qty: 2 }],
    // 2 × 50 = 100.00 ≥ 100 → $5 off → subtotal 95; next 200 / 15; hit = 200 − 95 − 5 = 100.
    expect: E({
      org_subtotal: 100,
      subtotal: 95,
      discount: 5,
      row_totals: [100],
      next_full_amount: 200,
      next_sale_amount: 15,
      available_next_hit: 100,
      count: 2,
    }),
  },
  {
    name: 'tiers: between first and second (150)',
    products: [{ key: 'p', price: 50 }],
    tiers: T3,
    lines: [{ product: 'p', qty: 3 }],
    // 150 → $5 off → 145; next 200 / 15; hit = 200 − 145 − 5 = 50.
    expect: E({
      org_subtotal: 150,
      subtotal: 145,
      discount: 5,
      row_totals: [150],
      next_full_amount: 200,
      next_sale_amount: 15,
      available_next_hit: 50,
      count: 3,
    }),
  },
  {
    name: 'tiers: 299.99 is just below the top tier',
    products: [{ key: 'p', price: 299.99 }],
    tiers: T3,
    lines: [{ product: 'p', qty: 1 }],
    // 29999 < 30000 → tier 200 ($15) → 284.99; next 300 / 30; hit = 300 − 299.99 = 0.01.
    expect: E({
      org_subtotal: 299.99,
      subtotal: 284.99,
      discount: 15,
      row_totals: [299.99],
      next_full_amount: 300,
      next_sale_amount: 30,
      available_next_hit: 0.01,
      count: 1,
    }),
  },
  {
    name: 'tiers: 300.00 reaches all tiers',
    products: [{ key: 'p', price: 100 }],
    tiers: T3,
    lines: [{ product: 'p', qty: 3 }],
    // 300 ≥ 300 → last tier $30 → 270; no higher tier → no hint.
    expect: E({ org_subtotal: 300, subtotal: 270, discount: 30, row_totals: [300], count: 3 }),
  },
  {
    name: 'tiers: well above all tiers (450.50)',
    products: [{ key: 'p', price: 90.1 }],
    tiers: T3,
    lines: [{ product: 'p', qty: 5 }],
    // 5 × 90.10 = 450.50 → $30 → 420.50.
    expect: E({ org_subtotal: 450.5, subtotal: 420.5, discount: 30, row_totals: [450.5], count: 5 }),
  },
  {
    name: 'tiers: a disabled tier is ignored',
    products: [{ key: 'p', price: 125 }],
    tiers: [
      { full_amount: 100, discount_amount: 5 },
      { full_amount: 200, discount_amount: 15, enabled: false },
      { full_amount: 300, discount_amount: 30 },
    ],
    lines: [{ product: 'p', qty: 2 }],
    // 250: the 200 tier is off → tier 100 ($5) → 245; next is 300 / 30; hit = 300 − 250 = 50.
    expect: E({
      org_subtotal: 250,
      subtotal: 245,
      discount: 5,
      row_totals: [250],
      next_full_amount: 300,
      next_sale_amount: 30,
      available_next_hit: 50,
      count: 2,
    }),
  },
  {
    name: 'tiers: all disabled is the same as none',
    products: [{ key: 'p', price: 250 }],
    tiers: [
      { full_amount: 100, discount_amount: 5, enabled: false },
      { full_amount: 200, discount_amount: 15, enabled: false },
    ],
    lines: [{ product: 'p', qty: 2 }],
    // 500, no enabled tier → no discount, no hint.
    expect: E({ org_subtotal: 500, subtotal: 500, row_totals: [500], count: 2 }),
  },
  {
    name: 'tiers: given out of order are sorted by threshold',
    products: [{ key: 'p', price: 100 }],
    tiers: [
      { full_amount: 300, discount_amount: 30 },
      { full_amount: 100, discount_amount: 5 },
      { full_amount: 200, discount_amount: 15 },
    ],
    lines: [{ product: 'p', qty: 2 }],
    // 200 → $15 → 185; next 300 / 30; hit = 300 − 200 = 100.
    expect: E({
      org_subtotal: 200,
      subtotal: 185,
      discount: 15,
      row_totals: [200],
      next_full_amount: 300,
      next_sale_amount: 30,
      available_next_hit: 100,
      count: 2,
    }),
  },
  {
    name: 'tiers: cent amounts in thresholds and discounts, 120.49 below',
    products: [{ key: 'p', price: 120.49 }],
    tiers: [
      { full_amount: 50, discount_amount: 2.5 },
      { full_amount: 120.5, discount_amount: 7.25 },
    ],
    lines: [{ product: 'p', qty: 1 }],
    // 12049 < 12050 → tier 50 ($2.50) → 117.99; next 120.50 / 7.25; hit = 120.50 − 120.49 = 0.01.
    expect: E({
      org_subtotal: 120.49,
      subtotal: 117.99,
      discount: 2.5,
      row_totals: [120.49],
      next_full_amount: 120.5,
      next_sale_amount: 7.25,
      available_next_hit: 0.01,
      count: 1,
    }),
  },
  {
    name: 'tiers: cent amounts, 120.50 reaches the top',
    products: [{ key: 'p', price: 60.25 }],
    tiers: [
      { full_amount: 50, discount_amount: 2.5 },
      { full_amount: 120.5, discount_amount: 7.25 },
    ],
    lines: [{ product: 'p', qty: 2 }],
    // 2 × 60.25 = 120.50 → $7.25 → 113.25.
    expect: E({ org_subtotal: 120.5, subtotal: 113.25, discount: 7.25, row_totals: [120.5], count: 2 }),
  },
  {
    name: 'tiers: threshold with cents (50.01) reached by 60.00',
    products: [{ key: 'p', price: 60 }],
    tiers: [
      { full_amount: 50.01, discount_amount: 2.5 },
      { full_amount: 120.5, discount_amount: 7.25 },
    ],
    lines: [{ product: 'p', qty: 1 }],
    // 60.00 ≥ 50.01 → $2.50 → 57.50; next 120.50 / 7.25; hit = 120.50 − 60 = 60.50.
    expect: E({
      org_subtotal: 60,
      subtotal: 57.5,
      discount: 2.5,
      row_totals: [60],
      next_full_amount: 120.5,
      next_sale_amount: 7.25,
      available_next_hit: 60.5,
      count: 1,
    }),
  },
  {
    name: 'tiers: a small cart reaches no tier',
    products: [{ key: 'p', price: 12.34 }],
    tiers: T3,
    lines: [{ product: 'p', qty: 1 }],
    // 12.34 < 100 → nothing; hit = 100 − 12.34 = 87.66.
    expect: E({
      org_subtotal: 12.34,
      subtotal: 12.34,
      row_totals: [12.34],
      next_full_amount: 100,
      next_sale_amount: 5,
      available_next_hit: 87.66,
      count: 1,
    }),
  },
  {
    name: 'gift at the reached tier (gift not counted)',
    products: [{ key: 'p', price: 50 }, { key: 'napkins', price: 20 }],
    tiers: [
      { full_amount: 100, discount_amount: 0, gift: 'napkins' },
      { full_amount: 200, discount_amount: 10 },
    ],
    lines: [{ product: 'p', qty: 2 }],
    // 100 ≥ 100 → tier 1: $0 off + napkins; next 200 / 10; hit = 200 − 100 = 100; count 2 (the gift row is not counted).
    expect: E({
      org_subtotal: 100,
      subtotal: 100,
      row_totals: [100],
      gift: 'napkins',
      next_full_amount: 200,
      next_sale_amount: 10,
      available_next_hit: 100,
      count: 2,
    }),
  },
  {
    name: 'gift only at the next tier is not given',
    products: [{ key: 'p', price: 50 }, { key: 'gloves', price: 20 }],
    tiers: [
      { full_amount: 100, discount_amount: 5 },
      { full_amount: 200, discount_amount: 10, gift: 'gloves' },
    ],
    lines: [{ product: 'p', qty: 3 }],
    // 150 → $5 → 145; gift belongs to the unreached 200 tier; hit = 200 − 150 = 50.
    expect: E({
      org_subtotal: 150,
      subtotal: 145,
      discount: 5,
      row_totals: [150],
      next_full_amount: 200,
      next_sale_amount: 10,
      available_next_hit: 50,
      count: 3,
    }),
  },
  {
    name: 'gift and discount at the top tier',
    products: [{ key: 'p', price: 50 }, { key: 'gloves', price: 20 }],
    tiers: [
      { full_amount: 100, discount_amount: 5 },
      { full_amount: 200, discount_amount: 10, gift: 'gloves' },
    ],
    lines: [{ product: 'p', qty: 4 }],
    // 200 → $10 + gloves → 190; no higher tier.
    expect: E({ org_subtotal: 200, subtotal: 190, discount: 10, row_totals: [200], gift: 'gloves', count: 4 }),
  },
  {
    name: 'subtotal never below 0',
    products: [{ key: 'p', price: 12 }],
    tiers: [{ full_amount: 10, discount_amount: 15 }],
    lines: [{ product: 'p', qty: 1 }],
    // 12 ≥ 10 → $15 off; 12 − 15 = −3 → 0.
    expect: E({ org_subtotal: 12, subtotal: 0, discount: 15, row_totals: [12], count: 1 }),
  },
  {
    name: 'special discount counts before the tiers',
    products: [{ key: 's', price: 45, org_price: 50, is_special: 1 }],
    tiers: T3,
    lines: [{ product: 's', qty: 3 }],
    // row 3 × 45 = 135; org 150; products_discount 15; 135 ≥ 100 → $5 → 130;
    // next 200 / 15; hit = 200 − 135 = 65.
    expect: E({
      org_subtotal: 150,
      subtotal: 130,
      discount: 5,
      products_discount: 15,
      row_totals: [135],
      next_full_amount: 200,
      next_sale_amount: 15,
      available_next_hit: 65,
      count: 3,
    }),
  },
  {
    name: 'original subtotal over a threshold but the discounted one under it',
    products: [{ key: 's', price: 95, org_price: 105, is_special: 1 }],
    tiers: T3,
    lines: [{ product: 's', qty: 1 }],
    // row 95 (org 105, products_discount 10); 95 < 100 → no tier; hit = 100 − 95 = 5.
    expect: E({
      org_subtotal: 105,
      subtotal: 95,
      products_discount: 10,
      row_totals: [95],
      next_full_amount: 100,
      next_sale_amount: 5,
      available_next_hit: 5,
      count: 1,
    }),
  },

  // ── Batch prices ──
  {
    name: 'batch: qty below the first start',
    products: [BATCH],
    lines: [{ product: 'oil', qty: 9 }],
    // 9 < 10 → regular 9 × 10 = 90.
    expect: E({ org_subtotal: 90, subtotal: 90, row_totals: [90], count: 9 }),
  },
  {
    name: 'batch: qty at a tier start',
    products: [BATCH],
    lines: [{ product: 'oil', qty: 10 }],
    // 10..19 → $9: 10 × 9 = 90; org 100; batch_discount 10.
    expect: E({ org_subtotal: 100, subtotal: 90, batch_discount: 10, row_totals: [90], count: 10 }),
  },
  {
    name: 'batch: qty at a tier end',
    products: [BATCH],
    lines: [{ product: 'oil', qty: 19 }],
    // 19 × 9 = 171; org 190; batch_discount 19.
    expect: E({ org_subtotal: 190, subtotal: 171, batch_discount: 19, row_totals: [171], count: 19 }),
  },
  {
    name: 'batch: open-ended tier from its start',
    products: [BATCH],
    lines: [{ product: 'oil', qty: 20 }],
    // 20.. (end 0) → $8: 160; org 200; batch_discount 40.
    expect: E({ org_subtotal: 200, subtotal: 160, batch_discount: 40, row_totals: [160], count: 20 }),
  },
  {
    name: 'batch: open-ended tier far past its start',
    products: [BATCH],
    lines: [{ product: 'oil', qty: 150 }],
    // 150 × 8 = 1200; org 1500; batch_discount 300.
    expect: E({ org_subtotal: 1500, subtotal: 1200, batch_discount: 300, row_totals: [1200], count: 150 }),
  },
  {
    name: 'batch price zeroes the full-amount discount, gift and hint',
    products: [BATCH, { key: 'p', price: 50 }, { key: 'gloves', price: 20 }],
    tiers: [...T3.slice(0, 2), { full_amount: 250, discount_amount: 20, gift: 'gloves' }],
    lines: [{ product: 'oil', qty: 10 }, { product: 'p', qty: 4 }],
    // oil 10 × 9 = 90 (batch 10); p 4 × 50 = 200; org 100 + 200 = 300; goods 290 would reach 250,
    // but a batch-priced row turns the event off: discount 0, no gift, no hint. subtotal 290.
    expect: E({ org_subtotal: 300, subtotal: 290, batch_discount: 10, row_totals: [90, 200], count: 14 }),
  },
  {
    name: 'batch product below its start does not turn tiers off',
    products: [BATCH, { key: 'p', price: 50 }],
    tiers: T3,
    lines: [{ product: 'oil', qty: 5 }, { product: 'p', qty: 1 }],
    // oil 5 × 10 = 50 (no tier); p 50; 100 → $5 → 95; next 200 / 15; hit 100.
    expect: E({
      org_subtotal: 100,
      subtotal: 95,
      discount: 5,
      row_totals: [50, 50],
      next_full_amount: 200,
      next_sale_amount: 15,
      available_next_hit: 100,
      count: 6,
    }),
  },
  {
    name: 'batch price beats the special price on the same product',
    products: [{ key: 'sb', price: 8, org_price: 10, is_special: 1, discount_limit_times: 2, batch_price: [{ start: 5, end: 0, price: 7 }] }],
    lines: [{ product: 'sb', qty: 6 }],
    // qty 6 ≥ 5 → batch $7: 42; org 60; batch_discount 18; not special-priced → not over limit.
    expect: E({ org_subtotal: 60, subtotal: 42, batch_discount: 18, row_totals: [42], count: 6 }),
  },
  {
    name: 'special product under its batch start is special-priced',
    products: [{ key: 'sb', price: 8, org_price: 10, is_special: 1, discount_limit_times: 2, batch_price: [{ start: 5, end: 0, price: 7 }] }],
    lines: [{ product: 'sb', qty: 4 }],
    // 4 < 5 → special: 2 units at 8 + 2 at 10 = 36; org 40; products_discount 4; 4 ≥ 2 → over limit.
    expect: E({ org_subtotal: 40, subtotal: 36, products_discount: 4, row_totals: [36], over_limit: ['sb'], count: 4 }),
  },

  // ── Special offers ──
  {
    name: 'special within discount_limit_times',
    products: [{ key: 's', price: 8, org_price: 10, is_special: 1, discount_limit_times: 3 }],
    lines: [{ product: 's', qty: 2 }],
    // 2 × 8 = 16; org 20; products_discount 4; 2 < 3 → not over limit.
    expect: E({ org_subtotal: 20, subtotal: 16, products_discount: 4, row_totals: [16], count: 2 }),
  },
  {
    name: 'special at discount_limit_times is on the over-limit list',
    products: [{ key: 's', price: 8, org_price: 10, is_special: 1, discount_limit_times: 3 }],
    lines: [{ product: 's', qty: 3 }],
    // 3 × 8 = 24; org 30; 3 ≥ 3 → over limit.
    expect: E({ org_subtotal: 30, subtotal: 24, products_discount: 6, row_totals: [24], over_limit: ['s'], count: 3 }),
  },
  {
    name: 'special past discount_limit_times: extra units at org_price',
    products: [{ key: 's', price: 8, org_price: 10, is_special: 1, discount_limit_times: 3 }],
    lines: [{ product: 's', qty: 5 }],
    // (5 − 3) × 10 + 3 × 8 = 20 + 24 = 44; org 50; products_discount 6.
    expect: E({ org_subtotal: 50, subtotal: 44, products_discount: 6, row_totals: [44], over_limit: ['s'], count: 5 }),
  },
  {
    name: 'special with no limit (0)',
    products: [{ key: 's', price: 8, org_price: 10, is_special: 1 }],
    lines: [{ product: 's', qty: 7 }],
    // 7 × 8 = 56; org 70.
    expect: E({ org_subtotal: 70, subtotal: 56, products_discount: 14, row_totals: [56], count: 7 }),
  },
  {
    name: 'shop order_limit_times exceeded: the least-discounted units fall back',
    products: [
      { key: 'a', price: 8, org_price: 10, is_special: 1 },
      { key: 'b', price: 5, org_price: 9, is_special: 1 },
    ],
    order_limit_times: 4,
    lines: [{ product: 'a', qty: 3 }, { product: 'b', qty: 3 }],
    // 6 special units > 4. b saves 4/unit, a 2/unit: b gets 3, a gets 1.
    // a: 1 × 8 + 2 × 10 = 28; b: 3 × 5 = 15; org 30 + 27 = 57; rows 43; products_discount 14.
    expect: E({ org_subtotal: 57, subtotal: 43, products_discount: 14, row_totals: [28, 15], count: 6 }),
  },
  {
    name: 'shop order_limit_times not exceeded',
    products: [
      { key: 'a', price: 8, org_price: 10, is_special: 1 },
      { key: 'b', price: 5, org_price: 9, is_special: 1 },
    ],
    order_limit_times: 6,
    lines: [{ product: 'a', qty: 3 }, { product: 'b', qty: 3 }],
    // 6 ≤ 6: a 24, b 15; org 57; rows 39; products_discount 18.
    expect: E({ org_subtotal: 57, subtotal: 39, products_discount: 18, row_totals: [24, 15], count: 6 }),
  },
  {
    name: 'shop limit and product limit together',
    products: [
      { key: 'a', price: 8, org_price: 10, is_special: 1, discount_limit_times: 2 },
      { key: 'b', price: 5, org_price: 9, is_special: 1 },
    ],
    order_limit_times: 3,
    lines: [{ product: 'a', qty: 4 }, { product: 'b', qty: 2 }],
    // a capped at 2 units, b 2 → 4 > 3. b first (saves 4): b 2, a 1.
    // a: 1 × 8 + 3 × 10 = 38; b: 2 × 5 = 10; org 40 + 18 = 58; rows 48; products_discount 10; a 4 ≥ 2 → over limit.
    expect: E({ org_subtotal: 58, subtotal: 48, products_discount: 10, row_totals: [38, 10], over_limit: ['a'], count: 6 }),
  },
  {
    name: 'shop order_limit_times 0 means no shop-wide limit',
    products: [{ key: 's', price: 8, org_price: 10, is_special: 1 }],
    order_limit_times: 0,
    lines: [{ product: 's', qty: 10 }],
    // 10 × 8 = 80; org 100; tiers none.
    expect: E({ org_subtotal: 100, subtotal: 80, products_discount: 20, row_totals: [80], count: 10 }),
  },
  {
    name: 'a product\'s special cap spread across its option rows: 1, 1, then org_price',
    products: [
      {
        key: 'burger',
        price: 8,
        org_price: 10,
        is_special: 1,
        discount_limit_times: 2,
        options: [{ label: 'Size', type: 'radio', min: 1, max: 1, items: [{ name: 'Regular', price: 0 }, { name: 'Large', price: 2.5 }] }],
      },
    ],
    lines: [
      { product: 'burger', qty: 1, options: [{ group: 0, items: [{ item: 1, qty: 1 }] }] },
      { product: 'burger', qty: 1, options: [{ group: 0, items: [{ item: 0, qty: 1 }] }] },
      { product: 'burger', qty: 1, options: [{ group: 0, items: [{ item: 1, qty: 1 }] }] },
    ],
    // Limit 2 over three rows, in cart order: Large 8.00 + 2.50 = 10.50; Regular 8.00; Large at org 10.00 + 2.50 = 12.50.
    // (A row priced alone would be special: 10.50.) org 12.50 + 10.00 + 12.50 = 35.00; products_discount 4.00; 3 ≥ 2 → over limit.
    expect: E({ org_subtotal: 35, subtotal: 31, products_discount: 4, row_totals: [10.5, 8, 12.5], over_limit: ['burger'], count: 3 }),
  },
  // ── dis_qty (spec §3 "dis_qty (number of units at the discounted price)", §9 row total) ──
  {
    name: 'dis_qty 2 of 5 units: 2 at the special price, 3 at the regular price',
    products: [{ key: 's', price: 3, org_price: 5, is_special: 1, dis_qty: 2 }],
    lines: [{ product: 's', qty: 5 }],
    // (5 − 2) × 5.00 + 2 × 3.00 = 15.00 + 6.00 = 21.00; org 5 × 5.00 = 25.00; products_discount 4.00;
    // 5 ≥ 2 → over limit.
    expect: E({ org_subtotal: 25, subtotal: 21, products_discount: 4, row_totals: [21], over_limit: ['s'], count: 5 }),
  },
  {
    name: 'dis_qty under the qty bought: every unit special',
    products: [{ key: 's', price: 3, org_price: 5, is_special: 1, dis_qty: 4 }],
    lines: [{ product: 's', qty: 3 }],
    // 3 ≤ 4 → 3 × 3.00 = 9.00; org 15.00; 3 < 4 → not over limit.
    expect: E({ org_subtotal: 15, subtotal: 9, products_discount: 6, row_totals: [9], count: 3 }),
  },
  {
    name: 'dis_qty 4 with discount_limit_times 2: the tighter cap holds',
    products: [{ key: 's', price: 8, org_price: 10, is_special: 1, dis_qty: 4, discount_limit_times: 2 }],
    lines: [{ product: 's', qty: 5 }],
    // cap min(4, 2) = 2: 3 × 10.00 + 2 × 8.00 = 46.00; org 50.00; products_discount 4.00; over limit.
    expect: E({ org_subtotal: 50, subtotal: 46, products_discount: 4, row_totals: [46], over_limit: ['s'], count: 5 }),
  },
  {
    name: 'dis_qty 3 with discount_limit_times 5: dis_qty holds',
    products: [{ key: 's', price: 8, org_price: 10, is_special: 1, dis_qty: 3, discount_limit_times: 5 }],
    lines: [{ product: 's', qty: 4 }],
    // cap min(3, 5) = 3: 1 × 10.00 + 3 × 8.00 = 34.00; org 40.00; products_discount 6.00; 4 ≥ 3 → over limit.
    expect: E({ org_subtotal: 40, subtotal: 34, products_discount: 6, row_totals: [34], over_limit: ['s'], count: 4 }),
  },
  {
    name: 'dis_qty caps first, then the shop order_limit_times shares out the rest',
    products: [
      { key: 'a', price: 8, org_price: 10, is_special: 1, dis_qty: 3 },
      { key: 'b', price: 4, org_price: 5, is_special: 1, dis_qty: 2 },
    ],
    order_limit_times: 4,
    lines: [{ product: 'a', qty: 5 }, { product: 'b', qty: 2 }],
    // a asks 3 (dis_qty), b 2 → 5 > 4. a saves 2.00/unit, b 1.00: a 3, b 1.
    // a: 2 × 10.00 + 3 × 8.00 = 44.00; b: 1 × 5.00 + 1 × 4.00 = 9.00; rows 53.00; org 50 + 10 = 60;
    // products_discount 7.00; a 5 ≥ 3 and b 2 ≥ 2 → both over limit.
    expect: E({ org_subtotal: 60, subtotal: 53, products_discount: 7, row_totals: [44, 9], over_limit: ['a', 'b'], count: 7 }),
  },
  {
    name: 'dis_qty counts over a product\'s option lines, in cart order',
    products: [
      {
        key: 'burger',
        price: 8,
        org_price: 10,
        is_special: 1,
        dis_qty: 1,
        options: [{ label: 'Size', type: 'radio', min: 1, max: 1, items: [{ name: 'Regular', price: 0 }, { name: 'Large', price: 2.5 }] }],
      },
    ],
    lines: [
      { product: 'burger', qty: 1, options: [{ group: 0, items: [{ item: 1, qty: 1 }] }] },
      { product: 'burger', qty: 1, options: [{ group: 0, items: [{ item: 0, qty: 1 }] }] },
    ],
    // One special unit: the first line. Large: 8.00 + 2.50 = 10.50; Regular at org: 10.00 + 0 = 10.00.
    // org 12.50 + 10.00 = 22.50; products_discount 2.00; 2 ≥ 1 → over limit.
    expect: E({ org_subtotal: 22.5, subtotal: 20.5, products_discount: 2, row_totals: [10.5, 10], over_limit: ['burger'], count: 2 }),
  },
  {
    name: 'special product without org_price is charged its price',
    products: [{ key: 's', price: 8, is_special: 1 }],
    lines: [{ product: 's', qty: 2 }],
    // org_price defaults to price: 2 × 8 = 16, nothing discounted.
    expect: E({ org_subtotal: 16, subtotal: 16, row_totals: [16], count: 2 }),
  },

  // ── Options ──
  {
    name: 'radio option priced',
    products: [SIZE_BURGER],
    lines: [{ product: 'burger', qty: 1, options: [{ group: 0, items: [{ item: 1, qty: 1 }] }] }],
    // 10 + Large 2.50 = 12.50.
    expect: E({ org_subtotal: 12.5, subtotal: 12.5, row_totals: [12.5], count: 1 }),
  },
  {
    name: 'radio option at no charge',
    products: [SIZE_BURGER],
    lines: [
      { product: 'burger', qty: 1, options: [{ group: 0, items: [{ item: 0, qty: 1 }] }] },
      { product: 'burger', qty: 1, options: [{ group: 0, items: [{ item: 1, qty: 1 }] }] },
    ],
    // one line per unit: 10 + 0 = 10; 10 + 2.50 = 12.50; total 22.50; count 2.
    expect: E({ org_subtotal: 22.5, subtotal: 22.5, row_totals: [10, 12.5], count: 2 }),
  },
  {
    name: 'checkbox items with quantities, one discounted',
    products: [PIZZA],
    lines: [{ product: 'pizza', qty: 1, options: [{ group: 0, items: [{ item: 0, qty: 2 }, { item: 1, qty: 1 }] }] }],
    // options 2 × 1.00 + 0.75 = 2.75 (org 2 × 1.50 + 0.75 = 3.75); row 17.75; org 18.75; products_discount 1.
    expect: E({ org_subtotal: 18.75, subtotal: 17.75, products_discount: 1, row_totals: [17.75], count: 1 }),
  },
  {
    name: 'checkbox min met by different selections on two lines',
    products: [PIZZA],
    lines: [
      { product: 'pizza', qty: 1, options: [{ group: 0, items: [{ item: 0, qty: 1 }] }] },
      { product: 'pizza', qty: 1, options: [{ group: 0, items: [{ item: 1, qty: 2 }] }] },
    ],
    // line 1: 15 + 1.00 = 16 (org 16.50); line 2: 15 + 2 × 0.75 = 16.50; org 33; rows 32.50; products_discount 0.50.
    expect: E({ org_subtotal: 33, subtotal: 32.5, products_discount: 0.5, row_totals: [16, 16.5], count: 2 }),
  },
  {
    name: 'special base with radio and checkbox options',
    products: [
      {
        key: 'bowl',
        price: 9,
        org_price: 12,
        is_special: 1,
        options: [
          { label: 'Size', type: 'radio', min: 1, max: 1, items: [{ name: 'Small', price: 0 }, { name: 'Large', price: 3, org_price: 4 }] },
          { label: 'Extras', type: 'checkbox', min: 0, max: 3, items: [{ name: 'Sauce', price: 0.5 }] },
        ],
      },
    ],
    tiers: [{ full_amount: 15, discount_amount: 1 }],
    lines: [
      {
        product: 'bowl',
        qty: 1,
        options: [{ group: 0, items: [{ item: 1, qty: 1 }] }, { group: 1, items: [{ item: 0, qty: 2 }] }],
      },
    ],
    // goods 9 (org 12); options 3 + 2 × 0.50 = 4 (org 4 + 1 = 5); row 13; org 17; products_discount 3 + 1 = 4;
    // tier 15 compared to 13 → not reached; hit = 15 − 13 = 2.
    expect: E({
      org_subtotal: 17,
      subtotal: 13,
      products_discount: 4,
      row_totals: [13],
      next_full_amount: 15,
      next_sale_amount: 1,
      available_next_hit: 2,
      count: 1,
    }),
  },

  // ── Lines the cart refuses (stock, max, options) count for nothing ──
  {
    name: 'refused: out of stock, over stock and over max are left out of subtotal, tiers, fee and count',
    products: [
      { key: 'ok', price: 40 },
      { key: 'gone', price: 10, stock: 0 },
      { key: 'scarce', price: 20, stock: 3 },
      { key: 'capped', price: 15, max: 2 },
    ],
    tiers: T3,
    lines: [{ product: 'ok', qty: 2 }, { product: 'gone', qty: 1 }, { product: 'scarce', qty: 5 }, { product: 'capped', qty: 4 }],
    // Counted: ok 2 × 40.00 = 80.00 only. Refused rows priced alone: 10.00, 5 × 20.00 = 100.00, 4 × 15.00 = 60.00
    // (counting them would make 250.00 and the $15 tier). 80 < 100 → no tier; hit 100 − 80 = 20.00;
    // small order fee: 100 − 80 = 20.00 still to spend; count 2.
    expect: E({
      org_subtotal: 80,
      subtotal: 80,
      row_totals: [80, 10, 100, 60],
      next_full_amount: 100,
      next_sale_amount: 5,
      available_next_hit: 20,
      count: 2,
      refused: ['gone', 'scarce', 'capped'],
      fee_remaining: 20,
    }),
  },
  {
    name: 'refused: a radio group with no choice and a checkbox group under its minimum',
    products: [SIZE_BURGER, PIZZA, { key: 'rice', price: 12.5 }],
    lines: [{ product: 'burger', qty: 1 }, { product: 'pizza', qty: 1 }, { product: 'rice', qty: 2 }],
    // Size (radio, min 1) unchosen; Toppings (checkbox, min 1) at 0. Counted: rice 2 × 12.50 = 25.00.
    // Refused rows alone: burger 10.00, pizza 15.00; fee: 100 − 25 = 75.00 still to spend; count 2.
    expect: E({ org_subtotal: 25, subtotal: 25, row_totals: [10, 15, 25], count: 2, refused: ['burger', 'pizza'], fee_remaining: 75 }),
  },
  {
    name: 'refused: an over-stock special takes no share of the shop order_limit_times',
    products: [
      { key: 'a', price: 8, org_price: 10, is_special: 1, stock: 1 },
      { key: 'b', price: 5, org_price: 9, is_special: 1 },
    ],
    order_limit_times: 3,
    lines: [{ product: 'a', qty: 3 }, { product: 'b', qty: 3 }],
    // a (3 > stock 1) is refused: b alone asks 3 ≤ 3 → 3 × 5.00 = 15.00; org 27.00; products_discount 12.00.
    // a priced alone: 3 × 8.00 = 24.00. (Counted, a would share the limit: b 3, a 0.) count 3.
    expect: E({ org_subtotal: 27, subtotal: 15, products_discount: 12, row_totals: [24, 15], count: 3, refused: ['a'] }),
  },
  {
    name: 'refused lines leave a cart under the small order fee threshold',
    products: [{ key: 'ok', price: 60 }, { key: 'scarce', price: 50, stock: 1 }],
    lines: [{ product: 'ok', qty: 1 }, { product: 'scarce', qty: 2 }],
    // Counted 60.00 (scarce 2 > stock 1 is refused; with it the cart would be 160.00 and the fee waived):
    // 100 − 60 = 40.00 still to spend; count 1.
    expect: E({ org_subtotal: 60, subtotal: 60, row_totals: [60, 100], count: 1, refused: ['scarce'], fee_remaining: 40 }),
  },
  // ── Weighed products ──
  {
    name: 'weighed line is priced per unit',
    products: [{ key: 'pork', price: 18.99, need_weigh: 1, weight_value: '2.4', weight_unit: 'lb', category: 'meat' }],
    lines: [{ product: 'pork', qty: 3 }],
    // 3 × 18.99 = 56.97 (the cell shows 3 × 2 = 6 lb; price is per unit).
    expect: E({ org_subtotal: 56.97, subtotal: 56.97, row_totals: [56.97], count: 3 }),
  },
  {
    name: 'weighed and regular lines reaching a tier',
    products: [
      { key: 'fish', price: 25.5, need_weigh: 1, weight_value: '1.6', weight_unit: 'kg', category: 'seafood' },
      { key: 'rice', price: 49 },
    ],
    tiers: T3,
    lines: [{ product: 'fish', qty: 2 }, { product: 'rice', qty: 1 }],
    // 2 × 25.50 = 51; 49; 100 → $5 → 95; next 200 / 15; hit 100.
    expect: E({
      org_subtotal: 100,
      subtotal: 95,
      discount: 5,
      row_totals: [51, 49],
      next_full_amount: 200,
      next_sale_amount: 15,
      available_next_hit: 100,
      count: 3,
    }),
  },

  // ── Coupons (figures of the cart, plus the coupon outcome) ──
  {
    name: 'coupon: amount off over its threshold',
    products: [{ key: 'p', price: 80 }],
    lines: [{ product: 'p', qty: 2 }],
    coupons: [{ code: 'CASE-A10', kind: 'amount', value: 10, min_subtotal: 150 }],
    promo_codes: ['CASE-A10'],
    // subtotal 160 ≥ 150 → $10.
    expect: E({ org_subtotal: 160, subtotal: 160, row_totals: [160], count: 2, coupons: { applied: ['CASE-A10'], invalid: [], discount: 10 } }),
  },
  {
    name: 'coupon: 1 cent under its threshold is refused',
    products: [{ key: 'p', price: 149.99 }],
    lines: [{ product: 'p', qty: 1 }],
    coupons: [{ code: 'CASE-B10', kind: 'amount', value: 10, min_subtotal: 150 }],
    promo_codes: ['CASE-B10'],
    // 14999 < 15000 → refused.
    expect: E({ org_subtotal: 149.99, subtotal: 149.99, row_totals: [149.99], count: 1, coupons: { applied: [], invalid: ['CASE-B10'], discount: 0 } }),
  },
  {
    name: 'coupon: percent rounds half away from zero',
    products: [{ key: 'p', price: 33.33 }],
    lines: [{ product: 'p', qty: 10 }],
    coupons: [{ code: 'CASE-P5', kind: 'percent', value: 500, min_subtotal: 250 }],
    promo_codes: ['CASE-P5'],
    // 333.30 ≥ 250; 5 % = 16.665 → 16.67.
    expect: E({ org_subtotal: 333.3, subtotal: 333.3, row_totals: [333.3], count: 10, coupons: { applied: ['CASE-P5'], invalid: [], discount: 16.67 } }),
  },
  {
    name: 'coupon: percent of the subtotal after the full-amount discount',
    products: [{ key: 'p', price: 100 }],
    tiers: T3,
    lines: [{ product: 'p', qty: 2 }],
    coupons: [{ code: 'CASE-P10', kind: 'percent', value: 1000 }],
    promo_codes: ['CASE-P10'],
    // 200 → $15 → subtotal 185; 10 % of 185 = 18.50. next 300 / 30; hit 100.
    expect: E({
      org_subtotal: 200,
      subtotal: 185,
      discount: 15,
      row_totals: [200],
      next_full_amount: 300,
      next_sale_amount: 30,
      available_next_hit: 100,
      count: 2,
      coupons: { applied: ['CASE-P10'], invalid: [], discount: 18.5 },
    }),
  },
  {
    name: 'coupon: scoped to products counts only their lines',
    products: [{ key: 'rice', price: 20 }, { key: 'oil', price: 30 }],
    lines: [{ product: 'rice', qty: 3 }, { product: 'oil', qty: 2 }],
    coupons: [{ code: 'CASE-S20', kind: 'percent', value: 2000, min_subtotal: 50, product_keys: ['oil'] }],
    promo_codes: ['CASE-S20'],
    // eligible = oil 60 ≥ 50; 20 % of 60 = 12.00 (the rice 60 does not count).
    expect: E({ org_subtotal: 120, subtotal: 120, row_totals: [60, 60], count: 5, coupons: { applied: ['CASE-S20'], invalid: [], discount: 12 } }),
  },
  {
    name: 'coupon: amount capped at the eligible subtotal',
    products: [{ key: 'rice', price: 20 }, { key: 'oil', price: 30 }],
    lines: [{ product: 'rice', qty: 1 }, { product: 'oil', qty: 1 }],
    coupons: [{ code: 'CASE-S25', kind: 'amount', value: 25, product_keys: ['rice'] }],
    promo_codes: ['CASE-S25'],
    // eligible = rice 20; $25 → capped at 20.
    expect: E({ org_subtotal: 50, subtotal: 50, row_totals: [20, 30], count: 2, coupons: { applied: ['CASE-S25'], invalid: [], discount: 20 } }),
  },
  {
    name: 'coupon: shipping type mismatch is refused',
    products: [{ key: 'p', price: 100 }],
    shipping_type: 'delivery',
    lines: [{ product: 'p', qty: 3 }],
    coupons: [{ code: 'CASE-PK15', kind: 'amount', value: 15, min_subtotal: 200, shipping_type: 'pickup' }],
    promo_codes: ['CASE-PK15'],
    // 300 ≥ 200 but the coupon is pickup-only and the cart is delivery → refused.
    expect: E({ org_subtotal: 300, subtotal: 300, row_totals: [300], count: 3, coupons: { applied: [], invalid: ['CASE-PK15'], discount: 0 } }),
  },
  {
    name: 'coupon: user coupon refused on an agent order',
    products: [{ key: 'p', price: 100 }],
    lines: [{ product: 'p', qty: 2 }],
    coupons: [{ code: 'CASE-U10', kind: 'amount', value: 10, user_coupon: true }],
    promo_codes: ['CASE-U10'],
    agent_order: true,
    // user_coupon on an agent order → "Custom coupons are not allowed…".
    expect: E({ org_subtotal: 200, subtotal: 200, row_totals: [200], count: 2, coupons: { applied: [], invalid: ['CASE-U10'], discount: 0 } }),
  },
  {
    name: 'coupon: best combination, one non-stackable plus stackables',
    products: [{ key: 'p', price: 100 }],
    lines: [{ product: 'p', qty: 3 }],
    coupons: [
      { code: 'CASE-N20', kind: 'amount', value: 20 },
      { code: 'CASE-N10P', kind: 'percent', value: 1000 },
      { code: 'CASE-ST5', kind: 'amount', value: 5, stackable: true },
      { code: 'CASE-ST7', kind: 'amount', value: 7, min_subtotal: 250, stackable: true },
    ],
    promo_codes: ['CASE-N20', 'CASE-N10P', 'CASE-ST5', 'CASE-ST7'],
    // 300: N20 = 20, N10P = 10 % = 30 (non-stackable: only one) → N10P; + ST5 5 + ST7 7 (300 ≥ 250) = 42.
    // N20 is valid but not part of the best set.
    expect: E({
      org_subtotal: 300,
      subtotal: 300,
      row_totals: [300],
      count: 3,
      coupons: { applied: ['CASE-N10P', 'CASE-ST5', 'CASE-ST7'], invalid: [], discount: 42 },
    }),
  },
  {
    name: 'coupon: auto match picks the best public coupons, never user-bound ones',
    products: [{ key: 'p', price: 50 }],
    lines: [{ product: 'p', qty: 2 }],
    coupons: [
      { code: 'CASE-AU50', kind: 'amount', value: 50, user_coupon: true },
      { code: 'CASE-AP5', kind: 'amount', value: 5, stackable: true },
      { code: 'CASE-AP10P', kind: 'percent', value: 1000 },
    ],
    promo_codes: [],
    // 100: public only → AP10P 10 (non-stackable) + AP5 5 (stackable) = 15; AU50 needs an account.
    expect: E({
      org_subtotal: 100,
      subtotal: 100,
      row_totals: [100],
      count: 2,
      coupons: { applied: ['CASE-AP10P', 'CASE-AP5'], invalid: [], discount: 15 },
    }),
  },
  {
    name: 'coupon: stacked coupons never exceed the subtotal',
    products: [{ key: 'p', price: 10 }],
    lines: [{ product: 'p', qty: 1 }],
    coupons: [
      { code: 'CASE-X8', kind: 'amount', value: 8, stackable: true },
      { code: 'CASE-Y8', kind: 'amount', value: 8, stackable: true },
    ],
    promo_codes: ['CASE-X8', 'CASE-Y8'],
    // 8 + 8 = 16 > 10 → total capped at 10.
    expect: E({ org_subtotal: 10, subtotal: 10, row_totals: [10], count: 1, coupons: { applied: ['CASE-X8', 'CASE-Y8'], invalid: [], discount: 10 } }),
  },

  // ── Combo sales ──
  {
    name: 'combo: two sets claimed and both in the cart',
    products: [{ key: 'rice', price: 20 }, { key: 'oil', price: 10 }],
    combos: [{ price: 25, items: [{ product: 'rice', qty: 1 }, { product: 'oil', qty: 1 }], times: 2 }],
    lines: [{ product: 'rice', qty: 2 }, { product: 'oil', qty: 2 }],
    // regular 20 + 10 = 30 per set, combo 25 → 5 off per set × 2 = 10; org 40 + 20 = 60 → 50.
    expect: E({ org_subtotal: 60, subtotal: 50, combo_discount: 10, row_totals: [40, 20], count: 4 }),
  },
  {
    name: 'combo: claimed three times, the cart completes one set',
    products: [{ key: 'rice', price: 20 }, { key: 'oil', price: 10 }],
    combos: [{ price: 25, items: [{ product: 'rice', qty: 1 }, { product: 'oil', qty: 1 }], times: 3 }],
    lines: [{ product: 'rice', qty: 1 }, { product: 'oil', qty: 3 }],
    // sets = min(3, 1 rice, 3 oil) = 1 → 5 off; org 20 + 30 = 50 → 45.
    expect: E({ org_subtotal: 50, subtotal: 45, combo_discount: 5, row_totals: [20, 30], count: 4 }),
  },
  {
    name: 'combo: an item taken out of the cart drops the combo',
    products: [{ key: 'rice', price: 20 }, { key: 'oil', price: 10 }],
    combos: [{ price: 25, items: [{ product: 'rice', qty: 1 }, { product: 'oil', qty: 1 }], times: 1 }],
    lines: [{ product: 'oil', qty: 2 }],
    // no rice → no complete set → no saving; 2 × 10 = 20.
    expect: E({ org_subtotal: 20, subtotal: 20, row_totals: [20], count: 2 }),
  },
  {
    name: 'combo: a unit already on special is not discounted twice',
    products: [{ key: 'rice', price: 18, org_price: 20, is_special: 1 }, { key: 'oil', price: 10 }],
    combos: [{ price: 25, items: [{ product: 'rice', qty: 1 }, { product: 'oil', qty: 1 }], times: 1 }],
    lines: [{ product: 'rice', qty: 1 }, { product: 'oil', qty: 1 }],
    // rice is priced by its special offer (20 → 18, products_discount 2), so it cannot complete a set:
    // no combo saving; org 20 + 10 = 30 → 28.
    expect: E({ org_subtotal: 30, subtotal: 28, products_discount: 2, row_totals: [18, 10], count: 2 }),
  },
  {
    name: 'combo: the tiers are compared after the combo saving',
    products: [{ key: 'rice', price: 40 }, { key: 'oil', price: 15 }],
    tiers: T3,
    combos: [{ price: 45, items: [{ product: 'rice', qty: 1 }, { product: 'oil', qty: 1 }], times: 2 }],
    lines: [{ product: 'rice', qty: 2 }, { product: 'oil', qty: 2 }],
    // org 80 + 30 = 110; regular 55 per set, combo 45 → 10 × 2 = 20; 110 − 20 = 90 < 100 → no tier
    // (without the combos 110 would reach it); next 100 / 5; hit = 100 − 90 = 10.
    expect: E({
      org_subtotal: 110,
      subtotal: 90,
      combo_discount: 20,
      row_totals: [80, 30],
      next_full_amount: 100,
      next_sale_amount: 5,
      available_next_hit: 10,
      count: 4,
    }),
  },
];

// ── Wire builders shared by the client and server runners ──

/** Demo category slugs with their pickup flag (DECISIONS.md: meat and frozen cannot be picked up). */
export const CASE_CATEGORY_PICKUP: Record<string, boolean> = {
  produce: true,
  meat: false,
  'dairy-eggs': true,
  seafood: true,
  frozen: false,
  drinks: true,
  rice: true,
};

export const caseProductId = (idBase: number, index: number): number => idBase + index;
/** Combo ids of a case: after its products. */
export const caseComboId = (idBase: number, index: number): number => idBase + 90 + index;
export const caseGroupId = (productId: number, groupIndex: number): number => productId * 10 + groupIndex + 1;
export const caseItemId = (productId: number, groupIndex: number, itemIndex: number): number =>
  productId * 100 + groupIndex * 10 + itemIndex + 1;

/** The case's products as the wire's ProductDetail (ids idBase + index). `categoryIds` maps slugs to ids. */
export function caseWireProducts(c: CartCase, idBase: number, categoryIds: Record<string, number> = {}): ProductDetail[] {
  return c.products.map((p, index) => {
    const id = caseProductId(idBase, index);
    const slug = p.category ?? 'rice';
    const org = p.org_price ?? p.price;
    const special = p.is_special === 1 && p.price < org;
    return {
      product_id: id,
      sku: `CASE-${id}`,
      category: categoryIds[slug] ?? 0,
      position: index,
      product_name: `Case ${p.key}`,
      product_full_name: `Case ${p.key}`,
      propaganda_name: '',
      product_image: '',
      tags: [],
      price: p.price,
      org_price: org,
      unit_price: '',
      unit_flag: 0,
      unit_count: 0,
      unit_value: '',
      discount: Math.max(0, Math.round((org - p.price) * 100)) / 100,
      discount_price: special ? p.price : 0,
      discount_limit_times: p.discount_limit_times ?? 0,
      is_special: p.is_special ?? 0,
      dis_qty: p.dis_qty ?? 0,
      batch_price: (p.batch_price ?? []).map((b) => ({ ...b })),
      stock: p.stock ?? -9999,
      max: p.max ?? 0,
      weight_value: p.weight_value ?? '',
      weight_unit: p.weight_unit ?? '',
      need_weigh: p.need_weigh ?? 0,
      status: 0,
      has_options: (p.options ?? []).length > 0,
      pickup_allowed: CASE_CATEGORY_PICKUP[slug] ?? true,
      product_desc: '',
      product_detail: '',
      specification: '',
      gallery: [],
      options: (p.options ?? []).map((g, gi) => ({
        id: caseGroupId(id, gi),
        label: g.label,
        type: g.type,
        status: 1,
        min: g.min,
        max: g.max,
        items: g.items.map((item, ii) => ({
          id: caseItemId(id, gi, ii),
          name: item.name,
          price: item.price,
          org_price: item.org_price ?? item.price,
          max: 0,
          status: 1 as const,
        })),
      })),
    };
  });
}

/** The case's tiers as shop_full_discount events on the wire (gift = the gift product's id, name, image). */
export function caseWireTiers(c: CartCase, products: readonly ProductDetail[], shopId = 0): DiscountEvent[] {
  return (c.tiers ?? []).map((tier, index) => {
    const giftIndex = tier.gift === undefined ? -1 : c.products.findIndex((p) => p.key === tier.gift);
    const gift = giftIndex >= 0 ? products[giftIndex] : undefined;
    return {
      id: (products[0]?.product_id ?? 0) * 10 + index + 1,
      shop_id: shopId,
      discount_code: `CASE-FULL-${index}`,
      discount_amount: tier.discount_amount,
      discount_type: 0,
      event: '',
      enabled: tier.enabled === false ? 0 : 1,
      start_date: null,
      end_date: null,
      limit_times: 0,
      use_type: 'external' as const,
      shipping_type: 'all',
      is_dailyonce: 0,
      discount_group: 'normal_discount',
      options: {
        full_amount: tier.full_amount,
        gift_product: gift ? { product_id: gift.product_id, product_name: gift.product_name, product_image: gift.product_image } : null,
      },
    };
  });
}

/** A case line's option selection in the cart calculate wire shape ({group_id, items: [{item_id, qty}]}). */
export function caseLineOptions(
  c: CartCase,
  line: CaseLine,
  idBase: number,
): { group_id: number; items: { item_id: number; qty: number }[] }[] {
  const index = c.products.findIndex((p) => p.key === line.product);
  const id = caseProductId(idBase, index);
  return (line.options ?? []).map((sel) => ({
    group_id: caseGroupId(id, sel.group),
    items: sel.items.map((i) => ({ item_id: caseItemId(id, sel.group, i.item), qty: i.qty })),
  }));
}
