import { useSearchParams } from 'react-router';
import { useShops, type WarehouseShop } from '../api/get-shops';
import { serviceDateOf } from '../utils/service-day';

export interface ServiceDay {
  date: string;
  /** 0 until the shops have loaded. */
  shopId: number;
  shops: WarehouseShop[];
  shopsError: unknown;
  setDate: (date: string) => void;
  setShop: (shopId: number) => void;
  /** `?date=&shop=` for links between the warehouse pages, so the day and shop stay chosen. */
  search: string;
}

/** The delivery date and shop of the warehouse pages, kept in the URL (?date=&shop=) so a link or reload keeps them. */
export function useServiceDay(): ServiceDay {
  const [params, setParams] = useSearchParams();
  const shopsQuery = useShops();
  const shops = shopsQuery.data ?? [];
  const date = serviceDateOf(params.get('date'));
  const asked = Number(params.get('shop'));
  const shopId = shops.some((s) => s.shopId === asked) ? asked : (shops[0]?.shopId ?? 0);
  const update = (key: 'date' | 'shop', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const search = `?${new URLSearchParams({ date, ...(shopId ? { shop: String(shopId) } : {}) }).toString()}`;
  return {
    date,
    shopId,
    shops,
    shopsError: shopsQuery.error,
    setDate: (value) => update('date', value),
    setShop: (value) => update('shop', String(value)),
    search,
  };
}
