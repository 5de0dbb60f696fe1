import { describe, expect, it } from 'vitest';
import { fromCents } from '../../../../core/money';
import type { ShopDetail } from '../../../../core/schemas/shop';
import { cartCases, caseComboId, caseWireProducts, caseWireTiers, type CartCase } from '../../../../tests/cases/cart-cases';
import { toCents } from '../../../../core/money';
import { shopRulesFromWire } from '../../../../core/pricing/shop-rules';
import { cartFigures } from '../utils/cart-figures';
import { createCartStore, type WireOptionGroup } from './cart-store';

const ID_BASE = 500_000;
const SHOP_ID = 17243;

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

/** Runs one case of the shared table through the store and core figures, as the drawer shows them. */
function runCase(c: CartCase) {
  const products = caseWireProducts(c, ID_BASE);
  const shop = {
    min_amount: 0,
    open: 1,
    order_limit_times: c.order_limit_times ?? 0,
    service_fee: { enabled: false, type: 'small_order_fee', rules: [] },
    discount_events: { shop_full_discount: caseWireTiers(c, products, SHOP_ID), shop_product_sale: [] },
  } as unknown as ShopDetail;
  const rules = shopRulesFromWire(shop);
  const store = createCartStore({ storage: memoryStorage() });
  const shippingType = c.shipping_type ?? 'delivery';

  for (const line of c.lines) {
    const index = c.products.findIndex((p) => p.key === line.product);
    const product = products[index]!;
    const options: WireOptionGroup[] = product.options.map((group, gi) => {
      const chosen = line.options?.find((sel) => sel.group === gi);
      return {
        ...group,
        items: group.items.map((item, ii) => {
          const pick = chosen?.items.find((i) => i.item === ii);
          return { ...item, checked: pick ? 1 : 0, qty: pick ? pick.qty : 0 };
        }),
      };
    });
    const result = store.getState().add({
      product,
      qty: line.qty,
      shopId: SHOP_ID,
      shippingType,
      options,
      orderLimitTimes: rules.orderLimitTimes,
    });
    expect(result.ok, `${c.name}: add ${line.product} × ${line.qty} → ${JSON.stringify(result)}`).toBe(true);
  }

  for (const [index, combo] of (c.combos ?? []).entries()) {
    store.getState().addCombo(caseComboId(ID_BASE, index), combo.times, {
      price_cents: toCents(combo.price),
      items: combo.items.map((item) => {
        const product = products[c.products.findIndex((p) => p.key === item.product)]!;
        return { product_id: product.product_id, qty: item.qty, unit_price_cents: toCents(product.price) };
      }),
    });
  }
  const figures = cartFigures(store.getState().items, rules, store.getState().comboItems);
  const keyOf = (productId: number) => c.products[productId - ID_BASE]?.key;
  const { totals } = figures;
  return {
    org_subtotal: fromCents(totals.orgSubtotalCents),
    subtotal: fromCents(totals.subtotalCents),
    discount: fromCents(totals.discountCents),
    products_discount: fromCents(totals.productsDiscountCents),
    batch_discount: fromCents(totals.batchDiscountCents),
    combo_discount: fromCents(totals.comboDiscountCents),
    row_totals: totals.lines.map(({ total }) => fromCents(total.rowTotalCents)),
    gift: totals.gift === null ? null : (c.products.find((p) => `Case ${p.key}` === totals.gift)?.key ?? totals.gift),
    next_full_amount: totals.next ? fromCents(totals.next.fullAmountCents) : null,
    next_sale_amount: totals.next ? fromCents(totals.next.saleAmountCents) : null,
    available_next_hit: totals.next ? fromCents(totals.next.availableNextHitCents) : null,
    over_limit: totals.overLimitProductIds.map(keyOf),
    count: totals.count,
    lines: store.getState().items.length,
  };
}

describe('shared cart cases through the client store (tests/cases/cart-cases.ts)', () => {
  it.each(cartCases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const got = runCase(c);
    const { coupons: _coupons, ...expected } = c.expect;
    const { lines, ...figures } = got;
    // One stored row per case line (no case repeats a product or adds an option line twice).
    expect(lines).toBe(c.lines.length);
    expect(figures).toEqual(expected);
  });
});
