import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../../components/error-notice';
import { LoadingBox } from '../../../components/loading-box';
import { inputStyles } from '../../../components/ui/input-styles';
import { useSettingsPage } from '../api/shop-settings';
import { BackOfficeFrame } from '../../../components/back-office-frame';
import { ShopSettingsForm } from './shop-settings-form';
import { WarehouseHoursForm } from './warehouse-hours-form';

/** /back-office/settings: pick a shop, then its status, spend rules, delivery calendar and warehouses. */
export function SettingsScreen() {
  const { t } = useTranslation();
  const id = useId();
  const [shopId, setShopId] = useState<number | undefined>(undefined);
  const page = useSettingsPage(shopId);
  return (
    <BackOfficeFrame title={t('backOffice.settings.title')} lead={t('backOffice.settings.lead')}>
      {page.isPending ? (
        <LoadingBox label={t('common.loading')} />
      ) : page.isError ? (
        <ErrorNotice error={page.error} title={t('backOffice.settings.load_failed')} onRetry={() => void page.refetch()} />
      ) : (
        <div className="space-y-6">
          <div className="max-w-sm">
            <label htmlFor={`${id}-shop`} className="mb-1.5 block text-sm font-semibold text-ink">
              {t('backOffice.settings.shop')}
            </label>
            <select id={`${id}-shop`} className={inputStyles()} value={page.data.shop.shop_id} onChange={(e) => setShopId(Number(e.target.value))}>
              {page.data.shops.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-6 xl:grid-cols-2">
            {/* Keyed by the shop: another shop starts a fresh form; a save keeps the form (and its "saved"). */}
            <ShopSettingsForm key={page.data.shop.shop_id} shop={page.data.shop} />
            <div className="space-y-6">
              {page.data.warehouses.length === 0 ? <p className="text-sm text-ink-muted">{t('backOffice.settings.warehouse.none')}</p> : null}
              {page.data.warehouses.map((w) => (
                <WarehouseHoursForm key={w.warehouse_id} warehouse={w} />
              ))}
            </div>
          </div>
        </div>
      )}
    </BackOfficeFrame>
  );
}
