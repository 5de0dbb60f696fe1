import type { Locale } from '../../../../core/schemas/common';
import { localizePath, stripLocale } from '../../../lib/locale';
import type { Position } from '../types/position';
import { shopIdOf } from './position-codec';

/** Spec §2.2: pages that never ask for a position (named routes and their lang- variants). */
export const POSITION_EXEMPT_PATHS = [
  '/app-download',
  '/privacy-policy',
  '/terms-of-service',
  '/payment-policy',
  '/return-policy',
  // The newsletter's confirmation and unsubscribe links (issue 19) work without a position.
  '/newsletter',
] as const;

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The staff pages of the agent console: an agent needs no delivery position to sign in or look up orders. */
const STAFF_SECTION = '/agent';

/** Pages that need no position: the build checksum, and the token entry (it signs in, then goes home, where the dialog asks). */
const UTILITY_PAGES = ['/checksum', '/auth_token'];

export function isPositionExempt(pathname: string): boolean {
  const path = withoutTrailingSlash(stripLocale(pathname));
  if (path === STAFF_SECTION || path.startsWith(`${STAFF_SECTION}/`)) return true;
  if (UTILITY_PAGES.some((page) => path === page || path.startsWith(`${page}/`))) return true;
  return (POSITION_EXEMPT_PATHS as readonly string[]).includes(path);
}

/** The home page: '/', '/cn', '/fr' (with or without a trailing slash). */
export function isIndexPath(pathname: string): boolean {
  return withoutTrailingSlash(stripLocale(pathname)) === '/';
}

export interface PositionGuardInput {
  position: Position | null;
  pathname: string;
  search: string;
  locale: Locale;
}

export type PositionGuardDecision =
  /** A saved position: its shop becomes current, the dialog hides. */
  | { kind: 'positioned'; shopId: number; showDialog: false }
  /** An exempt page without a position: the dialog hides, the shop id stays as it is. */
  | { kind: 'exempt'; showDialog: false }
  /** No position: shop id 0 and the dialog; away from the index, go to the localized '/'. */
  | { kind: 'needs-position'; shopId: 0; showDialog: true; redirectTo?: string };

/**
 * Spec §2.2 position guard, as a pure decision. When the visitor was heading for /supply the query
 * string is carried over to '/' (a first load has no previous page, so the page being opened is
 * where they come from).
 */
export function decidePosition({ position, pathname, search, locale }: PositionGuardInput): PositionGuardDecision {
  if (position && shopIdOf(position) > 0) return { kind: 'positioned', shopId: shopIdOf(position), showDialog: false };
  if (isPositionExempt(pathname)) return { kind: 'exempt', showDialog: false };
  if (isIndexPath(pathname)) return { kind: 'needs-position', shopId: 0, showDialog: true };
  const fromSupply = /^\/supply(\/|$)/.test(stripLocale(pathname));
  const home = localizePath('/', locale);
  return { kind: 'needs-position', shopId: 0, showDialog: true, redirectTo: fromSupply ? `${home}${search}` : home };
}
