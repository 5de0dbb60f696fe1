import { describe, expect, it } from 'vitest';
import { zonedIsoDateTime, zonedMoment } from '../../core/calendar/local-time';

describe('zonedIsoDateTime', () => {
  it('writes the store wall clock with its offset, standard and daylight time', () => {
    expect(zonedIsoDateTime(new Date('2026-11-17T15:00:05Z'))).toBe('2026-11-17T10:00:05-05:00');
    expect(zonedIsoDateTime(new Date('2026-07-01T03:59:59Z'))).toBe('2026-06-30T23:59:59-04:00');
  });

  it('writes +00:00 for a zone at UTC, and leaves the minute-precision moment as it was', () => {
    expect(zonedIsoDateTime(new Date('2026-11-17T00:00:00Z'), 'UTC')).toBe('2026-11-17T00:00:00+00:00');
    expect(zonedMoment(new Date('2026-11-17T15:00:05Z'))).toEqual({ date: '2026-11-17', weekday: 1, minutes: 600 });
  });
});
