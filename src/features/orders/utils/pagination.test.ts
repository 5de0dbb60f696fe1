import { describe, expect, it } from 'vitest';
import { pageCount, pageFromQuery, pageItems } from './pagination';

describe('order list pages (12 per page)', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
  });

  it('shows every page up to 7, else the ends, the neighbours and gaps', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap', 7, 8, 9, 10]);
  });

  it('reads ?page= as a 0-based index, junk as the first page', () => {
    expect(pageFromQuery('3')).toBe(2);
    expect(pageFromQuery(null)).toBe(0);
    expect(pageFromQuery('0')).toBe(0);
    expect(pageFromQuery('-2')).toBe(0);
    expect(pageFromQuery('2.5')).toBe(0);
    expect(pageFromQuery('x')).toBe(0);
  });
});
