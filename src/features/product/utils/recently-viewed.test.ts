import { describe, expect, it } from 'vitest';
import { RECENTLY_VIEWED_LIMIT as SERVER_LIMIT } from '../../../../core/schemas/product-extras';
import { parseRecentlyViewed, pushRecentlyViewed, RECENTLY_VIEWED_LIMIT, recentlyViewedKey } from './recently-viewed';

describe('recently viewed list', () => {
  it('puts the viewed product first without repeating it', () => {
    expect(pushRecentlyViewed([3, 2, 1], 2)).toEqual([2, 3, 1]);
    expect(pushRecentlyViewed([], 7)).toEqual([7]);
  });

  it('keeps the newest twelve, as many as the server answers', () => {
    expect(RECENTLY_VIEWED_LIMIT).toBe(SERVER_LIMIT);
    const full = Array.from({ length: 12 }, (_, i) => i + 1);
    expect(pushRecentlyViewed(full, 99)).toEqual([99, ...full.slice(0, 11)]);
  });

  it('reads back only a list of positive ids, whatever is stored', () => {
    expect(parseRecentlyViewed(null)).toEqual([]);
    expect(parseRecentlyViewed('not json')).toEqual([]);
    expect(parseRecentlyViewed('{"a":1}')).toEqual([]);
    expect(parseRecentlyViewed('[5,"6",-1,5,7.5,8]')).toEqual([5, 8]);
    expect(parseRecentlyViewed(JSON.stringify(Array.from({ length: 20 }, (_, i) => i + 1)))).toHaveLength(12);
  });

  it('keeps one list per shop', () => {
    expect(recentlyViewedKey(17243)).not.toBe(recentlyViewedKey(17244));
  });
});
