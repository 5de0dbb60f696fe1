import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deliverySchedule } from '../../core/calendar/delivery-schedule';
import { cutoffCountdown, hoursAndMinutes } from '../../core/checkout/cutoff-countdown';
import type { Locale } from '../../core/schemas/common';
import { ClockIcon } from './icons';
import { useLocale } from '../hooks/use-locale';
import { useShopScope } from '../hooks/use-shop-scope';
import { htmlLang } from '../lib/locale';
import { shopDetailQueryOptions } from '../lib/shop-detail-query';

/** The current time, renewed at each minute's turn (the countdown counts whole minutes). */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setNow(new Date());
      timer = setTimeout(tick, 60_000 - (Date.now() % 60_000) + 50);
    };
    timer = setTimeout(tick, 60_000 - (Date.now() % 60_000) + 50);
    return () => clearTimeout(timer);
  }, []);
  return now;
}

/** 'YYYY-MM-DD' as "Thursday, Nov 26" (en), "11月26日星期四" (cn), "jeudi 26 nov." (fr): a calendar day, no zone shift. */
export function formatDeliveryDay(date: string, locale: Locale): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  return new Intl.DateTimeFormat(htmlLang(locale), { weekday: 'long', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d, 12)));
}

/**
 * "Order within 3 h 12 min for delivery Thursday, Nov 26" (issue 20), from core's calendar with the
 * shop's own delivery schedule (shop detail), renewed each minute. Past the cut-off core's order day
 * is tomorrow, so the text names the next delivery day. Nothing shows until the shop detail is in.
 */
export function CutoffCountdown({ className, shopId, light = false }: { className?: string; shopId?: number; light?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const scope = useShopScope();
  const id = shopId ?? scope.shopId;
  const schedule = useQuery({ ...shopDetailQueryOptions(id, locale), enabled: id > 0, select: (detail) => detail.delivery_schedule });
  const now = useMinuteClock();
  if (!schedule.isSuccess) return null;
  const countdown = cutoffCountdown(now, deliverySchedule(schedule.data));
  if (countdown.deliveryDate === undefined) return null;
  const { hours, minutes } = hoursAndMinutes(countdown.minutesLeft);
  const time = hours > 0 ? t('countdown.hoursMinutes', { hours, minutes }) : t('countdown.minutes', { minutes });
  return (
    <p className={clsx('text-sm', light ? 'text-brand-100' : 'text-ink', className)} data-testid="cutoff-countdown">
      <ClockIcon width={14} height={14} aria-hidden="true" className="mr-1 inline-block shrink-0 align-[-2px]" />
      {t('countdown.orderWithin', { time, date: formatDeliveryDay(countdown.deliveryDate, locale) })}
    </p>
  );
}
