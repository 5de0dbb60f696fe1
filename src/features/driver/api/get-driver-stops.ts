import { useQuery } from '@tanstack/react-query';
import type { Locale } from '../../../../core/schemas/common';
import { driverStopsSchema, type DriverStops } from '../../../../core/schemas/fulfilment';
import { useLocale } from '../../../hooks/use-locale';
import { useStaffSession } from '../../../lib/session/staff-session';
import { staffRequest } from '../../../lib/staff-request';
import { DRIVER_QUERY_ROOT } from './driver-request';

/** GET /api/driver/stops: the delivery orders of one delivery date the driver takes (or has taken). */
export function getDriverStops(serviceDate: string, locale: Locale, signal?: AbortSignal): Promise<DriverStops> {
  return staffRequest(driverStopsSchema, '/api/driver/stops', { locale, signal, query: { service_date: serviceDate } });
}

export const driverStopsKey = (staffId: number, serviceDate: string, locale: Locale) => [DRIVER_QUERY_ROOT, staffId, 'stops', serviceDate, locale] as const;

/** The day's stops; refreshed every minute and when the phone comes back to the page (orders leave the warehouse meanwhile). */
export function useDriverStops(serviceDate: string) {
  const locale = useLocale();
  const staffId = useStaffSession((s) => s.user?.aid ?? 0);
  return useQuery({
    queryKey: driverStopsKey(staffId, serviceDate, locale),
    queryFn: ({ signal }) => getDriverStops(serviceDate, locale, signal),
    staleTime: 30_000,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
    enabled: staffId > 0 && /^\d{4}-\d{2}-\d{2}$/.test(serviceDate),
  });
}
