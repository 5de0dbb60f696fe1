import { CutoffCountdown } from '../../../components/cutoff-countdown';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShippingType } from '../../../../core/schemas/common';
import { useLocale } from '../../../hooks/use-locale';
import { formatServiceDate, formatSlot } from '../utils/format-service';
import { ChoiceCard, CheckoutSection } from './checkout-ui';
import { inputStyles } from '../../../components/ui/input-styles';

/**
 * Spec §2.8 time: the delivery date or pickup day (what the server offers: next day, no Sunday; the
 * warehouse's open days), then ASAP or 'arrive around' a 30-minute slot.
 */
export function ScheduleSection({
  shippingType,
  dates,
  serviceDate,
  onDateChange,
  slots,
  time,
  onTimeChange,
  loading,
}: {
  shippingType: ShippingType;
  dates: readonly string[];
  serviceDate: string | null;
  onDateChange: (date: string) => void;
  slots: readonly string[];
  time: string;
  onTimeChange: (time: string) => void;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const dateName = useId();
  const timeName = useId();
  const slotId = useId();
  const arrive = time !== 'asap';
  const dateLegend = shippingType === 'pickup' ? t('checkout.schedule.pickupDate') : t('checkout.schedule.deliveryDate');

  return (
    <CheckoutSection title={t('checkout.schedule.title')}>
      {shippingType === 'delivery' ? <CutoffCountdown className="mb-3" /> : null}
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink">{dateLegend}</legend>
        {dates.length === 0 ? (
          <p role="status" className="text-sm text-ink-muted">
            {loading ? t('checkout.loadingOptions') : t('checkout.schedule.noDates')}
          </p>
        ) : (
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
            {dates.map((date) => (
              <ChoiceCard key={date} compact name={dateName} value={date} checked={serviceDate === date} onChange={onDateChange}>
                <span className="font-medium">{formatServiceDate(date, locale)}</span>
              </ChoiceCard>
            ))}
          </div>
        )}
      </fieldset>

      <fieldset className="mt-4">
        <legend className="mb-2 text-sm font-semibold text-ink">{t('checkout.schedule.time')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          <ChoiceCard compact name={timeName} value="asap" checked={!arrive} onChange={() => onTimeChange('asap')}>
            <span className="min-w-0">
              <span className="block font-medium">{t('checkout.schedule.asap')}</span>
              <span className="block text-xs text-ink-muted">
                {shippingType === 'pickup' ? t('checkout.schedule.asapPickupHint') : t('checkout.schedule.asapHint')}
              </span>
            </span>
          </ChoiceCard>
          <ChoiceCard
            compact
            name={timeName}
            value="arrive"
            checked={arrive}
            disabled={slots.length === 0}
            onChange={() => onTimeChange(slots[0] ?? 'asap')}
          >
            <span className="min-w-0">
              <span className="block font-medium">{t('checkout.schedule.arriveAround')}</span>
              <span className="block text-xs text-ink-muted">{t('checkout.schedule.arriveHint')}</span>
            </span>
          </ChoiceCard>
        </div>
        {arrive ? (
          <div className="mt-3 max-w-xs">
            <label htmlFor={slotId} className="mb-1 block text-sm font-medium text-ink">
              {t('checkout.schedule.slot')}
            </label>
            <select id={slotId} value={time} onChange={(event) => onTimeChange(event.target.value)} className={inputStyles()}>
              {slots.map((slot) => (
                <option key={slot} value={slot}>
                  {formatSlot(slot, locale)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </fieldset>
    </CheckoutSection>
  );
}
