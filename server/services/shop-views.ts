import { deliverySchedule } from '../../core/calendar/delivery-schedule';
import { parseShopHours } from '../../core/calendar/shop-hours';
import { orderWindows } from '../../core/checkout/cutoff-countdown';
import { formatDeliveryDay } from '../../core/format/delivery-day';
import { fromCents } from '../../core/money';
import { shopSaleLimit } from '../../core/pricing/shop-rules';
import type { Locale } from '../../core/schemas/common';
import type { DiscountEvent, ShopDetail } from '../../core/schemas/shop';
import type { Warehouse } from '../../core/schemas/catalogue';
import { productName } from './catalogue-views';
import type { CatalogueSnapshot, DiscountEventRow, ShopRow, WarehouseRow } from './catalogue-snapshot';


function discountEventView(e: DiscountEventRow, snapshot: CatalogueSnapshot, locale: Locale): DiscountEvent {
  const gift = e.options.gift_product_id !== undefined ? snapshot.products.get(e.options.gift_product_id) : undefined;
  return {
    id: e.id,
    shop_id: e.shopId,
    discount_code: e.discountCode,
    discount_amount: fromCents(e.discountAmountCents),
    discount_type: e.discountType,
    event: e.event,
    enabled: e.enabled,
    start_date: e.startDate?.toISOString() ?? null,
    end_date: e.endDate?.toISOString() ?? null,
    limit_times: e.limitTimes,
    use_type: e.useType,
    shipping_type: e.shippingType,
    is_dailyonce: e.isDailyOnce,
    discount_group: e.discountGroup,
    options: {
      ...(e.options.full_amount_cents !== undefined ? { full_amount: fromCents(e.options.full_amount_cents) } : {}),
      gift_product: gift ? { product_id: gift.id, product_name: productName(gift, locale), product_image: gift.image } : null,
      ...(e.options.discount_tag ? { discount_tag: e.options.discount_tag[locale] } : {}),
      ...(e.options.discount_desc ? { discount_desc: e.options.discount_desc[locale] } : {}),
      ...(e.options.order_limit_times !== undefined ? { order_limit_times: e.options.order_limit_times } : {}),
    },
  };
}

/** Events that are on now: enabled and within their dates. */
function isActive(e: DiscountEventRow, now: Date): boolean {
  return e.enabled === 1 && (!e.startDate || e.startDate <= now) && (!e.endDate || e.endDate >= now);
}

/** A shop's discount events that are on now, by kind, in id order. */
export function activeDiscountEvents(snapshot: CatalogueSnapshot, shopId: number, now: Date): Record<DiscountEventRow['kind'], DiscountEventRow[]> {
  const events = (snapshot.discountEvents.get(shopId) ?? []).filter((e) => isActive(e, now));
  return { shop_full_discount: events.filter((e) => e.kind === 'shop_full_discount'), shop_product_sale: events.filter((e) => e.kind === 'shop_product_sale') };
}

export function shopDetailView(shop: ShopRow, snapshot: CatalogueSnapshot, locale: Locale, now = new Date()): ShopDetail {
  const events = activeDiscountEvents(snapshot, shop.id, now);
  const view = (kind: DiscountEventRow['kind']) => events[kind].map((e) => discountEventView(e, snapshot, locale));
  const schedule = deliverySchedule(shop.settings.delivery);
  return {
    mid: shop.id,
    name: shop.name[locale],
    desc: shop.description[locale],
    city: shop.city,
    addr: shop.addr,
    lat: Number(shop.lat),
    lon: Number(shop.lng),
    tel: shop.tel,
    open: shop.open ? 1 : 0,
    hours: shop.hours,
    opening_hours: parseShopHours(shop.hours),
    tax_rate: shop.taxRateBp / 10_000,
    min_amount: fromCents(shop.minAmountCents),
    customer_pickup: shop.customerPickup ? 1 : 0,
    online_payment: shop.onlinePayment ? 1 : 0,
    pay_later: shop.payLater ? 1 : 0,
    steer_guests_to_app: shop.steerGuestsToApp ? 1 : 0,
    supported_payment_methods: ['onlinepay', 'cashpay'],
    payment_charge_fee: { onlinepay: shop.settings.payment_charge_fee_percent },
    currency: 'CAD',
    time_zone: shop.settings.time_zone,
    delivery_time: shop.settings.delivery_time_minutes,
    order_limit_times: shopSaleLimit(events.shop_product_sale, shop.settings.order_limit_times),
    service_fee: {
      enabled: shop.settings.service_fee.enabled,
      type: shop.settings.service_fee.type,
      rules: shop.settings.service_fee.rules.map((r) => ({ end: fromCents(r.end_cents), value: fromCents(r.value_cents) })),
    },
    discount_events: { shop_full_discount: view('shop_full_discount'), shop_product_sale: view('shop_product_sale') },
    delivery_schedule: schedule,
    order_windows: orderWindows(now, schedule).map((w) => ({
      ends_at: w.deadline.toISOString(),
      delivery_date: w.deliveryDate ?? null,
      delivery_day: w.deliveryDate === undefined ? null : formatDeliveryDay(w.deliveryDate, locale),
    })),
  };
}

/** The weekday name in the warehouse's time zone (pickup hours are local). */
export function weekdayIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone }).format(now);
}

export function warehouseView(
  w: WarehouseRow,
  locale: Locale,
  t: (key: string, params?: Record<string, string>) => string,
  distanceKm: number | null,
  now = new Date(),
): Warehouse {
  const today = weekdayIn('America/Toronto', now);
  const entry = w.normalOperation.find((line) => line.startsWith(`${today},`));
  const hours = entry?.split(',')[1] ?? 'Closed';
  return {
    id: w.id,
    shop_id: w.shopId,
    city: w.city[locale],
    status: hours === 'Closed' ? t('warehouse.closed_today') : t('warehouse.open_today', { hours }),
    distance: distanceKm === null ? null : Math.round(distanceKm * 10) / 10,
    img: w.img,
    address: w.address,
    postal_code: w.postalCode,
    lat: Number(w.lat),
    lng: Number(w.lng),
    tel: w.tel,
    normal_operation: w.normalOperation,
  };
}
