import { useLocation } from 'react-router';
import type { Locale } from '../../../core/schemas/common';
import { useLocale } from '../../hooks/use-locale';
import { htmlLang, LOCALES, switchLocalePath } from '../../lib/locale';

export interface LanguageLink {
  locale: Locale;
  /** BCP 47 tag for the link's lang / hrefLang attributes. */
  tag: string;
  to: string;
  current: boolean;
}

/** One link per locale to the current page in that language (keeps query string and hash). */
export function useLanguageLinks(): LanguageLink[] {
  const { pathname, search, hash } = useLocation();
  const current = useLocale();
  return LOCALES.map((locale) => ({
    locale,
    tag: htmlLang(locale),
    to: `${switchLocalePath(pathname, locale)}${search}${hash}`,
    current: locale === current,
  }));
}
