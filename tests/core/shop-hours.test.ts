import { describe, expect, it } from 'vitest';
import { parseShopHours } from '../../core/calendar/shop-hours';

describe('shop opening hours', () => {
  it('reads the stored line into weekday spans (0 = Monday)', () => {
    expect(parseShopHours('Mon–Sat 08:00–23:00')).toEqual([{ days: [0, 1, 2, 3, 4, 5], open: '08:00', close: '23:00' }]);
    expect(parseShopHours('Mon-Fri 9:00-17:30; Sat 10:00-14:00')).toEqual([
      { days: [0, 1, 2, 3, 4], open: '09:00', close: '17:30' },
      { days: [5], open: '10:00', close: '14:00' },
    ]);
    expect(parseShopHours('Sat–Mon 10:00–16:00')?.[0]?.days).toEqual([5, 6, 0]);
  });

  it('gives null for a line it cannot read, so the page shows the text as stored', () => {
    expect(parseShopHours('Open daily')).toBeNull();
    expect(parseShopHours('Mon–Sat 25:00–23:00')).toBeNull();
    expect(parseShopHours('')).toBeNull();
  });
});
