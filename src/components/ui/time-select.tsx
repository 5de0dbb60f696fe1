import { useMemo } from 'react';
import { useLocale } from '../../hooks/use-locale';
import { htmlLang } from '../../lib/locale';
import { inputStyles } from './input-styles';

/** Minutes between two choices: cut-offs and opening hours are set to the quarter hour. */
const STEP_MINUTES = 15;

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

interface TimeSelectProps {
  id: string;
  /** 'HH:MM', 24-hour, as the API stores it. */
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  className?: string;
  'aria-describedby'?: string;
}

/**
 * A time of day as a list of quarter hours written the way the page's language writes times ('2:30 PM',
 * '14 h 30', '14:30'). A native time input follows the browser's own locale instead, so a French
 * page showed AM/PM. A saved time off the quarter hours stays listed as it is.
 */
export function TimeSelect({ id, value, onChange, disabled, className, ...aria }: TimeSelectProps) {
  const locale = useLocale();
  const choices = useMemo(() => {
    const format = new Intl.DateTimeFormat(htmlLang(locale), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    const times = Array.from({ length: (24 * 60) / STEP_MINUTES }, (_, i) => hhmm(i * STEP_MINUTES));
    if (/^\d{2}:\d{2}$/.test(value) && !times.includes(value)) times.push(value);
    return times.sort().map((time) => {
      const [h, m] = time.split(':').map(Number) as [number, number];
      return { time, label: format.format(new Date(Date.UTC(2000, 0, 1, h, m))) };
    });
  }, [locale, value]);
  return (
    <select id={id} className={className ?? inputStyles()} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)} {...aria}>
      {choices.map(({ time, label }) => (
        <option key={time} value={time}>
          {label}
        </option>
      ))}
    </select>
  );
}
