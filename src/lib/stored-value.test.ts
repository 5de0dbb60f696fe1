import { describe, expect, it } from 'vitest';
import { decodeStoredValue, encodeStoredValue } from './stored-value';

const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

describe('stored values', () => {
  it('is fresh until its expiry', () => {
    const raw = encodeStoredValue(['tomato'], 1_000, 3_600_000);
    expect(decodeStoredValue(raw, 1_000 + 3_599_999, isStrings)).toEqual({ state: 'fresh', value: ['tomato'] });
    expect(decodeStoredValue(raw, 1_000 + 3_600_000, isStrings)).toEqual({ state: 'expired' });
  });

  it('never expires without a ttl', () => {
    const raw = encodeStoredValue(['a'], 0);
    expect(decodeStoredValue(raw, Number.MAX_SAFE_INTEGER, isStrings).state).toBe('fresh');
  });

  it('reports a missing entry and throws on garbage', () => {
    expect(decodeStoredValue(null, 0, isStrings)).toEqual({ state: 'missing' });
    expect(() => decodeStoredValue('{not json', 0, isStrings)).toThrow();
    expect(() => decodeStoredValue('{"value":[1]}', 0, isStrings)).toThrow();
    expect(() => decodeStoredValue('null', 0, isStrings)).toThrow();
  });
});
