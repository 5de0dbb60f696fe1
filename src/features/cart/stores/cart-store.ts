import { quantityRuleFromWire, stepDown, stepUp } from '../../../../core/cart/quantity-rule';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { checkAddToCart, type AddToCartFailure, type AddToCartParams } from '../../../../core/cart/add-to-cart-check';
import { validateOptions, type OptionIssue } from '../../../../core/cart/option-rules';
import {
  checkSpecialOfferAdd,
  type SpecialOfferFailure,
  type SpecialOfferParams,
} from '../../../../core/cart/special-offer-check';
import { buildCartLine, type BuiltCartLine } from '../../../../core/cart-line/cart-line';
import type { CheckedLine } from '../../../../core/cart-line/cart-pricing';
import { lineProductFromWire } from '../../../../core/cart-line/line-product';
import type { LineNames } from '../../../../core/cart-line/line-text';
import { mergeCartLinesFrom } from '../../../../core/cart-line/merge-lines';
import { chosenGroups, lineKey, selectionFromGroups } from '../../../../core/cart-line/selection';
import { allocateSpecialUnits } from '../../../../core/pricing/special-offers';
import { specialUnitCap } from '../../../../core/pricing/special-units';
import type { CartLine } from '../../../../core/pricing/types';
import type { CartLineView } from '../../../../core/schemas/cart';
import type { ProductDetail, ProductSummary } from '../../../../core/schemas/catalogue';
import type { ShippingType } from '../../../../core/schemas/common';

/** Spec §3 Stored client state: the cart key. */
export const CART_STORAGE_KEY = 'SUPPLY_SHOPPING_CART';

export type WireOptionGroup = ProductDetail['options'][number];
/** A product as the cart keeps it: the wire summary, with its option groups when they are known. */
export type WireProduct = ProductSummary & { options?: WireOptionGroup[] };

/**
 * One cart row as stored: the wire product it was added from, and the customer's choices. Every
 * figure, the row's identity and its option text come from core's cart line (`builtLineOf`).
 */
export interface CartItem {
  /** Local row id: rows of a product with options are one unit each, so product_id is not unique. */
  key: string;
  product: WireProduct;
  qty: number;
  note: string;
  /** The chosen option groups (only groups with a checked item), wire form. */
  options: WireOptionGroup[];
}

/** A discount code the customer applied; it only stays while its product is in the cart (spec §3, §4). */
export interface DiscountCode {
  code: string;
  product_id: number;
}

/** A combo added to the cart (spec §3 product_combo_items): cleared with the cart's last item. */
export interface ComboEntry {
  combo_id: number;
  times: number;
  /** The combo's price and items at the prices shown when added: the drawer's instant combo saving. */
  deal?: ComboDealWire;
}

/** Cents, as core prices them; the server prices combos from its own catalogue. */
export interface ComboDealWire {
  price_cents: number;
  items: { product_id: number; qty: number; unit_price_cents: number }[];
}

export type AddResult =
  | { ok: true; warning?: { reason: SpecialOfferFailure; params: SpecialOfferParams } }
  /** No quantity: the add is ignored (spec §4 Cart). */
  | { ok: false; reason: 'ignored' }
  /** The cart holds another shop's items: ask "Create new order?" and call startNewOrder. */
  | { ok: false; reason: 'other_shop' }
  | { ok: false; reason: Exclude<AddToCartFailure, 'no_quantity'>; params: AddToCartParams }
  | { ok: false; reason: 'options'; issues: OptionIssue[] };

export type ReduceResult = 'reduced' | 'confirm_remove' | 'missing';

export interface AddRequest {
  product: WireProduct;
  qty: number;
  /** The shop the customer is browsing (the shop scope). */
  shopId: number;
  shippingType: ShippingType;
  note?: string;
  /** The customer's option selection (wire groups with checked items); defaults to none. */
  options?: readonly WireOptionGroup[];
  /** The shop's order_limit_times, for the special-offer warning (≤ 0 = none). */
  orderLimitTimes?: number;
}

export interface CartState {
  shopId: number;
  shippingType: ShippingType;
  /** A new local id per order ('set up'). */
  cartId: number;
  /** The server's cart_id (syncCartId), 0 until the server answered and after a clear. */
  syncCartId: number;
  items: CartItem[];
  discountCodes: DiscountCode[];
  comboItems: ComboEntry[];
  /** Set by 'Proceed to checkout' in the small-order-fee dialog (spec §4 Checkout step 2). */
  isCollectSmallOrderFee: boolean;

