import { useTranslation } from 'react-i18next';
import type { ShopDetail } from '../../core/schemas/shop';
import { useLocale } from '../hooks/use-locale';
import { formatShopHours } from '../lib/format-shop-hours';

/** A shop's opening hours in the page's language, one span per line; the stored text when it could not be read. */
export function ShopHours({ shop }: { shop: Pick<ShopDetail, 'hours' | 'opening_hours'> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!shop.opening_hours) return <>{shop.hours}</>;
  const lines = formatShopHours(shop.opening_hours, locale, t);
  return (
    <>
      {lines.map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
    </>
  );
}
