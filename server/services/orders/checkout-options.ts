import { eq } from 'drizzle-orm';
import { offeredPaymentTypes } from '../../../core/checkout/checkout-rules';
import { MIN_PAYABLE_CENTS } from '../../../core/checkout/order-totals';
import { deliverySchedule } from '../../../core/calendar/delivery-schedule';
import { STORE_TIME_ZONE } from '../../../core/calendar/local-time';
import { deliveryDates, deliverySlots, pickupDays } from '../../../core/checkout/service-dates';
import { fromCents } from '../../../core/money';
import type { CheckoutOptions, PickupWarehouse } from '../../../core/schemas/checkout';
import type { Locale, ShippingType } from '../../../core/schemas/common';
import type { Database } from '../../db/client';
import { customers } from '../../db/schema';
import type { CatalogueSnapshot, ShopRow, WarehouseRow } from '../catalogue-snapshot';

/**
 * What the /payment page may offer (spec §4 Checkout, Shipping type and payment; §9 Delivery and
 * pickup; DECISIONS.md): delivery dates and slots, the shop's pickup warehouses with their days,
 * and the payment types this customer may use for this shipping type.
 */

/** customers.pay_later of one customer (false when unknown). */
export async function customerPayLater(db: Database, customerId: number): Promise<boolean> {
  const [row] = await db.select({ payLater: customers.payLater }).from(customers).where(eq(customers.id, customerId)).limit(1);
  return row?.payLater ?? false;
}

export function shopWarehouses(snapshot: CatalogueSnapshot, shopId: number): WarehouseRow[] {
  return snapshot.warehouses.filter((w) => w.shopId === shopId);
}

export function pickupWarehouseView(warehouse: WarehouseRow, now: Date, locale: Locale): PickupWarehouse {
  return {
    id: warehouse.id,
    name: warehouse.city[locale] || warehouse.city.en,
    address: warehouse.address,
    postal_code: warehouse.postalCode,
    tel: warehouse.tel,
    latitude: warehouse.lat,
    longitude: warehouse.lng,
    pickup_days: pickupDays(now, warehouse.normalOperation, 7, STORE_TIME_ZONE, warehouse.closedDates),
  };
}

export function checkoutOptions(
  snapshot: CatalogueSnapshot,
  shop: ShopRow,
  q: { shippingType: ShippingType; payLater: boolean; now: Date; locale: Locale },
): CheckoutOptions {
  return {
    shop_id: shop.id,
    delivery_dates: deliveryDates(q.now, deliverySchedule(shop.settings.delivery)),
    delivery_slots: deliverySlots(),
    warehouses: shop.customerPickup ? shopWarehouses(snapshot, shop.id).map((w) => pickupWarehouseView(w, q.now, q.locale)) : [],
    payment_types: offeredPaymentTypes({ shippingType: q.shippingType, payLaterAllowed: shop.payLater && q.payLater }),
    min_amount: fromCents(shop.minAmountCents),
    min_payable: fromCents(MIN_PAYABLE_CENTS),
  };
}
