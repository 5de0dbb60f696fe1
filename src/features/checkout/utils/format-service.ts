import type { Locale } from '../../../../core/schemas/common';
import { htmlLang } from '../../../lib/locale';

/** '2026-03-06' → 'Fri, Mar 6' (en), '3月6日周五' (cn), 'ven. 6 mars' (fr). The date is a calendar day: no time zone shift. */
export function formatServiceDate(date: string, locale: Locale): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  const utc = new Date(Date.UTC(y, m - 1, d, 12));
  return new Intl.DateTimeFormat(htmlLang(locale), { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(utc);
}

/** '13:30' → '1:30 PM' (en), '13:30' (cn, fr). */
export function formatSlot(slot: string, locale: Locale): string {
  const match = /^(\d{2}):(\d{2})$/.exec(slot);
  if (!match) return slot;
  const utc = new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
  return new Intl.DateTimeFormat(htmlLang(locale), {
    hour: 'numeric',
    minute: '2-digit',
    hour12: locale === 'en',
    timeZone: 'UTC',
  }).format(utc);
}
