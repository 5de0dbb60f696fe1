import { useMutation } from '@tanstack/react-query';
import type { Locale } from '../../../../core/schemas/common';
import { useLocale } from '../../../hooks/use-locale';
import { apiRequest } from '../../../lib/api-client';
import type { PickedPlace } from '../types/position';

export interface HitShopResult {
  /** 0 means no shop serves the address (spec §4: the overdistance prompt). */
  shop_id: number;
  delivery_setting_id: number;
}

/** POST /api/hit_shop (spec §7): which shop delivers to a place; `lating` is spelled so. Empty fields are left out. */
export function hitShop(place: PickedPlace, locale: Locale): Promise<HitShopResult> {
  const body: Record<string, string> = { lating: `${place.lat},${place.lng}` };
  if (place.address.trim()) body.address = place.address.trim();
  if (place.postal.trim()) body.postal = place.postal.trim();
  return apiRequest<HitShopResult>('/api/hit_shop', { locale, method: 'POST', body });
}

export function useHitShop() {
  const locale = useLocale();
  return useMutation({ mutationFn: (place: PickedPlace) => hitShop(place, locale) });
}
