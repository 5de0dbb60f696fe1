import type { FastifyInstance } from 'fastify';
import type { TFunction } from 'i18next';
import { ADD_TO_CART_MESSAGE_KEYS } from '../../../core/cart/add-to-cart-check';
import { OPTION_ISSUE_MESSAGE_KEYS } from '../../../core/cart/option-rules';
import { QUANTITY_ISSUE_MESSAGE_KEYS, quantityIssueParams } from '../../../core/cart/quantity-rule';
import { SPECIAL_OFFER_MESSAGE_KEYS } from '../../../core/cart/special-offer-check';
import { lineWithQty } from '../../../core/cart-line/cart-line';
import { priceCartLines, type CartPricingRow, type CheckedLine, type LineRefusal } from '../../../core/cart-line/cart-pricing';
import { productPickupAllowed } from '../../../core/checkout/pickup-allowed';
import { lineTaxRateBps } from '../../../core/checkout/tax-class';
import { DEFAULT_TAX_CLASS } from '../../../core/schemas/back-office-products';
import { formatCents } from '../../../core/format/currency';
import { fromCents, toCents } from '../../../core/money';
import type { CartTotals } from '../../../core/pricing/cart-totals';
import type { ComboDeal } from '../../../core/pricing/combo-discount';
import { specialUnitsAlone } from '../../../core/pricing/row-total';
import { smallOrderFeeHint } from '../../../core/pricing/small-order-fee';
import { specialUnitCap } from '../../../core/pricing/special-units';
import type {
  CartCalculateLine,
  CartCalculateResult,
  CartLineInput,
  CartLineView,
  CartMessage,
  CartTotalsView,
  ComboClaimInput,
} from '../../../core/schemas/cart';
import type { Locale, ShippingType } from '../../../core/schemas/common';
import type { CartShopRules } from '../../../core/pricing/shop-rules';
import { requireShop } from '../catalogue-lookup';
import { comboMinute, comboOnSale, type CatalogueSnapshot } from '../catalogue-snapshot';
import { productName } from '../catalogue-views';
import { type IndexedLine, type IndexedProduct, pricingIndex } from './pricing-index';
import { shopRules } from './shop-rules';
import { groupPricingFor } from '../price-lists/group-price-snapshot';

export interface PriceCartInput {
  shopId: number;
  shippingType: ShippingType;
  lines: readonly CartLineInput[];
  locale: Locale;
  t: TFunction;
  /** Answer full lines (product summary + figures), as cart merge does; else the lean calculate lines. */
  fullLines?: boolean;
  /** Combos added to the cart (product_combo_items). */
  combos?: readonly ComboClaimInput[];
  /** The signed-in buyer (an agent's session: the customer it orders for): their group's prices apply. Absent: a guest. */
  customerId?: number | null;
}

/** One counted line with its product: what coupons and the promo endpoint read. */
export interface PricedCartLine {
  productId: number;
  rowTotalCents: number;
  /** The line's HST rate through core's rule (the product's tax class, the shop's rate). */
  taxRateBps: number;
}

/** A line the server could price (its product is listed in the shop), counted or refused. */
export interface PricedCartRow extends CartPricingRow {
  /** The line as the caller sent it (its selection is what an order line stores). */
  entry: CartLineInput;
  indexed: IndexedProduct;
  chosen: IndexedLine;
}

export interface PricedCart<Line = CartCalculateLine> {
  result: Omit<CartCalculateResult, 'menu'> & { menu: Line[] };
  /** The cart's figures over the counted lines. */
  totals: CartTotals;
  /** Every line the server could price, in cart order: refused ones carry their refusal. */
  rows: PricedCartRow[];
  /** The counted lines. */
  lines: PricedCartLine[];
  rules: CartShopRules;
}

/** i18next interpolation costs ~50 µs a call: the few distinct message texts are kept per locale. */
const MESSAGE_CACHE_MAX = 20_000;
const messageCache = new Map<string, string>();
function translate(t: TFunction, locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const cacheKey = `${locale}|${key}|${JSON.stringify(params)}`;
  const hit = messageCache.get(cacheKey);
  if (hit !== undefined) return hit;
  if (messageCache.size >= MESSAGE_CACHE_MAX) messageCache.clear();
  const text = t(key, params);
  messageCache.set(cacheKey, text);
  return text;
}

/** The shop's combos on sale with their items at current prices (memoized per snapshot). */
function comboDeals(app: FastifyInstance, snapshot: CatalogueSnapshot, shopId: number, now: Date): ComboDeal[] {
  return app.catalogue.memo(snapshot, `cart-combos:${shopId}:${comboMinute(now)}`, () =>
    (snapshot.combos.get(shopId) ?? [])
      .filter((row) => comboOnSale(row, now))
      .map((row) => ({
        comboId: row.id,
        priceCents: row.comboPriceCents,
        items: row.items.map((item) => ({ productId: item.product_id, qty: item.qty, unitPriceCents: snapshot.products.get(item.product_id)?.priceCents ?? 0 })),
      })),
  );
}
const sameCents = (dollars: number | undefined, cents: number): boolean => dollars === undefined || toCents(dollars) === cents;

