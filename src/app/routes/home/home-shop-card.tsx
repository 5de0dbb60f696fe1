import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ClockIcon, TruckIcon, WarehouseIcon } from '../../../components/icons';
import { ShopHours } from '../../../components/shop-hours';
import { isPickup } from '../../../features/position/utils/position-codec';
import { usePositionStore } from '../../../features/position/stores/position-store';
import { useLocale, useLocalizedPath } from '../../../hooks/use-locale';
import { useShopScope } from '../../../hooks/use-shop-scope';
import { formatPrice } from '../../../lib/format-price';
import { shopDetailQueryOptions } from '../../../lib/shop-detail-query';

/**
 * Spec §2.8 "shop city card": the shop the visitor orders from, its hours, minimum spend and how the
 * order comes (delivery to the chosen address or pickup at the chosen warehouse). "Change shop" opens
 * the position dialog, whose "jump to a new store?" confirm guards a switch (spec §4); /shop lists them all.
 */
export function HomeShopCard({ className }: { className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const { shopId } = useShopScope();
  const position = usePositionStore((s) => s.position);
  const openDialog = usePositionStore((s) => s.openDialog);
  const shop = useQuery(shopDetailQueryOptions(shopId, locale));
  const pickup = isPickup(position);
  const data = shop.data;

  return (
    <aside aria-labelledby="home-shop-title" className={`flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-raised ${className ?? ''}`}>
      <div>
        <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">{t('home.shop_card.title')}</p>
        <h2 id="home-shop-title" className="text-xl font-bold text-ink">
          {data?.name ?? '\u00a0'}
        </h2>
        {data ? <p className="text-sm text-ink-muted">{data.city}</p> : null}
      </div>
      {data ? (
        <dl className="flex flex-col gap-3 text-sm">
          <Fact icon={<ClockIcon width={18} height={18} />} term={t('home.shop_card.hours')}>
            <ShopHours shop={data} />
          </Fact>
          <Fact icon={<span aria-hidden="true" className="text-base leading-none font-bold">$</span>} term={t('home.shop_card.min_spend')}>
            {data.min_amount > 0 ? formatPrice(data.min_amount, locale) : t('home.shop_card.no_minimum')}
          </Fact>
          <Fact icon={pickup ? <WarehouseIcon width={18} height={18} /> : <TruckIcon width={18} height={18} />} term={t('home.shop_card.service')}>
            {!position
              ? t('home.shop_card.delivery_and_pickup')
              : pickup
                ? t('home.shop_card.pickup', { warehouse: position.warehouse_address?.address ?? '' })
                : t('home.shop_card.delivery')}
          </Fact>
        </dl>
      ) : (
        <div className="h-32" />
      )}
      {position ? null : <p className="text-sm text-ink-muted">{t('home.shop_card.choose')}</p>}
      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2">
        <button
          type="button"
          onClick={openDialog}
          className="inline-flex h-10 items-center rounded-control border border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {position ? t('home.shop_card.change') : t('home.shop_card.choose_action')}
        </button>
        <Link to={localized('/shop')} className="text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline">
          {t('home.shop_card.all_shops')}
        </Link>
      </div>
    </aside>
  );
}

function Fact({ icon, term, children }: { icon: React.ReactNode; term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-3 font-semibold text-ink">
        <span className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">{icon}</span>
        {term}
      </dt>
      <dd className="ml-11 text-ink-muted">{children}</dd>
    </div>
  );
}
