/** One key per pay attempt (DECISIONS.md): the server charges a repeated request with the same key once. */
export function newIdempotencyKey(prefix = 'pay'): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `${prefix}-${random}`;
}
