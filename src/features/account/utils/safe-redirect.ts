/**
 * The /sign-in page's ?redirect= target, only when it is a path on this site: '/x', not
 * '//evil.example' or 'https://…' (parsed with URL against a placeholder origin, not by prefix).
 * Returns path + query + hash, or null.
 */
export function safeRedirectPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/')) return null;
  const base = 'https://same-site.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
