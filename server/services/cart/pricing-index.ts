import type { FastifyInstance } from 'fastify';
import { validateOptions } from '../../../core/cart/option-rules';
import { cartLineFromWire, optionGroupFromWire } from '../../../core/pricing/product-from-wire';
import type { CartLine } from '../../../core/pricing/types';
import type { CartLineInput } from '../../../core/schemas/cart';
import type { ProductDetail, ProductSummary } from '../../../core/schemas/catalogue';
import type { Locale } from '../../../core/schemas/common';
import { badRequest } from '../../http/api-error';
import type { CatalogueSnapshot } from '../catalogue-snapshot';
import { productDetail, productSummary } from '../catalogue-views';

type OptionGroupWire = ProductDetail['options'][number];

export interface WireProduct {
  detail: ProductDetail;
  summary: ProductSummary;
  /** No option chosen: what the lines of a product without option groups use. */
  plain: ChosenOptions;
}

export interface ChosenOptions {
  options: OptionGroupWire[];
  /** What calculate answers of the selection: the chosen items only. */
  answerOptions: OptionGroupWire[];
  /** The line at qty 1 with this selection; lines copy it with their qty and note. */
  plainLine: CartLine;
  issue: ReturnType<typeof validateOptions>[number] | null;
  key: string;
}

function chosenItems(options: readonly OptionGroupWire[]): OptionGroupWire[] {
  const groups: OptionGroupWire[] = [];
  for (const g of options) {
    const items = g.items.filter((i) => i.checked === 1);
    if (items.length > 0) groups.push({ ...g, items });
  }
  return groups;
}

function lineKey(productId: number, options: readonly OptionGroupWire[]): string {
  const parts: string[] = [];
  for (const g of options) for (const i of g.items) if (i.checked === 1) parts.push(`${g.id}:${i.id}*${i.qty ?? 1}`);
  return parts.length === 0 ? String(productId) : `${productId}|${parts.sort().join(',')}`;
}

/** Most option selections kept per index before it starts over (selections come from clients). */
const MAX_SELECTIONS = 20_000;

/**
 * What pricing has derived for one shop and language from one snapshot, by number keys: a 60-line
 * cart looks up 60 products and a few selections here instead of building 120 string memo keys.
 */
export class CartPricingIndex {
  readonly products = new Map<number, WireProduct>();
  readonly selections = new Map<number, Map<string, ChosenOptions>>();
  selectionCount = 0;

  constructor(
    readonly snapshot: CatalogueSnapshot,
    readonly shopId: number,
    readonly locale: Locale,
  ) {}

  product(productId: number, stock: number): WireProduct {
    let wire = this.products.get(productId);
    if (wire === undefined) {
      const record = this.snapshot.products.get(productId);
      if (!record) throw new Error(`product ${productId} vanished from the snapshot`);
      const category = this.snapshot.categoriesById.get(record.categoryId);
      const detail = productDetail(record, category, stock, this.locale);
      const plainLine = cartLineFromWire(detail, 1, { options: [] });
      const plain = { options: detail.options, answerOptions: detail.options, plainLine, issue: null, key: String(productId) };
      wire = { detail, summary: productSummary(record, category, stock, this.locale), plain };
      this.products.set(productId, wire);
    }
    return wire;
  }

  /** A selection applied to the product's groups, its priced line and its first rule issue. */
  options(wire: WireProduct, selection: CartLineInput['options']): ChosenOptions {
    const productId = wire.detail.product_id;
    if (selection.length === 0 && wire.detail.options.length === 0) return wire.plain;
    let byKey = this.selections.get(productId);
    if (byKey === undefined) {
      byKey = new Map();
      this.selections.set(productId, byKey);
    }
    const selectionKey = selection.map((g) => `${g.group_id}:${g.items.map((i) => `${i.item_id}*${i.qty}`).join(',')}`).join(';');
    let chosen = byKey.get(selectionKey);
    if (chosen === undefined) {
      const options = selectOptions(wire.detail, selection);
      chosen = {
        options,
        answerOptions: chosenItems(options),
        plainLine: cartLineFromWire(wire.detail, 1, { options }),
        issue: options.length > 0 ? (validateOptions(options.map(optionGroupFromWire))[0] ?? null) : null,
        key: lineKey(productId, options),
      };
      if (this.selectionCount >= MAX_SELECTIONS) {
        this.selections.clear();
        this.selectionCount = 0;
      }
      byKey.set(selectionKey, chosen);
      this.selectionCount += 1;
    }
    return chosen;
  }
}

export function pricingIndex(app: FastifyInstance, snapshot: CatalogueSnapshot, shopId: number, locale: Locale): CartPricingIndex {
  return app.catalogue.memo(snapshot, `cart-index:${shopId}:${locale}`, () => new CartPricingIndex(snapshot, shopId, locale));
}

/** The client's selection applied to the product's own groups (checked + qty); unknown ids are a 400. */
function selectOptions(detail: ProductDetail, selection: CartLineInput['options']): OptionGroupWire[] {
  if (selection.length === 0) return detail.options;
  const chosen = new Map<number, Map<number, number>>();
  for (const group of selection) {
    const wire = detail.options.find((g) => g.id === group.group_id);
    if (!wire) throw badRequest('OPTION_NOT_FOUND', 'cart.optionNotFound', { productId: detail.product_id });
    const items = chosen.get(group.group_id) ?? new Map<number, number>();
    for (const item of group.items) {
      if (!wire.items.some((i) => i.id === item.item_id)) {
        throw badRequest('OPTION_NOT_FOUND', 'cart.optionNotFound', { productId: detail.product_id });
      }
      items.set(item.item_id, (items.get(item.item_id) ?? 0) + item.qty);
    }
    chosen.set(group.group_id, items);
  }
  return detail.options.map((group) => {
    const items = chosen.get(group.id);
    if (!items) return group;
    return {
      ...group,
      items: group.items.map((item) => {
        const qty = items.get(item.id);
        return qty === undefined ? item : { ...item, checked: 1 as const, qty };
      }),
    };
  });
}
