import type { Locale } from '../../../../../core/schemas/common';
import { htmlLang } from '../../../../lib/locale';

/** Dates are Toronto dates (DECISIONS.md: time zone America/Toronto), written the locale's way. */
const TIME_ZONE = 'America/Toronto';

/** '2026-03-31T23:59:59-04:00' → 'Mar 31, 2026' (en), '31 mars 2026' (fr), '2026年3月31日' (cn). */
export function formatDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(htmlLang(locale), { dateStyle: 'medium', timeZone: TIME_ZONE }).format(date);
}
