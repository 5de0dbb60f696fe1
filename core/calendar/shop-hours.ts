/**
 * A shop's opening hours (spec §2.8 shop card and shop list). Shops store them as one English line,
 * 'Mon–Sat 08:00–23:00' (several spans joined by ',' or ';'); this reads it into spans the renderer
 * writes in each language (weekday names and times through Intl). A line it cannot read gives null,
 * and the page shows the stored text as it is.
 */

export interface ShopHoursSpan {
  /** Weekdays, 0 = Monday … 6 = Sunday (as core/checkout/service-dates.ts WEEKDAY_NAMES), in order. */
  days: number[];
  /** 'HH:MM', 24-hour clock. */
  open: string;
  close: string;
}

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const DAY = '(mon|tue|wed|thu|fri|sat|sun)[a-z]*\\.?';
const CLOCK = '(\\d{1,2}):(\\d{2})';
const SPAN = new RegExp(`^${DAY}(?:\\s*[-–—]\\s*${DAY})?\\s+${CLOCK}\\s*[-–—]\\s*${CLOCK}$`, 'i');

const clock = (h: string, m: string): string | null => {
  const hours = Number(h);
  const minutes = Number(m);
  return hours <= 24 && minutes < 60 && (hours < 24 || minutes === 0) ? `${String(hours).padStart(2, '0')}:${m}` : null;
};

export function parseShopHours(text: string): ShopHoursSpan[] | null {
  const parts = text.split(/[;,]/).map((part) => part.trim()).filter(Boolean);
  if (parts.length === 0) return null;
  const spans: ShopHoursSpan[] = [];
  for (const part of parts) {
    const match = SPAN.exec(part);
    if (!match) return null;
    const first = DAYS.indexOf(match[1]!.toLowerCase());
    const last = match[2] ? DAYS.indexOf(match[2].toLowerCase()) : first;
    const open = clock(match[3]!, match[4]!);
    const close = clock(match[5]!, match[6]!);
    if (!open || !close) return null;
    const days: number[] = [];
    // 'Sat–Mon' wraps over the week's end.
    for (let d = first; ; d = (d + 1) % 7) {
      days.push(d);
      if (d === last) break;
    }
    spans.push({ days, open, close });
  }
  return spans;
}
