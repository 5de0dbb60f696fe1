import type { TFunction } from 'i18next';
import type { ShopHoursSpan } from '../../core/calendar/shop-hours';
import type { Locale } from '../../core/schemas/common';
import { htmlLang } from './locale';

/** 1 January 2024 was a Monday: day d of the week (0 = Monday) is 1 + d January. */
const weekdayDate = (day: number) => new Date(Date.UTC(2024, 0, 1 + day, 12));

/**
 * A shop's opening hours in the page's language: 'Mon–Sat 8:00 a.m.–11:00 p.m.', '周一至周六 08:00–23:00',
 * 'lun. au sam. 08 h 00–23 h 00'. Weekday names and times come from Intl; the joining words from the
 * strings (home.hours). Spans of consecutive days are written first–last, others listed.
 */
export function formatShopHours(spans: readonly ShopHoursSpan[], locale: Locale, t: TFunction): string[] {
  const lang = htmlLang(locale);
  const dayName = new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' });
  const time = new Intl.DateTimeFormat(lang, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const clock = (hhmm: string) => {
    const [h = 0, m = 0] = hhmm.split(':').map(Number);
    return time.format(new Date(Date.UTC(2024, 0, 1, h, m)));
  };
  return spans.map((span) => {
    const names = span.days.map((d) => dayName.format(weekdayDate(d)));
    const consecutive = span.days.length > 2 && span.days.every((d, i) => i === 0 || d === (span.days[i - 1]! + 1) % 7);
    const days = consecutive ? t('home.hours.days_span', { first: names[0], last: names[names.length - 1] }) : names.join(', ');
    return t('home.hours.range', { days, from: clock(span.open), to: clock(span.close) });
  });
}