type Translate = (key: string, params?: Record<string, string | number>) => string;

/** The message of a refused line (spec §5 Add to cart and Options), in the caller's language. */
function refusalMessage(refusal: LineRefusal, name: string, t: Translate): { code: CartMessage['code']; message: string } {
  if (refusal.reason === 'options') {
    const detail = t(OPTION_ISSUE_MESSAGE_KEYS[refusal.issue.reason], refusal.issue.params);
    return { code: 'options_invalid', message: t('cart.optionsInvalid', { name, detail }) };
  }
  if (refusal.reason === 'quantity') {
    return { code: 'quantity_rule', message: t(QUANTITY_ISSUE_MESSAGE_KEYS[refusal.issue.code], quantityIssueParams(refusal.issue, name)) };
  }
  const params = { ...refusal.params };
  const text = ADD_TO_CART_MESSAGE_KEYS[refusal.reason].map((key) => t(key, params)).join(' ');
  return { code: refusal.reason, message: refusal.reason === 'out_of_stock' ? text : `${name}: ${text}` };
}

/**
 * Prices a cart on the server (spec §7 cart calculate): every line is built by core's cart line from
 * the snapshot's own cents (`pricingIndex`), and priced with `priceCartLines`, the rule the renderer
 * uses too. Lines whose product is delisted or not sold in the shop are dropped with a message; lines
 * the cart refuses (stock, max, options) come back with their message but are not counted.
 */