  add: (request: AddRequest) => AddResult;
  /** Minus on a row (spec §4 Reducing). At qty 1 returns 'confirm_remove' and changes nothing. */
  reduce: (key: string) => ReduceResult;
  /** Removes one row (after the confirmation, or the Remove button of a row with options). */
  removeLine: (key: string) => void;
  /** Removes every row of a product (a product without options, spec §4 Removing). */
  remove: (productId: number) => void;
  /** Resets the rows, codes, combos and the server cart id. */
  clear: () => void;
  /** Clear and a new cartId for this shop and shipping type. */
  setUp: (shopId: number, shippingType: ShippingType) => void;
  /** Called when the position (shop or shipping type) is known or changes: sets the cart up again if it differs. */
  ensureScope: (shopId: number, shippingType: ShippingType) => void;
  /** "Create new order?" confirmed: the other shop's cart is dropped. */
  startNewOrder: (shopId: number, shippingType: ShippingType) => void;
  addCombo: (comboId: number, times: number, deal?: ComboDealWire) => void;
  setDiscountCodes: (codes: DiscountCode[]) => void;
  setSyncCartId: (cartId: number) => void;
  setCollectSmallOrderFee: (value: boolean) => void;
  /**
   * The cart the server holds for a signed-in customer (the cart/merge answer at login) replaces the
   * rows: gift lines are skipped, a product without options becomes one row, a line with options one
   * row of qty 1 per unit (the add-to-cart invariants). Shop, shipping type and cartId stay.
   */
  replaceFromServer: (lines: readonly CartLineView[]) => void;
  /**
   * Names from the last cart calculate answer (in the current language): rows showing a product,
   * group or item under another name take the answer's. Nothing changes when the names already match.
   */
  relabel: (names: LineNames) => void;
}

export interface CartStoreDeps {
  storage: StateStorage;
  /** Writes the 'ids' cookie (spec §3 Cookies) whenever the product ids change. */
  writeIds?: (ids: number[]) => void;
  newCartId?: () => number;
  newKey?: () => string;
}

/** A stored row as core's cart line: its identity, its option groups, its pricing input and option rule. */
export function builtLineOf(item: CartItem): BuiltCartLine {
  const entry = { qty: item.qty, note: item.note, selection: selectionFromGroups(item.options) };
  // A row whose choices are no longer among the product's groups is read with the choices it holds.
  return (
    buildCartLine(lineProductFromWire(item.product, item.options), entry) ??
    buildCartLine(lineProductFromWire({ ...item.product, options: item.options }), entry)!
  );
}

/** The pricing line of a stored row (cents, core rules). */
export function toCartLine(item: CartItem): CartLine {
  return builtLineOf(item).line;
}

/** The row as core's cart pricing takes it: the line and the option rule it breaks. */
export function checkedLineOf(item: CartItem): CheckedLine {
  const built = builtLineOf(item);
  return { line: built.line, issue: built.issue };
}

/** Units of a product in the cart, over all its rows. */
export function qtyInCart(items: readonly CartItem[], productId: number): number {
  return items.reduce((sum, item) => (item.product.product_id === productId ? sum + item.qty : sum), 0);
}

/** The distinct product ids of the cart, in cart order. */
export function cartProductIds(items: readonly CartItem[]): number[] {
  return [...new Set(items.map((item) => item.product.product_id))];
}

const hasOptions = (options: readonly WireOptionGroup[]): boolean => options.length > 0;

/** The row's identity (core's line key): product and option selection. */
export const itemLineKey = (item: Pick<CartItem, 'product' | 'options'>): string =>
  lineKey(item.product.product_id, selectionFromGroups(item.options));

/** Codes stay only for products still in the cart (spec §4 Clearing and resetting). */
function keepCodes(codes: readonly DiscountCode[], items: readonly CartItem[]): DiscountCode[] {
  const ids = new Set(items.map((item) => item.product.product_id));
  return codes.filter((code) => ids.has(code.product_id));
}

const withoutChoices = (group: WireOptionGroup): WireOptionGroup => ({
  ...group,
  items: group.items.map(({ checked: _checked, qty: _qty, ...item }) => item),
});

/**
 * The product part of a server cart line: the line's own fields (qty, note, row figures…) dropped;
 * the product's option groups (which the line carries, its choices checked) kept without the choices.
 */
export function productOfLine(line: CartLineView): WireProduct {
  const { line_key: _key, qty: _qty, note: _note, options, row_total: _total, org_row_total: _org, is_gift: _gift, ...product } = line;
  return options.length === 0 ? product : { ...product, options: options.map(withoutChoices) };
}

/** A wire group with the names `names` knows; the same object when nothing differs. */
function relabelGroup(group: WireOptionGroup, names: LineNames): WireOptionGroup {
  const label = names.groups.get(group.id) ?? group.label;
  let items = group.items;
  if (group.items.some((item) => (names.items.get(item.id) ?? item.name) !== item.name)) {
    items = group.items.map((item) => ({ ...item, name: names.items.get(item.id) ?? item.name }));
  }
  return label === group.label && items === group.items ? group : { ...group, label, items };
}

