/**
 * Spec §3 Stored client state: each stored value keeps the time it was saved and an optional expiry;
 * reading it past its expiry treats it as gone. Pure codec; callers do the storage I/O.
 */
export interface StoredValue<T> {
  value: T;
  savedAt: number;
  /** Epoch ms; absent means it never expires. */
  expiresAt?: number;
}

export function encodeStoredValue<T>(value: T, now: number, ttlMs?: number): string {
  const entry: StoredValue<T> = { value, savedAt: now, ...(ttlMs === undefined ? {} : { expiresAt: now + ttlMs }) };
  return JSON.stringify(entry);
}

export type StoredRead<T> = { state: 'fresh'; value: T } | { state: 'missing' | 'expired' };

/**
 * Decodes a stored entry. Malformed text throws (the caller decides: the hot-search cache fetches
 * again, spec §8); `isValue` guards the shape of the payload.
 */
export function decodeStoredValue<T>(
  raw: string | null,
  now: number,
  isValue: (value: unknown) => value is T,
): StoredRead<T> {
  if (raw === null) return { state: 'missing' };
  const entry = JSON.parse(raw) as Partial<StoredValue<unknown>> | null;
  if (typeof entry !== 'object' || entry === null || !('value' in entry) || !isValue(entry.value)) {
    throw new TypeError('Stored value has an unexpected shape');
  }
  if (typeof entry.expiresAt === 'number' && entry.expiresAt <= now) return { state: 'expired' };
  return { state: 'fresh', value: entry.value };
}
