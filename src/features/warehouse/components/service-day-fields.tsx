import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputStyles } from '../../../components/ui/input-styles';
import type { ServiceDay } from '../hooks/use-service-day';

/** The input look without its full width: the two fields sit side by side. */
const sizedInput = inputStyles().replace('w-full ', '');

/** The delivery date and shop of a warehouse page. */
export function ServiceDayFields({ day }: { day: ServiceDay }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor={`${id}-date`} className="mb-1 block text-xs font-semibold text-ink-muted">
          {t('warehouseDesk.day.date')}
        </label>
        <input
          id={`${id}-date`}
          type="date"
          required
          value={day.date}
          onChange={(event) => {
            if (event.target.value) day.setDate(event.target.value);
          }}
          className={`${sizedInput} py-2`}
        />
      </div>
      <div>
        <label htmlFor={`${id}-shop`} className="mb-1 block text-xs font-semibold text-ink-muted">
          {t('warehouseDesk.day.shop')}
        </label>
        <select
          id={`${id}-shop`}
          value={day.shopId || ''}
          onChange={(event) => day.setShop(Number(event.target.value))}
          disabled={day.shops.length === 0}
          className={`${sizedInput} py-2 pr-8`}
        >
          {day.shops.length === 0 ? <option value="">{t('common.loading')}</option> : null}
          {day.shops.map((shop) => (
            <option key={shop.shopId} value={shop.shopId}>
              {shop.name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
