import { describe, expect, it } from 'vitest';
import { createAttemptKeys } from './attempt-key';

describe('checkout attempt keys (idempotent place order)', () => {
  it('keeps one key while the same order is submitted again (double click, retry)', () => {
    let n = 0;
    const keys = createAttemptKeys(() => `key-${++n}`);
    expect(keys.keyFor('{"a":1}')).toBe('key-1');
    expect(keys.keyFor('{"a":1}')).toBe('key-1');
  });

  it('starts a new attempt when the order changes, or after it was placed', () => {
    let n = 0;
    const keys = createAttemptKeys(() => `key-${++n}`);
    keys.keyFor('{"a":1}');
    expect(keys.keyFor('{"a":2}')).toBe('key-2');
    keys.end();
    expect(keys.keyFor('{"a":2}')).toBe('key-3');
  });

  it('makes random keys the server accepts (8–100 characters)', () => {
    const key = createAttemptKeys().keyFor('x');
    expect(key.length).toBeGreaterThanOrEqual(8);
    expect(key.length).toBeLessThanOrEqual(100);
    expect(createAttemptKeys().keyFor('x')).not.toBe(key);
  });
});
