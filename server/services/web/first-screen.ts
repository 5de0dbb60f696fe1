import { imageSources, PRODUCT_CARD_SIZES, PRODUCT_MAIN_SIZES, productPictures, type ImageSources } from '../../../core/catalogue/product-image';
import { FIRST_ROW_CARDS, selectCategory } from '../../../core/catalogue/select-category';
import { isPickup, readPositionCookie, shopIdOf } from '../../../core/position/position';
import { bannerImageSources } from '../../../core/banners/banner-image';
import type { Banner } from '../../../core/schemas/banner';
import { LOCALES, type Locale, type ShippingType } from '../../../core/schemas/common';
import { normalizeKeyword, SEARCH_KEYWORD_MAX, SEARCH_PAGE_SIZE } from '../../../core/search/keyword';
import { isStorableText } from '../../../core/text-rule';
import type { FirstScreenName } from '../../../core/first-screen';
import type { CatalogueSnapshot } from '../catalogue-snapshot';
import { menuView } from '../catalogue-views';
import { listedProducts } from '../search/listed-products';
import type { SearchEngine } from '../search/search-engine';

/**
 * What the server draws into a page before any script runs: on /supply (and /cn|fr/supply/:category),
 * for a visitor whose position cookie names a shop, the pictures of the first row of the category the
 * supply page will show (core's selectCategory and FIRST_ROW_CARDS, from the same menu the API sends).
 * They load with the page at high priority and paint in the app shell's first-row boxes, where the
 * page's cards then draw the same files from the cache. Any other page, or no shop: nothing.
 */
export interface FirstScreen {
  shopId: number;
  shippingType: ShippingType;
  /** /supply/:category's parameter (a slug or an id); none selects the first category. */
  category: string | undefined;
}

const SUPPLY_PATH = /^\/supply(?:\/([^/]+))?\/?$/;

/** The path without its /cn or /fr prefix. */
function pathWithoutLocale(path: string): string {
  const [, first = '', ...rest] = path.split('/');
  return (LOCALES as readonly string[]).includes(first) && first !== 'en' ? `/${rest.join('/')}` : path;
}

