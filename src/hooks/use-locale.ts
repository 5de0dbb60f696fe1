import { useCallback } from 'react';
import { useParams } from 'react-router';
import type { Locale } from '../../core/schemas/common';
import { FALLBACK_LOCALE, localeFromSegment, localizePath } from '../lib/locale';

/** The locale of the current route (the lang segment), en when absent or unsupported. */
export function useLocale(): Locale {
  const { lang } = useParams();
  return localeFromSegment(lang) ?? FALLBACK_LOCALE;
}

/** Turns an unprefixed app path into the current locale's path. */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}
