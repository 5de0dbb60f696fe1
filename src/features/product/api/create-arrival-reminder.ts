import { useMutation } from '@tanstack/react-query';
import type { Locale } from '../../../../core/schemas/common';
import { useLocale } from '../../../hooks/use-locale';
import { apiRequest } from '../../../lib/api-client';

export interface ArrivalReminderInput {
  shopId: number;
  productId: number;
  phone: string;
  email: string;
}

/** POST /api/product/arrival_reminder (spec §7): one reminder per product, shop and e-mail. */
export function createArrivalReminder(input: ArrivalReminderInput, locale: Locale): Promise<{ id: number; message: string }> {
  return apiRequest('/api/product/arrival_reminder', {
    locale,
    method: 'POST',
    body: { shop_id: input.shopId, product_id: input.productId, phone: input.phone, email: input.email },
  });
}

export function useCreateArrivalReminder() {
  const locale = useLocale();
  return useMutation({ mutationFn: (input: ArrivalReminderInput) => createArrivalReminder(input, locale) });
}
