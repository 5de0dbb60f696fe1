import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countdownAt, hoursAndMinutes } from '../../core/checkout/cutoff-countdown';
import { ClockIcon } from './icons';
import { useLocale } from '../hooks/use-locale';
import { useShopScope } from '../hooks/use-shop-scope';
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

/**
 * "Order within 3 h 12 min for delivery Thursday, Nov 26" (issue 20), renewed each minute, from the
 * order windows the shop detail lists (core's calendar run by the server with the shop's own delivery
 * schedule, the delivery day written in this language). Past a cut-off the next window runs, naming
 * the next delivery day. Nothing shows until the shop detail is in.
 */
export function CutoffCountdown({ className, shopId, light = false }: { className?: string; shopId?: number; light?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const scope = useShopScope();
  const id = shopId ?? scope.shopId;
  const windows = useQuery({ ...shopDetailQueryOptions(id, locale), enabled: id > 0, select: (detail) => detail.order_windows });
  const now = useMinuteClock();
  const countdown = windows.isSuccess ? countdownAt(now, windows.data) : undefined;
  const day = countdown?.window.delivery_day;
  if (!countdown || !day) return null;
  const { hours, minutes } = hoursAndMinutes(countdown.minutesLeft);
  const time = hours > 0 ? t('countdown.hoursMinutes', { hours, minutes }) : t('countdown.minutes', { minutes });
  return (
    <p className={clsx('text-sm', light ? 'text-brand-100' : 'text-ink', className)} data-testid="cutoff-countdown">
      <ClockIcon width={14} height={14} aria-hidden="true" className="mr-1 inline-block shrink-0 align-[-2px]" />
      {t('countdown.orderWithin', { time, date: day })}
    </p>
  );
}
