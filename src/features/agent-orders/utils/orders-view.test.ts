import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ORDERS_VIEW,
  nextSort,
  ordersApiQuery,
  pageCount,
  readOrdersView,
  withFilter,
  writeOrdersView,
} from './orders-view';

describe('orders view in the URL', () => {
  it('reads the plain address as the default view', () => {
    expect(readOrdersView(new URLSearchParams())).toEqual(DEFAULT_ORDERS_VIEW);
    expect(writeOrdersView(DEFAULT_ORDERS_VIEW).toString()).toBe('');
  });

  it('round-trips every filter, the sort, the page and the page size', () => {
    const view = {
      ...DEFAULT_ORDERS_VIEW,
      status: 'processing' as const,
      payment_status: 'unpaid' as const,
      from: '2026-03-01',
      to: '2026-03-31',
      agent_id: 7,
      customer_id: 1204,
      q: 'noodle',
      sort: 'total' as const,
      dir: 'asc' as const,
      page: 3,
      page_size: 50 as const,
    };
    const query = writeOrdersView(view);
    expect(readOrdersView(new URLSearchParams(query.toString()))).toEqual(view);
  });

  it('drops junk instead of failing: unknown status, impossible dates, ids and sizes', () => {
    const view = readOrdersView(
      new URLSearchParams('status=lost&payment_status=paid&from=2026-02-30&to=yesterday&agent_id=-1&customer_id=12abc&sort=price&dir=up&page=0&page_size=30&q=%20%20'),
    );
    expect(view).toEqual({ ...DEFAULT_ORDERS_VIEW, payment_status: 'paid' });
  });

  it('goes back to page 1 when a filter changes, and clears a filter set to empty', () => {
    const view = { ...DEFAULT_ORDERS_VIEW, page: 4, q: 'x' };
    expect(withFilter(view, 'agent_id', 2)).toMatchObject({ agent_id: 2, page: 1, q: 'x' });
    expect(withFilter(view, 'q', '').q).toBeUndefined();
  });

  it('sends the filters and sort to the API, with paging for the page and without for the export', () => {
    const view = { ...DEFAULT_ORDERS_VIEW, agent_id: 2, q: 'pho', page: 2 };
    expect(ordersApiQuery(view, { paging: true })).toEqual({ sort: 'created_at', dir: 'desc', agent_id: 2, q: 'pho', page: 2, page_size: 25 });
    expect(ordersApiQuery(view, { paging: false })).toEqual({ sort: 'created_at', dir: 'desc', agent_id: 2, q: 'pho' });
  });

  it('flips the direction on the sorted column; a new column starts in its natural direction', () => {
    expect(nextSort({ ...DEFAULT_ORDERS_VIEW, sort: 'total', dir: 'desc' }, 'total')).toEqual({ sort: 'total', dir: 'asc' });
    expect(nextSort(DEFAULT_ORDERS_VIEW, 'total')).toEqual({ sort: 'total', dir: 'desc' });
    expect(nextSort(DEFAULT_ORDERS_VIEW, 'customer_name')).toEqual({ sort: 'customer_name', dir: 'asc' });
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(pageCount(100, 100)).toBe(1);
  });
});