/** The first screen a page request asks for, or null (not a supply page, no shop chosen). */
export function firstScreenOf(path: string, cookieHeader: string | undefined, snapshot: CatalogueSnapshot): FirstScreen | null {
  const match = SUPPLY_PATH.exec(pathWithoutLocale(path));
  if (!match || !cookieHeader) return null;
  const position = readPositionCookie(cookieHeader);
  const shopId = shopIdOf(position);
  if (shopId <= 0 || !snapshot.shops.has(shopId)) return null;
  let category: string | undefined;
  try {
    category = match[1] === undefined ? undefined : decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  // An unknown category draws nothing (the page says so); a known one is named by its id.
  const known = category === undefined ? undefined : selectCategory(snapshot.categories.map((c) => ({ category: c })), category);
  if (category !== undefined && !known) return null;
  return { shopId, shippingType: isPickup(position) ? 'pickup' : 'delivery', category: known ? String(known.category.id) : undefined };
}

/** Names the screen for the catalogue cache and the page's ETag. */
export function firstScreenKey(screen: FirstScreen): string {
  return `page:supply:${screen.shopId}:${screen.shippingType}:${screen.category ?? ''}`;
}

/** The pictures of the first row the supply page will show (the menu's order; pictures have no language). */
export function firstRowPictures(snapshot: CatalogueSnapshot, screen: FirstScreen): ImageSources[] {
  const entry = selectCategory(menuView(snapshot, screen.shopId, screen.shippingType, 'en').menus, screen.category);
  return (entry?.products ?? []).slice(0, FIRST_ROW_CARDS).map((product) => imageSources(product.product_image));
}

/**
 * The app shell of index.html holds its first screens between `<!--first-screen:NAMES-->` markers
 * (NAMES: the screens a part belongs to, comma-separated): the supply page's layout (shown by
 * default), the product, results and home pages' (hidden), the navbar's placeholder shared by all
 * but the home page. This keeps the parts of one screen (and shows it).
 */
export function pageWithFirstScreen(template: string, keep: FirstScreenName): string {
  return template.replace(/<!--first-screen:([\w,]+)-->[\s\S]*?<!--\/first-screen:\1-->/g, (part, names: string) =>
    names.split(',').includes(keep) ? part.replace(`<div hidden data-first-screen="${keep}"`, `<div data-first-screen="${keep}"`) : '',
  );
}

/** Text or an attribute value written into the page's HTML. */
export const escapeHtml = (value: string): string =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The marker on each of the app shell's first-row boxes in index.html. */
export const FIRST_ROW_BOX = 'data-first-row></span>';

/**
 * index.html with the pictures in its first-row boxes: decorative (the shell is aria-hidden; the page
 * names every product), sized by the box, fetched at once.
 */
export function pageWithPictures(template: string, pictures: readonly ImageSources[]): string {
  let html = template;
  for (const picture of pictures) {
    const srcSet = picture.srcSet ? ` srcset="${escapeHtml(picture.srcSet)}" sizes="${PRODUCT_CARD_SIZES}"` : '';
    const img =
      `<img src="${escapeHtml(picture.src)}"${srcSet} alt="" width="480" height="480" fetchpriority="high" decoding="async"` +
      ' style="display:block;width:100%;height:100%;object-fit:cover;border-radius:inherit">';
    const at = html.indexOf(FIRST_ROW_BOX);
    if (at < 0) break;
    html = `${html.slice(0, at)}data-first-row>${img}</span>${html.slice(at + FIRST_ROW_BOX.length)}`;
  }
  return html;
}

const HOME_PATH = /^\/(?:home\/?)?$/;

/** The shop and language of a home page request (/, /home, /cn, /fr/home…) whose position cookie names a shop; else null. */
export function homeScreenOf(path: string, cookieHeader: string | undefined, snapshot: CatalogueSnapshot): { shopId: number; locale: Locale } | null {
  if (!HOME_PATH.test(pathWithoutLocale(path)) || !cookieHeader) return null;
  const shopId = shopIdOf(readPositionCookie(cookieHeader));
  if (shopId <= 0 || !snapshot.shops.has(shopId)) return null;
  return { shopId, locale: localeOf(path) };
}

/** The page's language, from its /cn or /fr prefix; English otherwise. */
function localeOf(path: string): Locale {
  const first = path.split('/')[1] ?? '';
  return (LOCALES as readonly string[]).includes(first) ? (first as Locale) : 'en';
}

/**
 * index.html that asks for the home page's first banner with the page (`<link rel="preload">` with the
 * <img>'s own srcset and sizes, core/banners/banner-image.ts): it is the largest thing the home page
 * paints, and without this a phone learns of it only after the scripts and the banners answer.
 */
export function pageWithBannerPreload(template: string, banner: Pick<Banner, 'image' | 'image_small' | 'image_width'>): string {
  return pageWithImagePreload(template, bannerImageSources(banner));
}

/** index.html asking for pictures with the page, at high priority, as the <img>s that will draw them ask (same srcset and sizes). */
function pageWithImagePreload(template: string, ...pictures: { src: string; srcSet?: string; sizes: string }[]): string {
  const links = pictures
    .map((picture) => {
      const srcSet = picture.srcSet ? ` imagesrcset="${escapeHtml(picture.srcSet)}" imagesizes="${escapeHtml(picture.sizes)}"` : '';
      return `<link rel="preload" as="image" href="${escapeHtml(picture.src)}"${srcSet} fetchpriority="high">`;
    })
    .join('');
  const at = template.indexOf('</head>');
  return at < 0 ? template : `${template.slice(0, at)}${links}${template.slice(at)}`;
}

/** As the product page reads its id (no leading zero: /product/0101 is the "no such product" page). */
const PRODUCT_PATH = /^\/product\/([1-9]\d{0,8})\/?$/;

/** The product a product page request (/product/:id, /cn|fr/product/:id) shows, when the catalogue has it; else undefined. */
export function productScreenOf(path: string, snapshot: CatalogueSnapshot): { productId: number; picture: string | undefined } | undefined {
  const match = PRODUCT_PATH.exec(pathWithoutLocale(path));
  const product = match ? snapshot.products.get(Number(match[1])) : undefined;
  return product ? { productId: product.id, picture: productPictures(product.gallery, product.image)[0] } : undefined;
}

/** The marker on the app shell's box for a product page's main picture in index.html. */
const FIRST_PICTURE_BOX = 'data-first-picture></span>';

/**
 * index.html whose app shell shows a product page's layout with its main picture (the gallery's
 * first, drawn across a phone's width) in the gallery's box, as the gallery draws it (same srcset
 * and sizes): the largest thing the page paints, which a phone otherwise shows only after the
 * scripts and the product's answer. Decorative, as the shell is aria-hidden.
 */
export function pageWithProductScreen(template: string, picture: string): string {
  const { src, srcSet } = imageSources(picture);
  const sources = srcSet ? ` srcset="${escapeHtml(srcSet)}" sizes="${PRODUCT_MAIN_SIZES}"` : '';
  const img = `<img src="${escapeHtml(src)}"${sources} alt="" width="600" height="600" fetchpriority="high"` +
    // Styled inline: the page's critical CSS covers index.html as built, which has no <img> here.
    ' style="display:block;width:100%;height:100%;object-fit:contain">';
  return pageWithFirstScreen(template, 'product').replace(FIRST_PICTURE_BOX, `data-first-picture>${img}</span>`);
}

const RESULTS_PATH = /^\/results\/?$/;

/** A search results page request (/results?keyword=…, /cn|fr/results…) from a visitor whose position cookie names a shop. */
export interface ResultsScreen {
  shopId: number;
  locale: Locale;
  /** As the page searches for it (core's normalizeKeyword). */
  keyword: string;
}

/** The results page a request asks for, or null (another page, no keyword, no shop chosen). */
export function resultsScreenOf(url: string, cookieHeader: string | undefined, snapshot: CatalogueSnapshot): ResultsScreen | null {
  const [path = '/', query = ''] = url.split('?', 2);
  if (!RESULTS_PATH.test(pathWithoutLocale(path)) || !cookieHeader) return null;
  let raw: string | null;
  try {
    raw = new URLSearchParams(query).get('keyword');
  } catch {
    return null;
  }
  const keyword = normalizeKeyword(raw ?? '');
  const shopId = shopIdOf(readPositionCookie(cookieHeader));
  // What the search call would refuse draws nothing: the page shows the refusal.
  if (!keyword || keyword.length > SEARCH_KEYWORD_MAX || !isStorableText(keyword) || shopId <= 0 || !snapshot.shops.has(shopId)) return null;
  return { shopId, locale: localeOf(path), keyword };
}

/**
 * The pictures of the first row the results page will show: the first page of the same search the
 * page makes (same engine, page size and listing rules as POST /api/products/search).
 */
export async function firstResultPictures(engine: SearchEngine, snapshot: CatalogueSnapshot, screen: ResultsScreen): Promise<ImageSources[]> {
  const hits = await engine.search(screen.shopId, screen.keyword, screen.locale, 0, SEARCH_PAGE_SIZE);
  return listedProducts(snapshot, screen.shopId, hits.ids)
    .slice(0, FIRST_ROW_CARDS)
    .map(({ product }) => imageSources(product.image));
}

/**
 * index.html whose app shell shows a search results page's layout with the pictures of its first
 * row, as the cards draw them (same srcset and sizes): the largest thing the page paints, which a
 * phone otherwise shows only after the scripts and the search's answer.
 */
export function pageWithResultsScreen(template: string, pictures: readonly ImageSources[]): string {
  return pageWithPictures(pageWithFirstScreen(template, 'results'), pictures);
}
