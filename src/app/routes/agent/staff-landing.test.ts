import { describe, expect, it } from 'vitest';
import { staffLandingPath } from './staff-landing';

describe('staffLandingPath', () => {
  it('sends each staff role to its own screen after sign-in', () => {
    expect(staffLandingPath('warehouse')).toBe('/warehouse');
    expect(staffLandingPath('manager')).toBe('/back-office');
    expect(staffLandingPath('driver')).toBe('/driver');
    expect(staffLandingPath('agent')).toBe('/agent/customers');
    expect(staffLandingPath('supervisor')).toBe('/agent/customers');
  });
});
