import { describe, expect, it } from 'vitest';
import { changeView, paramsFromView, viewFromParams } from './products-view';

describe('the products view in the address bar', () => {
  it('reads short names and drops what the schema refuses', () => {
    const view = viewFromParams(new URLSearchParams('q=russet&category=3&stock=low&shop=17244&tax=zero_rated&sort=price&dir=desc&page=2&size=100&listed=bogus'));
    expect(view).toMatchObject({ q: 'russet', category_id: 3, stock: 'low', shop_id: 17244, tax_class: 'zero_rated', sort: 'price', dir: 'desc', page: 2, page_size: 100, listed: 'all' });
    expect(viewFromParams(new URLSearchParams('size=30&page=0')).page_size).toBe(50);
  });

  it('writes only what differs from the default, and keeps other params', () => {
    const view = viewFromParams(new URLSearchParams());
    expect(paramsFromView(view).toString()).toBe('');
    const next = paramsFromView({ ...view, sort: 'price', dir: 'desc' }, new URLSearchParams('other=1&sort=sku'));
    expect(next.toString()).toBe('other=1&sort=price&dir=desc');
  });

  it('goes back to page 1 when the search or a filter changes, not when the page does', () => {
    const view = { ...viewFromParams(new URLSearchParams()), page: 4 };
    expect(changeView(view, { q: 'leek' }).page).toBe(1);
    expect(changeView(view, { page: 5 }).page).toBe(5);
  });
});
