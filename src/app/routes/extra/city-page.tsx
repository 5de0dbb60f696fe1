import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadingBox } from '../../../components/loading-box';
import { ErrorNotice } from '../../../components/error-notice';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useLocalizedPath } from '../../../hooks/use-locale';
import { useAreas } from '../../../features/info/api/get-areas';
import { useShops } from './get-shops';

/**
 * Spec §2.1 /cities/:cityId?: the cities (served areas) we deliver to, or one city with the shop
 * serving it. The layout cuts the navbar's address label to 20 characters here (page-chrome).
 */
export function CityPage() {
  const { t } = useTranslation();
  const { cityId } = useParams();
  const localized = useLocalizedPath();
  const areas = useAreas();
  const shops = useShops();
  const city = cityId ? areas.data?.find((area) => area.id === Number(cityId)) : undefined;
  const title = city ? city.name : t('landing.cities.title');
  useDocumentTitle(title);

  if (areas.isPending) return <LoadingBox className="container-page py-12" />;
  if (areas.isError) return <div className="container-page py-12"><ErrorNotice error={areas.error} onRetry={() => void areas.refetch()} /></div>;

  if (cityId && !city) {
    return (
      <div className="container-page flex flex-col gap-4 py-12">
        <h1 className="text-3xl font-bold text-ink">{t('landing.cities.unknown')}</h1>
        <Link to={localized('/cities')} className="font-semibold text-brand-700 hover:underline">{t('landing.cities.all')}</Link>
      </div>
    );
  }

  if (city) {
    const shop = shops.data?.find((s) => s.mid === city.shop_id);
    return (
      <div className="container-page flex flex-col gap-6 py-8 lg:py-12">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{city.name}</h1>
        <p className="text-lg text-ink-muted">{t('landing.cities.served', { province: city.province, shop: shop?.name ?? '…' })}</p>
        <div className="flex flex-wrap gap-3">
          <Link to={localized(paths.supply())} className="inline-flex h-11 items-center rounded-control bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
            {t('landing.supply.shop_now')}
          </Link>
          <Link to={localized(`/shop/${city.shop_id}`)} className="inline-flex h-11 items-center rounded-control border border-brand-700 px-5 font-semibold text-brand-700 hover:bg-brand-50">
            {t('landing.cities.see_shop')}
          </Link>
          <Link to={localized('/cities')} className="inline-flex h-11 items-center font-semibold text-brand-700 hover:underline">{t('landing.cities.all')}</Link>
        </div>
      </div>
    );
  }

  return (
    <div className="container-page flex flex-col gap-6 py-8 lg:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t('landing.cities.title')}</h1>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {(areas.data ?? []).map((area) => (
          <li key={area.id}>
            <Link to={localized(`/cities/${area.id}`)} className="flex flex-col rounded-card border border-line bg-surface p-4 hover:border-brand-700">
              <span className="font-semibold text-ink">{area.name}</span>
              <span className="text-sm text-ink-muted">{area.province}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
