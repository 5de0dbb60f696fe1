import type { Locale } from '../schemas/common';
import { htmlLang } from './html-lang';

const formats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * 'YYYY-MM-DD' as "Thursday, Nov 26" (en), "11月26日星期四" (cn), "jeudi 26 nov." (fr): a calendar day,
 * no zone shift. One formatter per language, kept: building one loads the platform's calendar data.
 */
export function formatDeliveryDay(date: string, locale: Locale): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(htmlLang(locale), { weekday: 'long', month: 'short', day: 'numeric', timeZone: 'UTC' });
    formats.set(locale, format);
  }
  return format.format(new Date(Date.UTC(y, m - 1, d, 12)));
}
