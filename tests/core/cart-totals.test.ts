import { describe, expect, it } from 'vitest';
import { cartCount } from '../../core/cart/cart-count';
import { giftLine } from '../../core/cart/gift-row';
import { computeCartTotals } from '../../core/pricing/cart-totals';
import type { DiscountTier } from '../../core/pricing/full-discount';
import { group, item, line } from './fixtures';

const tiers: DiscountTier[] = [
  { enabled: true, fullAmountCents: 5000, discountCents: 500, gift: null },
  { enabled: true, fullAmountCents: 10_000, discountCents: 1000, gift: 'Napkins' },
];
const cheese = line({ productId: 1, name: 'Mozzarella 2.5 kg', qty: 1, priceCents: 6000, orgPriceCents: 6000 });
const oilSpecial = line({ productId: 2, name: 'Canola oil', qty: 5, isSpecial: true, priceCents: 300, orgPriceCents: 500 });

describe('cart totals', () => {
  it('orgSubtotal, productsDiscount, full discount, next tier and subtotal', () => {
    // orgSubtotal = 60.00 + 5 × 5.00 = $85.00; special saves 5 × 2.00 = $10.00.
    // Compared amount 85.00 − 10.00 = $75.00 ≥ $50 → $5 off; next $100 → $10 + Napkins.
    // subtotal = 85.00 − 5.00 − 10.00 = $70.00; availableNextHit = 100.00 − 70.00 − 5.00 = $25.00.
    const t = computeCartTotals({ lines: [cheese, oilSpecial], fullDiscountTiers: tiers });
    expect(t.orgSubtotalCents).toBe(8500);
    expect(t.productsDiscountCents).toBe(1000);
    expect(t.discountCents).toBe(500);
    expect(t.subtotalCents).toBe(7000);
    expect(t.next).toEqual({ saleAmountCents: 1000, fullAmountCents: 10_000, gift: 'Napkins', availableNextHitCents: 2500 });
    expect(t.count).toBe(6);
  });

  it('thresholds compare against the subtotal after product discounts, not the original', () => {
    // Original $110.00 but selling $99.99: compared amount $99.99 < $100 → only the $50 tier.
    const sale = line({ qty: 1, priceCents: 9999, orgPriceCents: 11_000 });
    const t = computeCartTotals({ lines: [sale], fullDiscountTiers: tiers });
    expect(t.discountCents).toBe(500);
    expect(t.gift).toBeNull();
    // 110.00 − 5.00 − 10.01 = $94.99.
    expect(t.subtotalCents).toBe(9499);
    // At exactly $100.00 after the product discount the $100 tier applies.
    const exact = computeCartTotals({ lines: [line({ priceCents: 10_000, orgPriceCents: 11_000 })], fullDiscountTiers: tiers });
    expect(exact.discountCents).toBe(1000);
    expect(exact.gift).toBe('Napkins');
    expect(exact.next).toBeNull();
  });

  it('percentage sale: perDiscount, then the tiers on what is left', () => {
    // goods $75.00 (as above); 10 % → $7.50; compared amount $67.50 → $5 off.
    // subtotal = 85.00 − 5.00 − 10.00 − 7.50 = $62.50; availableNextHit = 100 − 62.50 − 5 = $32.50.
    const t = computeCartTotals({ lines: [cheese, oilSpecial], fullDiscountTiers: tiers, percentOff: 10 });
    expect(t.perDiscountCents).toBe(750);
    expect(t.discountCents).toBe(500);
    expect(t.subtotalCents).toBe(6250);
    expect(t.next?.availableNextHitCents).toBe(3250);
  });

  it('a batch-price item zeroes both the full and the percentage discount', () => {
    // 20 × $9.00 tier = $180.00 (original $200.00, batch discount $20.00) + $60.00 cheese.
    // orgSubtotal $260.00; subtotal = 260.00 − 20.00 = $240.00, although $100 tier would be reached.
    const bulk = line({ productId: 3, qty: 20, batchPrice: [{ start: 10, end: 0, priceCents: 900 }] });
    const t = computeCartTotals({ lines: [bulk, cheese], fullDiscountTiers: tiers, percentOff: 10 });
    expect(t.hasBatchPrice).toBe(true);
    expect(t.orgSubtotalCents).toBe(26_000);
    expect(t.batchDiscountCents).toBe(2000);
    expect(t.discountCents).toBe(0);
    expect(t.perDiscountCents).toBe(0);
    expect(t.gift).toBeNull();
    expect(t.next).toBeNull();
    expect(t.subtotalCents).toBe(24_000);
  });

  it('tiers the qty does not reach do not count as a batch-price item', () => {
    // 5 × $10.00 = $50.00 + $60.00 = $110.00 → $100 tier: $10 off → $100.00.
    const notBulk = line({ productId: 3, qty: 5, batchPrice: [{ start: 10, end: 0, priceCents: 900 }] });
    const t = computeCartTotals({ lines: [notBulk, cheese], fullDiscountTiers: tiers });
    expect(t.hasBatchPrice).toBe(false);
    expect(t.discountCents).toBe(1000);
    expect(t.subtotalCents).toBe(10_000);
  });

  it('subtotal never goes below 0', () => {
    // $15.00 reaches a $10 threshold worth $20 off: 15 − 20 would be −$5 → $0.00.
    const odd: DiscountTier[] = [{ enabled: true, fullAmountCents: 1000, discountCents: 2000, gift: null }];
    const t = computeCartTotals({ lines: [line({ priceCents: 1500, orgPriceCents: 1500 })], fullDiscountTiers: odd });
    expect(t.subtotalCents).toBe(0);
  });

  it('discounted options count in productsDiscount', () => {
    const sauce = group({
      type: 'checkbox',
      items: [item({ name: 'BBQ', priceCents: 50, orgPriceCents: 75, checked: true, qty: 2 })],
    });
    // $10.00 + 2 × $0.50 = $11.00; original $10.00 + 2 × $0.75 = $11.50.
    const t = computeCartTotals({ lines: [line({ options: [sauce] })] });
    expect(t.orgSubtotalCents).toBe(1150);
    expect(t.productsDiscountCents).toBe(50);
    expect(t.subtotalCents).toBe(1100);
  });

  it('shop order_limit_times flows into the totals', () => {
    // 5 special units, limit 3: 3 × $3.00 + 2 × $5.00 = $19.00; + $60.00 = $79.00 → $5 off → $74.00.
    const t = computeCartTotals({ lines: [cheese, oilSpecial], fullDiscountTiers: tiers, orderLimitTimes: 3 });
    expect(t.saleUnits).toBe(3);
    expect(t.saleLimit).toBe(3);
    expect(t.productsDiscountCents).toBe(600);
    expect(t.subtotalCents).toBe(7400);
  });

  it('gift rows are excluded from totals and from the counter', () => {
    const gift = giftLine('Napkins');
    expect(gift.qty).toBe(-1);
    expect(gift.name).toBe('Gift Napkins');
    const t = computeCartTotals({ lines: [cheese, gift, oilSpecial], fullDiscountTiers: tiers });
    expect(t.orgSubtotalCents).toBe(8500);
    expect(t.count).toBe(6);
    expect(cartCount([gift])).toBe(0);
  });

  it('an empty cart is all zeros, with the first tier as the next hint', () => {
    const t = computeCartTotals({ lines: [], fullDiscountTiers: tiers });
    expect(t.subtotalCents).toBe(0);
    expect(t.count).toBe(0);
    expect(t.next?.availableNextHitCents).toBe(5000);
  });
});
