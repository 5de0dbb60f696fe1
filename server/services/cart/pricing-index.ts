import type { FastifyInstance } from 'fastify';
import { buildCartLine, type BuiltCartLine } from '../../../core/cart-line/cart-line';
import type { LineProduct, OptionGroupWire } from '../../../core/cart-line/line-product';
import type { OptionSelection } from '../../../core/cart-line/selection';
import { summaryWithGroupPrice } from '../../../core/catalogue/group-price-view';
import { withGroupPrice, type GroupPriceEntry } from '../../../core/pricing/group-price';
import type { PricedOptionGroup } from '../../../core/pricing/types';
import type { ProductSummary } from '../../../core/schemas/catalogue';
import type { Locale } from '../../../core/schemas/common';
import { badRequest } from '../../http/api-error';
import type { CatalogueSnapshot, ProductRecord } from '../catalogue-snapshot';
import { optionGroupsView, productName, productSummary } from '../catalogue-views';

/**
 * A catalogue row as core's line product: the snapshot's cents as they are (no dollars in between),
 * names in `locale`, the shop's stock; priced for a customer group when `group` is its entry
 * for the product (core `withGroupPrice`).
 */
export function lineProductOf(record: ProductRecord, stock: number, locale: Locale, group?: GroupPriceEntry): LineProduct {
  return withGroupPrice(publicLineProduct(record, stock, locale), group);
}

function publicLineProduct(record: ProductRecord, stock: number, locale: Locale): LineProduct {
  return {
    productId: record.id,
    name: productName(record, locale),
    priceCents: record.priceCents,
    orgPriceCents: record.orgPriceCents > 0 ? record.orgPriceCents : record.priceCents,
    isSpecial: record.isSpecial === 1,
    disQty: record.disQty,
    discountLimitTimes: record.discountLimitTimes,
    batchPrice: record.batchPrices.map((b) => ({ start: b.start, end: b.end, priceCents: b.priceCents })),
    stock,
    max: record.max,
    minQty: record.minQty,
    qtyStep: record.qtyStep,
    groups: record.optionGroups.map(
      (g): PricedOptionGroup => ({
        id: g.id,
        label: g.label[locale],
        type: g.type,
        status: 1,
        min: g.min,
        max: g.max,
        items: g.items.map((i) => ({
          id: i.id,
          name: i.name[locale],
          priceCents: i.priceCents,
          orgPriceCents: i.orgPriceCents > 0 ? i.orgPriceCents : i.priceCents,
          max: i.max,
          available: i.status === 1,
          checked: false,
          qty: 0,
        })),
      }),
    ),
  };
}

export interface IndexedLine {
  built: BuiltCartLine;
  /** Calculate's answer: the chosen groups with their chosen items only (wire, this language). */
  answerOptions: OptionGroupWire[];
  /** Merge's answer: every group, the selection's items checked (the renderer rebuilds its rows from them). */
  fullOptions: OptionGroupWire[];
}

export interface IndexedProduct {
  record: ProductRecord;
  product: LineProduct;
  /** The line with no option chosen. */
  plain: IndexedLine;
  /** The wire summary, for answers that carry the product (cart merge, the gift row); built on first use. */
  summary: () => ProductSummary;
}

/** Most option selections kept per index before it starts over (selections come from clients). */
const MAX_SELECTIONS = 20_000;

/** The wire groups of a product with the built line's choices (checked 1 and qty). */
function groupsWithChoices(wire: readonly OptionGroupWire[], built: BuiltCartLine): OptionGroupWire[] {
  if (built.selection.length === 0) return [...wire];
  const chosen = new Map<number, number>();
  for (const group of built.selection) for (const item of group.items) chosen.set(item.item_id, item.qty);
  return wire.map((group) => ({
    ...group,
    items: group.items.map((item) => {
      const qty = chosen.get(item.id);
      return qty === undefined ? item : { ...item, checked: 1 as const, qty };
    }),
  }));
}

