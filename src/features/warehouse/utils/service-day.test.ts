import { describe, expect, it } from 'vitest';
import { defaultServiceDate, nextDay, serviceDateOf } from './service-day';

describe('service day', () => {
  it('defaults to tomorrow in Toronto, also late in the evening when UTC is already a day ahead', () => {
    expect(defaultServiceDate(new Date('2026-11-28T03:30:00Z'))).toBe('2026-11-28'); // 22:30 on the 27th in Toronto
    expect(defaultServiceDate(new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
  });
  it('takes a valid ?date= and ignores anything else', () => {
    expect(serviceDateOf('2026-12-02')).toBe('2026-12-02');
    expect(serviceDateOf('2026-13-40', new Date('2026-11-28T15:00:00Z'))).toBe('2026-11-29');
    expect(serviceDateOf('tomorrow', new Date('2026-11-28T15:00:00Z'))).toBe('2026-11-29');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });
});
