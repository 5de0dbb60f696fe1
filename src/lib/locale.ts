import type { Locale } from '../../core/schemas/common';

/**
 * The renderer's copy of core's LOCALES / FALLBACK_LOCALE: core/schemas/common.ts builds zod schemas
 * at import time, and importing a value from it would put zod into the first page's bundle.
 * The checks below keep the copy in step with core's Locale type.
 */
export const LOCALES = ['en', 'cn', 'fr'] as const satisfies readonly Locale[];
export const FALLBACK_LOCALE = 'en' satisfies Locale;
type Unlisted = Exclude<Locale, (typeof LOCALES)[number]>;
export const everyLocaleListed: [Unlisted] extends [never] ? true : never = true;

/** Locales that appear as a URL prefix; the fallback (en) never does (spec §2.1). */
export const PREFIXED_LOCALES = LOCALES.filter((l) => l !== FALLBACK_LOCALE);

export function isLocale(value: string | undefined): value is Locale {
  return value !== undefined && (LOCALES as readonly string[]).includes(value);
}

/** The `lang` URL segment → locale; undefined means the unprefixed (fallback) tree; null is unsupported. */
export function localeFromSegment(segment: string | undefined): Locale | null {
  if (segment === undefined) return FALLBACK_LOCALE;
  return isLocale(segment) && segment !== FALLBACK_LOCALE ? segment : null;
}

export { htmlLang } from '../../core/format/html-lang';

/** '/supply' + fr → '/fr/supply'; '/' + cn → '/cn'; en stays unprefixed. */
export function localizePath(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === FALLBACK_LOCALE) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/** Removes a leading locale segment (including en): '/fr/supply/x' → '/supply/x'. */
export function stripLocale(pathname: string): string {
  const [, first, ...rest] = pathname.split('/');
  if (!isLocale(first)) return pathname || '/';
  const remainder = rest.join('/');
  return remainder ? `/${remainder}` : '/';
}

/** The Language menu: replaces, adds or removes the lang segment of the current path. */
export function switchLocalePath(pathname: string, locale: Locale): string {
  return localizePath(stripLocale(pathname), locale);
}
