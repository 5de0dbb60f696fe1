import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '../../../../core/schemas/common';
import { driverStopSchema, type DeliverBody, type DriverStop, type DriverStops } from '../../../../core/schemas/fulfilment';
import { useLocale } from '../../../hooks/use-locale';
import { staffRequest } from '../../../lib/staff-request';
import { DRIVER_QUERY_ROOT } from './driver-request';

/** POST /api/driver/deliver: the order delivered, with who took it and the optional photo (a data: URL). */
export function deliverOrder(body: DeliverBody, locale: Locale): Promise<DriverStop> {
  return staffRequest(driverStopSchema, '/api/driver/deliver', { locale, method: 'POST', body });
}

/** Marks a stop delivered; the stop's new state goes straight into every cached list, then the lists refresh. */
export function useDeliverOrder() {
  const locale = useLocale();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DeliverBody) => deliverOrder(body, locale),
    onSuccess: (stop) => {
      client.setQueriesData<DriverStops>({ queryKey: [DRIVER_QUERY_ROOT] }, (list) =>
        list ? { ...list, stops: list.stops.map((s) => (s.order_id === stop.order_id ? stop : s)) } : list,
      );
      void client.invalidateQueries({ queryKey: [DRIVER_QUERY_ROOT] });
    },
  });
}
