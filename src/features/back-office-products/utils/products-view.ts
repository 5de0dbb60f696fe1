import { productListQuerySchema, type ProductListQuery } from '../../../../core/schemas/back-office-products';

/**
 * The products list's view (search, filters, sort, page) lives in the address bar, so a reload, a
 * shared link or Back keeps it. Short names in the URL; anything unreadable falls back to its default.
 */
const URL_NAMES = {
  q: 'q',
  category_id: 'category',
  listed: 'listed',
  stock: 'stock',
  shop_id: 'shop',
  tax_class: 'tax',
  sort: 'sort',
  dir: 'dir',
  page: 'page',
  page_size: 'size',
} as const satisfies Record<keyof ProductListQuery, string>;

type Key = keyof ProductListQuery;
const DEFAULTS = productListQuerySchema.parse({});
const shape = productListQuerySchema.shape;

export function viewFromParams(params: URLSearchParams): ProductListQuery {
  const view = { ...DEFAULTS } as Record<Key, unknown>;
  for (const key of Object.keys(URL_NAMES) as Key[]) {
    const raw = params.get(URL_NAMES[key]);
    if (raw === null || raw === '') continue;
    // The search box keeps what was typed (spaces too); the query sends it trimmed.
    if (key === 'q') {
      view.q = raw.slice(0, 100);
      continue;
    }
    const parsed = shape[key].safeParse(raw);
    if (parsed.success) view[key] = parsed.data;
  }
  return view as ProductListQuery;
}

/** The params for a view: defaults are left out, so the plain address is the default view. */
export function paramsFromView(view: ProductListQuery, keep?: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  for (const [name, value] of keep ?? []) if (!(Object.values(URL_NAMES) as string[]).includes(name)) next.set(name, value);
  for (const key of Object.keys(URL_NAMES) as Key[]) {
    const value = view[key];
    if (value === undefined || value === '' || value === DEFAULTS[key]) continue;
    next.set(URL_NAMES[key], String(value));
  }
  return next;
}

/**
 * A change of search or filter starts again at page 1; a change of page or sort keeps the rest.
 */
export function changeView(view: ProductListQuery, change: Partial<ProductListQuery>): ProductListQuery {
  const resetsPage = Object.keys(change).some((key) => key !== 'page');
  return { ...view, ...change, ...(resetsPage && change.page === undefined ? { page: 1 } : {}) };
}
