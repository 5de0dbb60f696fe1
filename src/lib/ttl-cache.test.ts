import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('returns a value until it expires', () => {
    let now = 1_000;
    const cache = new TtlCache<string>({ ttlMs: 5 * 60_000, maxEntries: 10, now: () => now });
    cache.set('ab', 'x');
    now += 5 * 60_000 - 1;
    expect(cache.get('ab')).toBe('x');
    now += 1;
    expect(cache.get('ab')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxEntries, dropping the least recently used', () => {
    const cache = new TtlCache<number>({ ttlMs: 60_000, maxEntries: 3, now: () => 0 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBe(1); // a is now the most recent
    cache.set('d', 4);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.get('d')).toBe(4);
    expect(cache.size).toBe(3);
  });

  it('setting a key again refreshes its expiry', () => {
    let now = 0;
    const cache = new TtlCache<number>({ ttlMs: 100, maxEntries: 2, now: () => now });
    cache.set('a', 1);
    now = 90;
    cache.set('a', 2);
    now = 150;
    expect(cache.get('a')).toBe(2);
  });
});
