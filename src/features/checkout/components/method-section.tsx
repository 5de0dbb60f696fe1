import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShippingType } from '../../../../core/schemas/common';
import { TruckIcon, WarehouseIcon } from '../../../components/icons';
import { ChoiceCard, CheckoutSection } from './checkout-ui';

/** Spec §2.8: payment option and method, delivery or pickup. */
export function MethodSection({ value, onChange }: { value: ShippingType; onChange: (next: ShippingType) => void }) {
  const { t } = useTranslation();
  const name = useId();
  const methods: { value: ShippingType; Icon: typeof TruckIcon; title: string; hint: string }[] = [
    { value: 'delivery', Icon: TruckIcon, title: t('checkout.method.delivery'), hint: t('checkout.method.deliveryHint') },
    { value: 'pickup', Icon: WarehouseIcon, title: t('checkout.method.pickup'), hint: t('checkout.method.pickupHint') },
  ];
  return (
    <CheckoutSection title={t('checkout.method.title')}>
      <fieldset className="grid gap-2 sm:grid-cols-2 sm:gap-3">
        <legend className="sr-only">{t('checkout.method.title')}</legend>
        {methods.map(({ value: method, Icon, title, hint }) => (
          <ChoiceCard key={method} name={name} value={method} checked={value === method} onChange={() => onChange(method)}>
            <Icon width={24} height={24} className="shrink-0 text-brand-700" aria-hidden="true" />
            <span className="min-w-0">
              <span className="block font-semibold">{title}</span>
              <span className="block text-xs text-ink-muted">{hint}</span>
            </span>
          </ChoiceCard>
        ))}
      </fieldset>
    </CheckoutSection>
  );
}
