import type { FastifyInstance } from 'fastify';
import type { TFunction } from 'i18next';
import { ADD_TO_CART_MESSAGE_KEYS, checkAddToCart } from '../../../core/cart/add-to-cart-check';
import { OPTION_ISSUE_MESSAGE_KEYS } from '../../../core/cart/option-rules';
import { SPECIAL_OFFER_MESSAGE_KEYS } from '../../../core/cart/special-offer-check';
import { formatCents } from '../../../core/format/currency';
import { fromCents, toCents } from '../../../core/money';
import { computeCartTotals, type CartTotals } from '../../../core/pricing/cart-totals';
import type { ComboDeal } from '../../../core/pricing/combo-discount';
import { discountTiersFromEvents, type DiscountTier } from '../../../core/pricing/full-discount';
import { specialUnitsAlone } from '../../../core/pricing/row-total';
import { smallOrderFeeHint, smallOrderFeeRulesFromWire, type SmallOrderFeeRule } from '../../../core/pricing/small-order-fee';
import type { CartLine } from '../../../core/pricing/types';
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
import type { ShopDetail } from '../../../core/schemas/shop';
import { requireShop } from '../catalogue-lookup';
import type { CatalogueSnapshot } from '../catalogue-snapshot';
import { productName } from '../catalogue-views';
import { shopDetailView } from '../shop-views';
import { type ChosenOptions, pricingIndex, type WireProduct } from './pricing-index';

type GiftWire = NonNullable<NonNullable<ShopDetail['discount_events']['shop_full_discount'][number]['options']['gift_product']>>;

/** What pricing needs of a shop, derived from the same wire shop detail the client reads. */
interface ShopPricing {
  tiers: DiscountTier[];
  /** Gift name (what core's tiers carry) → the gift product on the wire. */
  gifts: Map<string, GiftWire>;
  orderLimitTimes: number;
  feeRules: SmallOrderFeeRule[];
}
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
}

/** One kept line with its product: what coupons and the promo endpoint read. */
export interface PricedCartLine {
  productId: number;
  rowTotalCents: number;
}

export interface PricedCart<Line = CartCalculateLine> {
  result: Omit<CartCalculateResult, 'menu'> & { menu: Line[] };
  totals: CartTotals;
  lines: PricedCartLine[];
}

const TIME_BUCKET_MS = 60_000;

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

function shopPricing(app: FastifyInstance, snapshot: CatalogueSnapshot, shopId: number, locale: Locale): ShopPricing {
  const bucket = Math.floor(Date.now() / TIME_BUCKET_MS);
  return app.catalogue.memo(snapshot, `cart-shop:${shopId}:${locale}:${bucket}`, () => {
    const detail = shopDetailView(requireShop(snapshot, shopId), snapshot, locale);
    const gifts = new Map<string, GiftWire>();
    const events = detail.discount_events.shop_full_discount;
    // core's tiers carry the gift as a name; the wire gives {product_id, product_name, product_image}.
    const tiers = discountTiersFromEvents(
      events.map((e) => {
        const gift = e.options.gift_product ?? null;
        if (gift) gifts.set(gift.product_name, gift);
        return { enabled: e.enabled, discount_amount: e.discount_amount, options: { full_amount: e.options.full_amount ?? 0, gift_product: gift?.product_name ?? null } };
      }),
    );
    return { tiers, gifts, orderLimitTimes: detail.order_limit_times, feeRules: smallOrderFeeRulesFromWire(detail.service_fee) };
  });
}
/** The shop's combos on sale with their items at current prices (memoized per snapshot). */
function comboDeals(app: FastifyInstance, snapshot: CatalogueSnapshot, shopId: number): ComboDeal[] {
  return app.catalogue.memo(snapshot, `cart-combos:${shopId}`, () =>
    (snapshot.combos.get(shopId) ?? [])
      .filter((row) => row.status === 1)
      .map((row) => ({
        comboId: row.id,
        priceCents: row.comboPriceCents,
        items: row.items.map((item) => ({ productId: item.product_id, qty: item.qty, unitPriceCents: snapshot.products.get(item.product_id)?.priceCents ?? 0 })),
      })),
  );
}
const sameCents = (dollars: number | undefined, cents: number): boolean => dollars === undefined || toCents(dollars) === cents;

