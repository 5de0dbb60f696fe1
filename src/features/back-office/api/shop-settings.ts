import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '../../../../core/schemas/common';
import {
  settingsPageSchema,
  shopSettingsViewSchema,
  warehouseHoursViewSchema,
  type SettingsPage,
  type ShopSettingsInput,
  type WarehouseHoursInput,
} from '../../../../core/schemas/shop-settings';
import { useLocale } from '../../../hooks/use-locale';
import { useStaffSession } from '../../../lib/session/staff-session';
import { staffRequest } from '../../../lib/staff-request';
import { BACK_OFFICE_QUERY_ROOT } from './query-root';

const SETTINGS_KEY = [BACK_OFFICE_QUERY_ROOT, 'settings'] as const;

/** GET /api/back-office/settings: every shop, and one shop's settings and warehouses. */
export async function getSettingsPage(locale: Locale, shopId: number | undefined, signal?: AbortSignal): Promise<SettingsPage> {
  return staffRequest(settingsPageSchema, '/api/back-office/settings', { locale, query: { shop_id: shopId }, signal });
}

export function useSettingsPage(shopId: number | undefined) {
  const locale = useLocale();
  const aid = useStaffSession((s) => s.user?.aid ?? 0);
  return useQuery({
    queryKey: [...SETTINGS_KEY, aid, locale, shopId ?? 0] as const,
    queryFn: ({ signal }) => getSettingsPage(locale, shopId, signal),
    enabled: aid > 0,
  });
}

/** PUT /api/back-office/settings/shop; the page reloads from the server's answer. */
export function useSaveShopSettings() {
  const locale = useLocale();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopSettingsInput) => staffRequest(shopSettingsViewSchema, '/api/back-office/settings/shop', { locale, method: 'PUT', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: SETTINGS_KEY }),
  });
}

/** PUT /api/back-office/settings/warehouse. */
export function useSaveWarehouseHours() {
  const locale = useLocale();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WarehouseHoursInput) => staffRequest(warehouseHoursViewSchema, '/api/back-office/settings/warehouse', { locale, method: 'PUT', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: SETTINGS_KEY }),
  });
}