function indexedLine(wire: readonly OptionGroupWire[], built: BuiltCartLine): IndexedLine {
  const fullOptions = groupsWithChoices(wire, built);
  const answerOptions: OptionGroupWire[] = [];
  for (const group of fullOptions) {
    const items = group.items.filter((i) => i.checked === 1);
    if (items.length > 0) answerOptions.push({ ...group, items });
  }
  return { built, answerOptions, fullOptions };
}

/**
 * What pricing has derived for one shop and language from one snapshot, by number keys: a 60-line
 * cart looks up 60 products and a few selections here instead of building each line again.
 */
export class CartPricingIndex {
  readonly products = new Map<number, IndexedProduct>();
  readonly selections = new Map<number, Map<string, IndexedLine>>();
  selectionCount = 0;

  constructor(
    readonly snapshot: CatalogueSnapshot,
    readonly shopId: number,
    readonly locale: Locale,
    /** The buyer's group's entries (empty: public prices). */
    readonly groupPrices: ReadonlyMap<number, GroupPriceEntry> = new Map(),
  ) {}

  /** A product the shop sells (the caller has checked it is listed there). */
  product(productId: number, stock: number): IndexedProduct {
    let indexed = this.products.get(productId);
    if (indexed === undefined) {
      const record = this.snapshot.products.get(productId);
      if (!record) throw new Error(`product ${productId} vanished from the snapshot`);
      const group = this.groupPrices.get(productId);
      const product = lineProductOf(record, stock, this.locale, group);
      const plain = buildCartLine(product, { qty: 1, note: '', selection: [] })!;
      const wire = record.optionGroups.length === 0 ? [] : optionGroupsView(record, this.locale);
      let summary: ProductSummary | undefined;
      const { snapshot, locale } = this;
      indexed = {
        record,
        product,
        plain: indexedLine(wire, plain),
        summary: () => (summary ??= summaryWithGroupPrice(productSummary(record, snapshot.categoriesById.get(record.categoryId), stock, locale), group)),
      };
      this.products.set(productId, indexed);
    }
    return indexed;
  }

  /** The product's line with `selection`; a group or item it does not have is a 400. */
  line(indexed: IndexedProduct, selection: OptionSelection): IndexedLine {
    if (selection.length === 0) return indexed.plain;
    const productId = indexed.product.productId;
    let byKey = this.selections.get(productId);
    if (byKey === undefined) {
      byKey = new Map();
      this.selections.set(productId, byKey);
    }
    const rawKey = selection.map((g) => `${g.group_id}:${g.items.map((i) => `${i.item_id}*${i.qty}`).join(',')}`).join(';');
    let line = byKey.get(rawKey);
    if (line === undefined) {
      const built = buildCartLine(indexed.product, { qty: 1, note: '', selection });
      if (built === null) throw badRequest('OPTION_NOT_FOUND', 'cart.optionNotFound', { productId });
      line = indexedLine(indexed.plain.fullOptions, built);
      if (this.selectionCount >= MAX_SELECTIONS) {
        this.selections.clear();
        this.selectionCount = 0;
      }
      byKey.set(rawKey, line);
      this.selectionCount += 1;
    }
    return line;
  }
}

/** The index for a shop, a language and a customer group (null: public prices); one per snapshot. */
export function pricingIndex(app: FastifyInstance, snapshot: CatalogueSnapshot, shopId: number, locale: Locale, groupId: number | null = null): CartPricingIndex {
  const groupPrices = groupId === null ? undefined : snapshot.groupPricing.prices.get(groupId);
  if (groupPrices === undefined || groupPrices.size === 0) {
    return app.catalogue.memo(snapshot, `cart-index:${shopId}:${locale}`, () => new CartPricingIndex(snapshot, shopId, locale));
  }
  return app.catalogue.memo(snapshot, `cart-index:${shopId}:${locale}:g${groupId}`, () => new CartPricingIndex(snapshot, shopId, locale, groupPrices));
}
