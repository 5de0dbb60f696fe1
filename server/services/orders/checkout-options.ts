import { offeredPaymentTypes } from '../../../core/checkout/checkout-rules';
import { MIN_PAYABLE_CENTS } from '../../../core/checkout/order-totals';
import { deliverySchedule } from '../../../core/calendar/delivery-schedule';
import { STORE_TIME_ZONE } from '../../../core/calendar/local-time';
import { deliveryDates, deliverySlots, pickupDays } from '../../../core/checkout/service-dates';
import { fromCents } from '../../../core/money';
import type { CheckoutOptions, PickupWarehouse } from '../../../core/schemas/checkout';
import type { Locale, ShippingType } from '../../../core/schemas/common';
import type { OrderingStanding } from '../customers/ordering-standing';
import type { CatalogueSnapshot, ShopRow, WarehouseRow } from '../catalogue-snapshot';

/**
 * What the /payment page may offer (spec §4 Checkout, Shipping type and payment; §9 Delivery and
 * pickup; DECISIONS.md): delivery dates and slots, the shop's pickup warehouses with their days,
 * and the payment types this customer may use for this shipping type.
 */

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
  q: { shippingType: ShippingType; standing: OrderingStanding; now: Date; locale: Locale },
): CheckoutOptions {
  return {
    shop_id: shop.id,
    delivery_dates: deliveryDates(q.now, deliverySchedule(shop.settings.delivery)),
    delivery_slots: deliverySlots(),
    warehouses: shop.customerPickup ? shopWarehouses(snapshot, shop.id).map((w) => pickupWarehouseView(w, q.now, q.locale)) : [],
    payment_types: offeredPaymentTypes({ shippingType: q.shippingType, payLaterAllowed: shop.payLater && q.standing.payLater }),
    pay_later_credit:
      shop.payLater && q.standing.payLater && q.standing.credit.limitCents !== null
        ? { limit: fromCents(q.standing.credit.limitCents), unpaid: fromCents(q.standing.credit.unpaidCents) }
        : null,
    min_amount: fromCents(shop.minAmountCents),
    min_payable: fromCents(MIN_PAYABLE_CENTS),
  };
}