/**
 * Prices a cart on the server (spec §7 cart calculate): every line is rebuilt from the snapshot the
 * way the client builds it (`productDetail` → `cartLineFromWire`), priced with `computeCartTotals`,
 * and checked against stock, max, listing, shop, options, pickup and special limits. Lines whose
 * product is delisted or not sold in the shop are dropped with a message; the others are kept.
 */
export async function priceCart(app: FastifyInstance, input: PriceCartInput & { fullLines: true }): Promise<PricedCart<CartLineView>>;
export async function priceCart(app: FastifyInstance, input: PriceCartInput): Promise<PricedCart>;
export async function priceCart(app: FastifyInstance, input: PriceCartInput): Promise<PricedCart<CartCalculateLine | CartLineView>> {
  const { shopId, locale } = input;
  const t = (key: string, params?: Record<string, string | number>) => translate(input.t, locale, key, params);
  const snapshot = await app.catalogue.current();
  requireShop(snapshot, shopId);
  const shop = shopPricing(app, snapshot, shopId, locale);
  const index = pricingIndex(app, snapshot, shopId, locale);
  const shopStock = snapshot.stock.get(shopId);
  const messages: CartMessage[] = [];
  const say = (productId: number, code: CartMessage['code'], message: string) => messages.push({ product_id: productId, code, message });

  const kept: { input: CartLineInput; wire: WireProduct; chosen: ChosenOptions; line: CartLine }[] = [];
  const qtyByProduct = new Map<number, number>();
  for (const item of input.lines) {
    const record = snapshot.products.get(item.product_id);
    const stock = shopStock?.get(item.product_id);
    if (!record || stock === undefined) {
      say(item.product_id, 'not_in_shop', record ? t('cart.notInShop', { name: productName(record, locale) }) : t('errors.product_not_found'));
      continue;
    }
    if (record.status !== 0) {
      say(item.product_id, 'delisted', t('cart.delisted', { name: productName(record, locale) }));
      continue;
    }
    const wire = index.product(item.product_id, stock);
    const chosen = index.options(wire, item.options);
    const { plainLine, issue } = chosen;
    const line = Object.assign({}, plainLine, { qty: item.qty, note: item.note });
    kept.push({ input: item, wire, chosen, line });
    qtyByProduct.set(item.product_id, (qtyByProduct.get(item.product_id) ?? 0) + item.qty);

    if (issue) {
      const detail = t(OPTION_ISSUE_MESSAGE_KEYS[issue.reason], issue.params);
      say(item.product_id, 'options_invalid', t('cart.optionsInvalid', { name: wire.detail.product_name, detail }));
    }
    if (input.shippingType === 'pickup' && !wire.detail.pickup_allowed) {
      say(item.product_id, 'not_pickable', t('cart.notPickable', { name: wire.detail.product_name }));
    }
  }

  // Stock and max are per product, over all its lines (a product with options has one line per unit).
  const checked = new Set<number>();
  for (const { wire } of kept) {
    const id = wire.detail.product_id;
    if (checked.has(id)) continue;
    checked.add(id);
    const check = checkAddToCart({ name: wire.detail.product_name, qty: qtyByProduct.get(id) ?? 0, inCart: 0, stock: wire.detail.stock, max: wire.detail.max });
    if (check.ok || check.reason === 'no_quantity') continue;
    const params = { ...check.params, inCart: qtyByProduct.get(id) ?? 0 };
    const text = ADD_TO_CART_MESSAGE_KEYS[check.reason].map((key) => t(key, params)).join(' ');
    const message = check.reason === 'out_of_stock' ? text : `${wire.detail.product_name}: ${text}`;
    say(id, check.reason, message);
  }

  const claims = input.combos ?? [];
  const totals = computeCartTotals({
    lines: kept.map((k) => k.line),
    fullDiscountTiers: shop.tiers,
    orderLimitTimes: shop.orderLimitTimes,
    combos: claims.length === 0 ? undefined : { deals: comboDeals(app, snapshot, shopId), claims: claims.map((c) => ({ comboId: c.combo_id, times: c.times })) },
  });

  const menu: (CartCalculateLine | CartLineView)[] = [];
  const overSpecial = new Set<number>();
  totals.lines.forEach(({ total, line }, index) => {
    const k = kept[index];
    if (!k) return;
    const { wire, input: item, chosen: selection } = k;
    const { options, key } = selection;
    if (!sameCents(item.row_total, total.rowTotalCents) || !sameCents(item.price, toCents(wire.detail.price))) {
      say(line.productId, 'price_changed', t('cart.priceChanged', { name: wire.detail.product_name, price: formatCents(toCents(wire.detail.price), locale) }));
    }
    if (total.pricing === 'special' && total.disQty < specialUnitsAlone(line) && !overSpecial.has(line.productId)) {
      overSpecial.add(line.productId);
      say(line.productId, 'over_special_limit', t(SPECIAL_OFFER_MESSAGE_KEYS.over_shop_special_limit[0] ?? '', { limit: totals.saleLimit }));
    } else if (line.isSpecial && line.discountLimitTimes > 0 && (qtyByProduct.get(line.productId) ?? 0) > line.discountLimitTimes && !overSpecial.has(line.productId)) {
      overSpecial.add(line.productId);
      const params = { limit: line.discountLimitTimes, inCart: qtyByProduct.get(line.productId) ?? 0 };
      say(line.productId, 'over_special_limit', SPECIAL_OFFER_MESSAGE_KEYS.over_special_limit.map((key) => t(key, params)).join(' '));
    }
    // Calculate answers the chosen items only (the client holds the product's groups); merge answers
    // the chosen groups whole, since the client rebuilds its lines from them.
    const chosen = options.length === 0 ? options : input.fullLines ? options.filter((g) => g.items.some((i) => i.checked === 1)) : selection.answerOptions;
    const figures: CartCalculateLine = {
      line_key: key,
      product_id: line.productId,
      qty: line.qty,
      note: line.note,
      price: wire.detail.price,
      org_price: wire.detail.org_price,
      options: chosen,
      row_total: fromCents(total.rowTotalCents),
      org_row_total: fromCents(total.orgRowTotalCents),
      is_gift: false,
    };
    // Object.assign, not spread: spreading these 35-field objects costs ~30 µs each in V8.
    menu.push(input.fullLines ? (Object.assign({}, wire.summary, figures) as CartLineView) : figures);
  });

  const gift = totals.gift === null ? null : (shop.gifts.get(totals.gift) ?? null);
  if (gift) {
    const record = snapshot.products.get(gift.product_id);
    const base = record ? index.product(gift.product_id, shopStock?.get(gift.product_id) ?? 0).summary : undefined;
    if (base) {
      const figures: CartCalculateLine = {
        line_key: `gift:${gift.product_id}`,
        product_id: gift.product_id,
        qty: -1,
        note: '',
        price: 0,
        org_price: base.org_price,
        options: [],
        row_total: 0,
        org_row_total: 0,
        is_gift: true,
      };
      menu.push(input.fullLines ? { ...base, ...figures, price: base.price, product_name: `Gift ${gift.product_name}` } : figures);
    }
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
  const hint = smallOrderFeeHint({ rules: shop.feeRules, subtotalCents: totals.subtotalCents });
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
    lines: totals.lines.map(({ line, total }) => ({ productId: line.productId, rowTotalCents: total.rowTotalCents })),
  };
}
