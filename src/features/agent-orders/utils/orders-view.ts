import {
  AGENT_ORDER_SORTS,
  AGENT_PAGE_SIZES,
  type AgentOrdersQuery,
} from '../../../../core/schemas/agent';
import { ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus, type PaymentStatus } from '../../../../core/schemas/order';

/**
 * The orders table's view (filters, sort, page) lives in the URL query so a view can be shared and
 * Back steps through it. Reading is lenient: a hand-edited or stale value is dropped, never an error.
 */

export type AgentOrderSort = (typeof AGENT_ORDER_SORTS)[number];
export type AgentPageSize = (typeof AGENT_PAGE_SIZES)[number];

export interface OrdersView {
  status?: OrderStatus;
  payment_status?: PaymentStatus;
  from?: string;
  to?: string;
  agent_id?: number;
  customer_id?: number;
  q?: string;
  sort: AgentOrderSort;
  dir: 'asc' | 'desc';
  /** 1-based, as in the URL and the API. */
  page: number;
  page_size: AgentPageSize;
}

export const DEFAULT_ORDERS_VIEW: OrdersView = { sort: 'created_at', dir: 'desc', page: 1, page_size: 25 };

/** The filters a "clear filters" resets (sort and page size stay). */
export const ORDER_FILTER_KEYS = ['status', 'payment_status', 'from', 'to', 'agent_id', 'customer_id', 'q'] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function oneOf<T extends string>(values: readonly T[], raw: string | null): T | undefined {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : undefined;
}

/** A calendar day that exists ('2026-02-30' does not). */
export function validDay(raw: string | null): string | undefined {
  if (raw === null || !DAY.test(raw)) return undefined;
  const date = new Date(`${raw}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === raw ? raw : undefined;
}

/** A positive int32 id. */
export function validId(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,10}$/.test(raw.trim())) return undefined;
  const id = Number(raw.trim());
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

export function validPage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

export function readOrdersView(params: URLSearchParams): OrdersView {
  const q = params.get('q')?.trim().slice(0, 80);
  const size = Number(params.get('page_size'));
  return {
    status: oneOf(ORDER_STATUSES, params.get('status')),
    payment_status: oneOf(PAYMENT_STATUSES, params.get('payment_status')),
    from: validDay(params.get('from')),
    to: validDay(params.get('to')),
    agent_id: validId(params.get('agent_id')),
    customer_id: validId(params.get('customer_id')),
    q: q ? q : undefined,
    sort: oneOf(AGENT_ORDER_SORTS, params.get('sort')) ?? DEFAULT_ORDERS_VIEW.sort,
    dir: params.get('dir') === 'asc' ? 'asc' : params.get('dir') === 'desc' ? 'desc' : DEFAULT_ORDERS_VIEW.dir,
    page: validPage(params.get('page')),
    page_size: (AGENT_PAGE_SIZES as readonly number[]).includes(size) ? (size as AgentPageSize) : DEFAULT_ORDERS_VIEW.page_size,
  };
}

/** The URL query of a view; defaults are left out so the plain page has a plain address. */
export function writeOrdersView(view: OrdersView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ORDER_FILTER_KEYS) {
    const value = view[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  if (view.sort !== DEFAULT_ORDERS_VIEW.sort || view.dir !== DEFAULT_ORDERS_VIEW.dir) {
    params.set('sort', view.sort);
    params.set('dir', view.dir);
  }
  if (view.page !== 1) params.set('page', String(view.page));
  if (view.page_size !== DEFAULT_ORDERS_VIEW.page_size) params.set('page_size', String(view.page_size));
  return params;
}

/** A changed filter starts again at page 1; a changed page keeps the filters. */
export function withFilter<K extends (typeof ORDER_FILTER_KEYS)[number]>(view: OrdersView, key: K, value: OrdersView[K]): OrdersView {
  return { ...view, [key]: value === '' ? undefined : value, page: 1 };
}

export function hasFilters(view: OrdersView): boolean {
  return ORDER_FILTER_KEYS.some((key) => view[key] !== undefined);
}

/** The API query of GET /api/agent/orders (with paging) or /export (the same rows, without). */
export function ordersApiQuery(view: OrdersView, opts: { paging: boolean }): Partial<Record<keyof AgentOrdersQuery, string | number>> {
  const query: Partial<Record<keyof AgentOrdersQuery, string | number>> = { sort: view.sort, dir: view.dir };
  for (const key of ORDER_FILTER_KEYS) {
    const value = view[key];
    if (value !== undefined) query[key] = value;
  }
  if (opts.paging) {
    query.page = view.page;
    query.page_size = view.page_size;
  }
  return query;
}

/** Next sort when a column header is activated: a new column starts descending for numbers and dates, ascending for text. */
export function nextSort(view: OrdersView, column: AgentOrderSort): Pick<OrdersView, 'sort' | 'dir'> {
  if (view.sort === column) return { sort: column, dir: view.dir === 'asc' ? 'desc' : 'asc' };
  const descFirst = column === 'created_at' || column === 'service_date' || column === 'total' || column === 'order_no';
  return { sort: column, dir: descFirst ? 'desc' : 'asc' };
}

/** Pages for `total` rows (at least one). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, size)));
}