export async function priceCart(app: FastifyInstance, input: PriceCartInput & { fullLines: true }): Promise<PricedCart<CartLineView>>;
export async function priceCart(app: FastifyInstance, input: PriceCartInput): Promise<PricedCart>;
export async function priceCart(app: FastifyInstance, input: PriceCartInput): Promise<PricedCart<CartCalculateLine | CartLineView>> {
  const { shopId, locale } = input;
  const t: Translate = (key, params) => translate(input.t, locale, key, params);
  const snapshot = await app.catalogue.current();
  const shop = requireShop(snapshot, shopId);
  const rules = shopRules(app, snapshot, shopId, locale, app.clock());
  const index = pricingIndex(app, snapshot, shopId, locale, groupPricingFor(snapshot.groupPricing, input.customerId).groupId);
  const shopStock = snapshot.stock.get(shopId);
  const shopTaxRateBps = shop.taxRateBp;
  const taxRateOf = (productId: number): number => lineTaxRateBps(snapshot.products.get(productId)?.taxClass ?? DEFAULT_TAX_CLASS, shopTaxRateBps);
  const messages: CartMessage[] = [];
  const say = (productId: number, code: CartMessage['code'], message: string) => messages.push({ product_id: productId, code, message });

  const kept: { entry: CartLineInput; indexed: IndexedProduct; chosen: IndexedLine }[] = [];
  const checked: CheckedLine[] = [];
  for (const entry of input.lines) {
    const record = snapshot.products.get(entry.product_id);
    const stock = shopStock?.get(entry.product_id);
    if (!record || stock === undefined) {
      say(entry.product_id, 'not_in_shop', record ? t('cart.notInShop', { name: productName(record, locale) }) : t('errors.product_not_found'));
      continue;
    }
    if (record.status !== 0) {
      say(entry.product_id, 'delisted', t('cart.delisted', { name: productName(record, locale) }));
      continue;
    }
    const indexed = index.product(entry.product_id, stock);
    const chosen = index.line(indexed, entry.options);
    kept.push({ entry, indexed, chosen });
    checked.push({ line: lineWithQty(chosen.built.line, entry.qty, entry.note), issue: chosen.built.issue });
  }

  const claims = input.combos ?? [];
  const pricing = priceCartLines({
    lines: checked,
    fullDiscountTiers: rules.tiers,
    orderLimitTimes: rules.orderLimitTimes,
    combos: claims.length === 0 ? undefined : { deals: comboDeals(app, snapshot, shopId, app.clock()), claims: claims.map((c) => ({ comboId: c.combo_id, times: c.times })) },
  });
  const { totals } = pricing;
  const rows: PricedCartRow[] = pricing.rows.map(({ line, total, refusal }, i) => {
    const { entry, indexed, chosen } = kept[i]!;
    return { line, total, refusal, entry, indexed, chosen };
  });

  // Messages, in cart order: options per line, stock and max once per product, pickup per line.
  const stockSaid = new Set<number>();
  const qtyByProduct = new Map<number, number>();
  for (const { line } of rows) qtyByProduct.set(line.productId, (qtyByProduct.get(line.productId) ?? 0) + line.qty);
  for (const { line, refusal, indexed } of rows) {
    if (refusal !== null && (refusal.reason === 'options' || !stockSaid.has(line.productId))) {
      if (refusal.reason !== 'options') stockSaid.add(line.productId);
      const { code, message } = refusalMessage(refusal, indexed.product.name, t);
      say(line.productId, code, message);
    }
    if (input.shippingType === 'pickup' && !productPickupAllowed(snapshot.categoriesById.get(indexed.record.categoryId), indexed.record)) {
      say(line.productId, 'not_pickable', t('cart.notPickable', { name: indexed.product.name }));
    }
  }

  const menu: (CartCalculateLine | CartLineView)[] = [];
  const overSpecial = new Set<number>();
  for (const { line, total, refusal, entry, indexed, chosen } of rows) {
    const product = indexed.product;
    if (!sameCents(entry.row_total, total.rowTotalCents) || !sameCents(entry.price, product.priceCents)) {
      say(line.productId, 'price_changed', t('cart.priceChanged', { name: product.name, price: formatCents(product.priceCents, locale) }));
    }
    const cap = specialUnitCap(line);
    const inCart = qtyByProduct.get(line.productId) ?? 0;
    if (refusal === null && !overSpecial.has(line.productId)) {
      if (total.pricing === 'special' && total.disQty < specialUnitsAlone(line)) {
        overSpecial.add(line.productId);
        say(line.productId, 'over_special_limit', t(SPECIAL_OFFER_MESSAGE_KEYS.over_shop_special_limit[0] ?? '', { limit: totals.saleLimit }));
      } else if (line.isSpecial && cap > 0 && inCart > cap) {
        overSpecial.add(line.productId);
        say(line.productId, 'over_special_limit', SPECIAL_OFFER_MESSAGE_KEYS.over_special_limit.map((key) => t(key, { limit: cap, inCart })).join(' '));
      }
    }
    const figures: CartCalculateLine = {
      line_key: chosen.built.key,
      product_id: line.productId,
      product_name: product.name,
      qty: line.qty,
      note: line.note,
      price: fromCents(product.priceCents),
      org_price: fromCents(product.orgPriceCents),
      // Calculate answers the chosen items only (the client holds the product's groups); merge answers
      // every group with the choices checked, since the client rebuilds its rows from them.
      options: input.fullLines ? chosen.fullOptions : chosen.answerOptions,
      row_total: fromCents(total.rowTotalCents),
      org_row_total: fromCents(total.orgRowTotalCents),
      is_gift: false,
    };
    // Object.assign, not spread: spreading these 35-field objects costs ~30 µs each in V8.
    menu.push(input.fullLines ? (Object.assign({}, indexed.summary(), figures) as CartLineView) : figures);
  }

  const giftProduct = totals.gift === null ? undefined : rules.gifts[totals.gift];
  const giftStock = giftProduct ? shopStock?.get(giftProduct.productId) : undefined;
  const giftIndexed = giftProduct && snapshot.products.has(giftProduct.productId) ? index.product(giftProduct.productId, giftStock ?? 0) : undefined;
  const gift = giftProduct && giftIndexed && totals.gift !== null ? { product_id: giftProduct.productId, product_name: totals.gift, product_image: giftProduct.image } : null;
  if (gift && giftIndexed) {
    const figures: CartCalculateLine = {
      line_key: `gift:${gift.product_id}`,
      product_id: gift.product_id,
      product_name: `Gift ${gift.product_name}`,
      qty: -1,
      note: '',
      price: 0,
      org_price: fromCents(giftIndexed.record.orgPriceCents),
      options: [],
      row_total: 0,
      org_row_total: 0,
      is_gift: true,
    };
    const base = giftIndexed.summary();
    menu.push(input.fullLines ? { ...base, ...figures, price: base.price } : figures);
  }

  const view: CartTotalsView = {
    org_subtotal: fromCents(totals.orgSubtotalCents),
    subtotal: fromCents(totals.subtotalCents),
    discount: fromCents(totals.discountCents),
    products_discount: fromCents(totals.productsDiscountCents),
    batch_discount: fromCents(totals.batchDiscountCents),
    combo_discount: fromCents(totals.comboDiscountCents),
    per_discount: fromCents(totals.perDiscountCents),
    gift,
    next_sale_amount: totals.next ? fromCents(totals.next.saleAmountCents) : null,
    next_full_amount: totals.next ? fromCents(totals.next.fullAmountCents) : null,
    next_gift: totals.next?.gift ?? null,
    available_next_hit: totals.next ? fromCents(totals.next.availableNextHitCents) : null,
    over_limit_product_ids: totals.overLimitProductIds,
    sale_units: totals.saleUnits,
    sale_limit: totals.saleLimit,
    count: totals.count,
    has_batch_price: totals.hasBatchPrice,
  };
  // The hint reads the counted subtotal only.
  const hint = smallOrderFeeHint({ rules: rules.feeRules, subtotalCents: totals.subtotalCents });
  const result: PricedCart<CartCalculateLine | CartLineView>['result'] = {
    cart_id: 0,
    menu,
    totals: view,
    small_order_fee:
      hint.kind === 'fee'
        ? { kind: 'fee', remaining: fromCents(hint.remainingCents), fee: fromCents(hint.feeCents), end: fromCents(hint.endCents) }
        : { kind: hint.kind, remaining: null, fee: null, end: null },
    messages,
  };
  return {
    result,
    totals,
    rows,
    rules,
    lines: totals.lines.map(({ line, total }) => ({ productId: line.productId, rowTotalCents: total.rowTotalCents, taxRateBps: taxRateOf(line.productId) })),
  };
}
