import { fromCents } from '../../../core/money';
import type { Locale, LocalizedText } from '../../../core/schemas/common';
import { COMBO_PAGE_SIZE, type Combo } from '../../../core/schemas/product-extras';
import { comboOnSale, type CatalogueSnapshot, type ComboRow } from '../catalogue-snapshot';
import { productSummary } from '../catalogue-views';
import { inStock, listedInShop, type StockedProduct } from './shop-stock';

/** A combo on offer in one language, before the caller's cart is known. */
export interface ComboOffer {
  combo: Omit<Combo, 'in_cart'>;
  productIds: number[];
  /** Lower-cased, accent-free names of the combo, its tag and its items in every language. */
  haystack: string;
  /** The tag in every language, normalized. */
  tags: string[];
}

/** Case- and accent-insensitive text for matching ("Crème" ~ "creme"). */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .trim();
}

const allLanguages = (text: LocalizedText) => [text.en, text.cn, text.fr];

/**
 * The shop's combos in display order, each with its items at current prices (spec §2.8 Combo sales).
 * A combo with an item the shop no longer sells, has delisted or has run out of is not offered: it
 * could not be bought as a whole.
 */
export function comboOffers(snapshot: CatalogueSnapshot, shopId: number, locale: Locale, now: Date): ComboOffer[] {
  const offers: ComboOffer[] = [];
  for (const row of snapshot.combos.get(shopId) ?? []) {
    if (!comboOnSale(row, now)) continue;
    const offer = comboOffer(snapshot, shopId, row, locale);
    if (offer) offers.push(offer);
  }
  return offers;
}

function comboOffer(snapshot: CatalogueSnapshot, shopId: number, row: ComboRow, locale: Locale): ComboOffer | undefined {
  const items: (StockedProduct & { qty: number })[] = [];
  for (const item of row.items) {
    const found = listedInShop(snapshot, shopId, item.product_id);
    if (!found || !inStock(found.stock) || item.qty <= 0) return undefined;
    items.push({ ...found, qty: item.qty });
  }
  if (items.length === 0) return undefined;
  const regularCents = items.reduce((sum, i) => sum + i.product.priceCents * i.qty, 0);
  const savingCents = Math.max(0, regularCents - row.comboPriceCents);
  return {
    combo: {
      id: row.id,
      name: row.name[locale],
      tag: row.tag[locale],
      items: items.map((i) => ({
        product: productSummary(i.product, snapshot.categoriesById.get(i.product.categoryId), i.stock, locale),
        qty: i.qty,
      })),
      regular_price: fromCents(regularCents),
      combo_price: fromCents(row.comboPriceCents),
      saving: fromCents(savingCents),
    },
    productIds: items.map((i) => i.product.id),
    haystack: normalizeText(
      [
        ...allLanguages(row.name),
        ...allLanguages(row.tag),
        ...items.flatMap((i) => [i.product.nameEn, i.product.nameCn, i.product.nameFr]),
      ].join('\n'),
    ),
    tags: allLanguages(row.tag).map(normalizeText),
  };
}

export interface ComboFilter {
  productId?: number;
  tag?: string;
  keyword?: string;
}

export function filterCombos(offers: ComboOffer[], filter: ComboFilter): ComboOffer[] {
  const tag = filter.tag ? normalizeText(filter.tag) : '';
  const words = filter.keyword ? normalizeText(filter.keyword).split(/\s+/).filter(Boolean) : [];
  return offers.filter(
    (o) =>
      (filter.productId === undefined || o.productIds.includes(filter.productId)) &&
      (!tag || o.tags.includes(tag)) &&
      words.every((w) => o.haystack.includes(w)),
  );
}

/** One page of combos, each flagged when every one of its products is already in the cart. */
export function comboPage(offers: ComboOffer[], page: number, cartProductIds: readonly number[]) {
  const inCart = new Set(cartProductIds);
  const start = (page - 1) * COMBO_PAGE_SIZE;
  return {
    combos: offers
      .slice(start, start + COMBO_PAGE_SIZE)
      .map((o): Combo => ({ ...o.combo, in_cart: o.productIds.every((id) => inCart.has(id)) })),
    page,
    has_more: offers.length > start + COMBO_PAGE_SIZE,
  };
}
