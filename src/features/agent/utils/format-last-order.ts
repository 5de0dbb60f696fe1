import type { Locale } from '../../../../core/schemas/common';
import { htmlLang } from '../../../lib/locale';

/** The last order's date in the shop's time zone (America/Toronto), e.g. "Mar 4, 2026". */
export function formatLastOrder(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(htmlLang(locale), { dateStyle: 'medium', timeZone: 'America/Toronto' }).format(date);
}
