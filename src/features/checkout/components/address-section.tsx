import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PickupWarehouse } from '../../../../core/schemas/checkout';
import type { ShippingType } from '../../../../core/schemas/common';
import { MapPinIcon, PhoneIcon, WarehouseIcon } from '../../../components/icons';
import type { CheckoutContact } from '../../../lib/session/checkout-contact';
import { formatPhone } from '../../../../core/account/phone';
import { ChoiceCard, CheckoutSection } from './checkout-ui';
import { buttonStyles } from '../../../components/ui/button-styles';

/**
 * Spec §2.8 delivery or pickup address: the chosen address-book entry with a 'Change' link to the
 * address book (select mode, coming back here), or the pickup warehouses.
 */
export function AddressSection({
  shippingType,
  contact,
  chooseAddressTo,
  warehouses,
  warehouseId,
  onWarehouseChange,
  loading,
}: {
  shippingType: ShippingType;
  contact: CheckoutContact | null;
  chooseAddressTo: string;
  warehouses: readonly PickupWarehouse[];
  warehouseId: number | null;
  onWarehouseChange: (id: number) => void;
  loading: boolean;
}) {
  const { t } = useTranslation();
  if (shippingType === 'delivery') {
    return (
      <CheckoutSection
        title={t('checkout.address.deliveryTitle')}
        action={
          contact ? (
            <Link to={chooseAddressTo} className={buttonStyles.quiet} aria-label={t('checkout.address.changeLabel')}>
              {t('checkout.address.change')}
            </Link>
          ) : null
        }
      >
        {contact ? (
          <ContactCard contact={contact} />
        ) : (
          <div className="flex flex-col items-start gap-3 rounded-control border border-dashed border-line-strong p-4">
            <p className="text-sm text-ink-muted">{t('checkout.address.none')}</p>
            <Link to={chooseAddressTo} className={buttonStyles.primary}>
              {t('checkout.address.choose')}
            </Link>
          </div>
        )}
      </CheckoutSection>
    );
  }
  return (
    <CheckoutSection title={t('checkout.address.pickupTitle')}>
      {warehouses.length === 0 ? (
        <p className="text-sm text-ink-muted">{loading ? t('checkout.loadingOptions') : t('checkout.address.noWarehouse')}</p>
      ) : warehouses.length === 1 ? (
        <WarehouseCard warehouse={warehouses[0]!} />
      ) : (
        <WarehouseChoice warehouses={warehouses} value={warehouseId} onChange={onWarehouseChange} />
      )}
    </CheckoutSection>
  );
}

function ContactCard({ contact }: { contact: CheckoutContact }) {
  const { t } = useTranslation();
  const extras = [
    contact.unit ? `${t('checkout.address.unit')} ${contact.unit}` : '',
    contact.buzz_code ? `${t('checkout.address.buzzer')} ${contact.buzz_code}` : '',
  ].filter(Boolean);
  return (
    <div className="flex gap-3" data-testid="checkout-contact">
      <MapPinIcon width={22} height={22} className="mt-0.5 shrink-0 text-brand-700" />
      <div className="min-w-0 text-sm">
        <p className="font-semibold break-words text-ink">{contact.name}</p>
        <p className="break-words text-ink">{contact.addr}</p>
        {extras.length > 0 ? <p className="text-ink-muted">{extras.join(' · ')}</p> : null}
        <p className="mt-1 flex items-center gap-1.5 text-ink-muted">
          <PhoneIcon width={14} height={14} className="shrink-0" />
          <span className="sr-only">{t('checkout.address.phone')}: </span>
          {formatPhone(contact.tel)}
        </p>
      </div>
    </div>
  );
}

function WarehouseCard({ warehouse }: { warehouse: PickupWarehouse }) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-3" data-testid="checkout-warehouse">
      <WarehouseIcon width={22} height={22} className="mt-0.5 shrink-0 text-brand-700" />
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-ink">{warehouse.name}</p>
        <p className="break-words text-ink">{warehouse.address}</p>
        <p className="mt-1 flex items-center gap-1.5 text-ink-muted">
          <PhoneIcon width={14} height={14} className="shrink-0" />
          <span className="sr-only">{t('checkout.address.phone')}: </span>
          {formatPhone(warehouse.tel)}
        </p>
        <p className="mt-1 text-xs text-ink-muted">{t('checkout.address.pickupRule')}</p>
      </div>
    </div>
  );
}

function WarehouseChoice({
  warehouses,
  value,
  onChange,
}: {
  warehouses: readonly PickupWarehouse[];
  value: number | null;
  onChange: (id: number) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  const selected = value ?? warehouses[0]?.id;
  return (
    <fieldset className="grid gap-2">
      <legend className="sr-only">{t('checkout.address.pickupTitle')}</legend>
      {warehouses.map((warehouse) => (
        <ChoiceCard
          key={warehouse.id}
          name={name}
          value={String(warehouse.id)}
          checked={selected === warehouse.id}
          onChange={() => onChange(warehouse.id)}
        >
          <span className="min-w-0">
            <span className="block font-semibold">{warehouse.name}</span>
            <span className="block text-xs break-words text-ink-muted">{warehouse.address}</span>
            <span className="block text-xs text-ink-muted">{formatPhone(warehouse.tel)}</span>
          </span>
        </ChoiceCard>
      ))}
      <p className="text-xs text-ink-muted">{t('checkout.address.pickupRule')}</p>
    </fieldset>
  );
}