/** The row with the names `names` knows; the same object when nothing differs. */
function relabelItem(item: CartItem, names: LineNames): CartItem {
  const name = names.products.get(item.product.product_id) ?? item.product.product_name;
  const options = item.options.map((group) => relabelGroup(group, names));
  const productOptions = item.product.options?.map((group) => relabelGroup(group, names));
  const optionsChanged = options.some((group, i) => group !== item.options[i]);
  const productChanged = name !== item.product.product_name || (productOptions?.some((group, i) => group !== item.product.options?.[i]) ?? false);
  if (!optionsChanged && !productChanged) return item;
  return {
    ...item,
    product: productChanged ? { ...item.product, product_name: name, ...(productOptions ? { options: productOptions } : {}) } : item.product,
    options: optionsChanged ? options : item.options,
  };
}

const EMPTY_CART = { items: [], discountCodes: [], comboItems: [], syncCartId: 0, isCollectSmallOrderFee: false };

export function createCartStore(deps: CartStoreDeps) {
  let counter = 0;
  const newKey = deps.newKey ?? (() => `${Date.now().toString(36)}-${(counter++).toString(36)}`);
  const newCartId = deps.newCartId ?? (() => Date.now());

  const store = createStore<CartState>()(
    persist(
      (set, get) => {
        /** After every add/reduce/remove: empty → everything cleared; otherwise codes filtered. */
        const commit = (items: CartItem[]) => {
          if (items.length === 0) set({ ...EMPTY_CART });
          else set({ items, discountCodes: keepCodes(get().discountCodes, items) });
        };

        return {
          shopId: 0,
          shippingType: 'delivery',
          cartId: newCartId(),
          ...EMPTY_CART,

          add: (request) => {
            const { product } = request;
            const state = get();
            if (!Number.isInteger(request.qty) || request.qty <= 0) return { ok: false, reason: 'ignored' };
            if (state.items.length > 0 && (state.shopId !== request.shopId || state.shippingType !== request.shippingType)) {
              return { ok: false, reason: 'other_shop' };
            }

            const options = chosenGroups(request.options ?? []);
            const groups = request.options ?? product.options ?? [];
            const built = buildCartLine(lineProductFromWire(product, groups), {
              qty: request.qty,
              note: request.note ?? '',
              selection: selectionFromGroups(groups),
            });
            const issues = built === null ? [] : validateOptions(built.groups);
            if (issues.length > 0) return { ok: false, reason: 'options', issues };

            const check = checkAddToCart({
              name: product.product_name,
              qty: request.qty,
              inCart: qtyInCart(state.items, product.product_id),
              stock: product.stock,
              max: product.max,
            });
            if (!check.ok) {
              if (check.reason === 'no_quantity') return { ok: false, reason: 'ignored' };
              return { ok: false, reason: check.reason, params: check.params };
            }

            // Special offers: the add goes ahead (units over a cap are charged org_price by core), with a warning.
            let warning: { reason: SpecialOfferFailure; params: SpecialOfferParams } | undefined;
            if (product.is_special === 1) {
              const lines = state.items.map(toCartLine);
              const allocation = allocateSpecialUnits(lines, 0);
              const special = checkSpecialOfferAdd({
                name: product.product_name,
                qty: request.qty,
                inCart: qtyInCart(state.items, product.product_id),
                specialCap: built === null ? product.discount_limit_times : specialUnitCap(built.line),
                shopSaleUnits: allocation.requestedUnits,
                orderLimitTimes: request.orderLimitTimes ?? 0,
              });
              if (!special.ok) warning = { reason: special.reason, params: special.params };
            }

            const note = request.note ?? '';
            let items: CartItem[];
            if (hasOptions(options)) {
              // One row of qty 1 per unit (spec §4 Adding).
              const rows = Array.from({ length: request.qty }, () => ({ key: newKey(), product, qty: 1, note, options }));
              items = [...state.items, ...rows];
            } else {
              const index = state.items.findIndex(
                (item) => item.product.product_id === product.product_id && !hasOptions(item.options),
              );
              if (index >= 0) {
                items = state.items.map((item, i) =>
                  i === index
                    ? { ...item, product, qty: item.qty + request.qty, note: request.note ?? item.note }
                    : item,
                );
              } else {
                items = [...state.items, { key: newKey(), product, qty: request.qty, note, options: [] }];
              }
            }
            if (state.items.length === 0) set({ shopId: request.shopId, shippingType: request.shippingType });
            commit(items);
            return warning ? { ok: true, warning } : { ok: true };
          },

          reduce: (key) => {
            const state = get();
            const item = state.items.find((row) => row.key === key);
            if (!item) return 'missing';
            // Issue 20: minus steps down by the product's case increment; below its minimum it removes.
            const next = stepDown(quantityRuleFromWire(item.product), item.qty);
            if (next <= 0) return 'confirm_remove';
            commit(state.items.map((row) => (row.key === key ? { ...row, qty: next } : row)));
            return 'reduced';
          },

          removeLine: (key) => {
            const state = get();
            const item = state.items.find((row) => row.key === key);
            if (!item) return;
            if (hasOptions(item.options)) {
              // The row matched by identical option selection (spec §4 Reducing).
              const wanted = itemLineKey(item);
              const index = state.items.findIndex((row) => itemLineKey(row) === wanted);
              commit(state.items.filter((_, i) => i !== index));
            } else {
              commit(state.items.filter((row) => row.key !== key));
            }
          },

          remove: (productId) => {
            commit(get().items.filter((row) => row.product.product_id !== productId));
          },

          clear: () => set({ ...EMPTY_CART }),

          setUp: (shopId, shippingType) => set({ ...EMPTY_CART, shopId, shippingType, cartId: newCartId() }),

          ensureScope: (shopId, shippingType) => {
            const state = get();
            if (state.shopId === shopId && state.shippingType === shippingType) return;
            if (state.items.length === 0) set({ shopId, shippingType });
            else get().setUp(shopId, shippingType);
          },

          startNewOrder: (shopId, shippingType) => get().setUp(shopId, shippingType),

          addCombo: (comboId, times, deal) => {
            const comboItems = get().comboItems.filter((entry) => entry.combo_id !== comboId);
            const previous = get().comboItems.find((entry) => entry.combo_id === comboId);
            const entry: ComboEntry = { combo_id: comboId, times: (previous?.times ?? 0) + times };
            const known = deal ?? previous?.deal;
            if (known) entry.deal = known;
            set({ comboItems: [...comboItems, entry] });
          },

          setDiscountCodes: (codes) => set({ discountCodes: keepCodes(codes, get().items) }),
          setSyncCartId: (syncCartId) => set({ syncCartId }),
          setCollectSmallOrderFee: (isCollectSmallOrderFee) => set({ isCollectSmallOrderFee }),

          replaceFromServer: (lines) => {
            // Core's merge rule folds the lines (one row per product without options); then each
            // line with options becomes one row of qty 1 per unit (spec §4 Adding).
            const sources = lines
              .filter((line) => !line.is_gift)
              .map((line) => ({ product_id: line.product_id, qty: line.qty, note: line.note, options: selectionFromGroups(line.options), view: line }));
            const items: CartItem[] = [];
            for (const { line, source } of mergeCartLinesFrom([], sources)) {
              const product = productOfLine(source.view);
              const options = chosenGroups(source.view.options);
              if (hasOptions(options)) {
                for (let i = 0; i < line.qty; i++) items.push({ key: newKey(), product, qty: 1, note: line.note, options });
              } else {
                items.push({ key: newKey(), product, qty: line.qty, note: line.note, options: [] });
              }
            }
            commit(items);
          },

          relabel: (names) => {
            const items = get().items;
            const next = items.map((item) => relabelItem(item, names));
            if (next.some((item, i) => item !== items[i])) set({ items: next });
          },
        };
      },
      {
        name: CART_STORAGE_KEY,
        version: 1,
        storage: createJSONStorage(() => deps.storage),
        partialize: (state) => ({
          shopId: state.shopId,
          shippingType: state.shippingType,
          cartId: state.cartId,
          syncCartId: state.syncCartId,
          items: state.items,
          discountCodes: state.discountCodes,
          comboItems: state.comboItems,
          isCollectSmallOrderFee: state.isCollectSmallOrderFee,
        }),
      },
    ),
  );

  if (deps.writeIds) {
    const writeIds = deps.writeIds;
    let last = '';
    const write = (items: readonly CartItem[]) => {
      const ids = cartProductIds(items);
      const joined = ids.join(',');
      if (joined === last) return;
      last = joined;
      writeIds(ids);
    };
    store.subscribe((state) => write(state.items));
  }
  return store;
}

export type CartStore = ReturnType<typeof createCartStore>;

/** Units a stepper's + adds (issue 20): up to the next valid quantity of the product's rule. */
export function stepUpBy(product: { min_qty?: number | undefined; qty_step?: number | undefined; max?: number | undefined }, inCart: number): number {
  return Math.max(1, stepUp(quantityRuleFromWire(product), inCart) - inCart);
}
