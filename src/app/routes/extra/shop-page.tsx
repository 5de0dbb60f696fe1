import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { ShopDetail } from '../../../../core/schemas/shop';
import { ErrorNotice } from '../../../components/error-notice';
import { LoadingBox } from '../../../components/loading-box';
import { ShopHours } from '../../../components/shop-hours';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useLocale, useLocalizedPath } from '../../../hooks/use-locale';
import { formatPrice } from '../../../lib/format-price';
import { useAreas } from '../../../features/info/api/get-areas';
import { PositionPrompt } from '../../../features/position/components/position-prompt';
import { usePositionStore } from '../../../features/position/stores/position-store';
import { shopIdOf } from '../../../features/position/utils/position-codec';
import { useShops } from './get-shops';

/**
 * Spec §2.1 /shop/:shopId?, §2.8 shop list: the supplier's shops with their hours, minimum spend and
 * areas; the shop in use says "you are currently in this shop"; switching asks the position dialog's
 * "jump to a new store?" question, then goes home in the new shop. The layout gives it the light footer.
 */
export function ShopPage() {
  const { t } = useTranslation();
  const { shopId } = useParams();
  const shops = useShops();
  const areas = useAreas();
  const position = usePositionStore((s) => s.position);
  const choosePosition = usePositionStore((s) => s.choosePosition);
  const current = position ? shopIdOf(position) : null;
  const [switchTo, setSwitchTo] = useState<ShopDetail | null>(null);
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  useDocumentTitle(t('landing.shop.title'));

  const wanted = shopId ? Number(shopId) : null;
  const list = (shops.data ?? []).filter((shop) => wanted === null || shop.mid === wanted);

  return (
    <div className="container-page flex flex-col gap-6 py-8 lg:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t('landing.shop.title')}</h1>
      {shops.isPending ? <LoadingBox /> : null}
      {shops.isError ? <ErrorNotice error={shops.error} onRetry={() => void shops.refetch()} /> : null}
      {shops.isSuccess && list.length === 0 ? <p className="text-ink-muted">{t('landing.shop.none')}</p> : null}
      <ul className="grid gap-4 md:grid-cols-2">
        {list.map((shop) => (
          <li key={shop.mid}>
            <ShopCard
              shop={shop}
              current={shop.mid === current}
              areaNames={(areas.data ?? []).filter((area) => area.shop_id === shop.mid).map((area) => area.name)}
              onSwitch={() => setSwitchTo(shop)}
            />
          </li>
        ))}
      </ul>
      <PositionPrompt
        open={switchTo !== null}
        title={t('position.change_shop_title')}
        message={t('position.change_shop')}
        confirmLabel={t('position.change_shop_confirm')}
        cancelLabel={t('landing.shop.stay')}
        onConfirm={() => {
          if (!switchTo) return;
          const shop = switchTo;
          setSwitchTo(null);
          // The store tells onShopChange listeners (the cart clears itself), then we go home.
          choosePosition({ sid: shop.mid, delivery_setting_id: shop.mid, lat: shop.lat, lng: shop.lon, name: shop.addr, postcode: '' });
          void navigate(localized('/'));
        }}
        onCancel={() => setSwitchTo(null)}
      />
    </div>
  );
}

function ShopCard({ shop, current, areaNames, onSwitch }: { shop: ShopDetail; current: boolean; areaNames: string[]; onSwitch: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = `shop-${shop.mid}`;
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col gap-3 rounded-card border border-line bg-surface p-5 shadow-raised">
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold text-ink">{shop.name}</h2>
        {current ? (
          <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">{t('landing.shop.current')}</span>
        ) : null}
      </div>
      <p className="text-ink-muted">{shop.addr}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold text-ink">{t('landing.shop.hours')}</dt>
        <dd className="text-ink-muted">
          <ShopHours shop={shop} />
        </dd>
        <dt className="font-semibold text-ink">{t('landing.shop.min_spend')}</dt>
        <dd className="text-ink-muted">{formatPrice(shop.min_amount, locale)}</dd>
        <dt className="font-semibold text-ink">{t('landing.shop.areas')}</dt>
        <dd className="text-ink-muted">{areaNames.length > 0 ? areaNames.join(', ') : '—'}</dd>
      </dl>
      {current ? null : (
        <div className="mt-auto pt-2">
          <button
            type="button"
            onClick={onSwitch}
            className="inline-flex h-10 items-center rounded-control border border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t('landing.shop.switch', { name: shop.name })}
          </button>
        </div>
      )}
    </article>
  );
}
