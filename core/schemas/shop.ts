import { z } from 'zod';
import { idParam, okEnvelope, shippingTypeSchema } from './common';
import { warehouseSchema } from './catalogue';

/** Shop detail (spec §3 Shop detail, Discount event) as `api/webclient/shop/detail` answers it. */

export const giftProductSchema = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  product_image: z.string(),
});

export const discountEventSchema = z.object({
  id: z.number().int(),
  shop_id: z.number().int(),
  discount_code: z.string(),
  /** Dollars. */
  discount_amount: z.number(),
  discount_type: z.number().int(),
  event: z.string(),
  enabled: z.number().int(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  limit_times: z.number().int(),
  use_type: z.enum(['internal', 'external']),
  shipping_type: z.string(),
  is_dailyonce: z.number().int(),
  discount_group: z.string(),
  options: z.object({
    /** Spend threshold in dollars. */
    full_amount: z.number().optional(),
    gift_product: giftProductSchema.nullable().optional(),
    discount_tag: z.string().optional(),
    discount_desc: z.string().optional(),
    order_limit_times: z.number().int().optional(),
  }),
});
export type DiscountEvent = z.infer<typeof discountEventSchema>;

export const smallOrderFeeRuleSchema = z.object({ end: z.number(), value: z.number() });

export const orderWindowSchema = z.object({
  ends_at: z.string(),
  delivery_date: z.string().nullable(),
  delivery_day: z.string().nullable(),
});
export type OrderWindow = z.infer<typeof orderWindowSchema>;

export const shopDetailSchema = z.object({
  mid: z.number().int(),
  name: z.string(),
  desc: z.string(),
  city: z.string(),
  addr: z.string(),
  lat: z.number(),
  lon: z.number(),
  tel: z.string(),
  open: z.number().int(),
  hours: z.string(),
  /** `hours` read into weekday spans (core/calendar/shop-hours.ts), written per language by the page; null: shown as stored. */
  opening_hours: z.array(z.object({ days: z.array(z.number().int()), open: z.string(), close: z.string() })).nullable().optional(),
  tax_rate: z.number(),
  min_amount: z.number(),
  customer_pickup: z.number().int(),
  online_payment: z.number().int(),
  pay_later: z.number().int(),
  steer_guests_to_app: z.number().int(),
  supported_payment_methods: z.array(z.string()),
  payment_charge_fee: z.object({ onlinepay: z.number() }),
  currency: z.string(),
  time_zone: z.string(),
  delivery_time: z.number().int(),
  order_limit_times: z.number().int(),
  service_fee: z.object({ enabled: z.boolean(), type: z.string(), rules: z.array(smallOrderFeeRuleSchema) }),
  discount_events: z.object({
    shop_full_discount: z.array(discountEventSchema),
    shop_product_sale: z.array(discountEventSchema),
  }),
  /** Issue 20: the shop's delivery calendar (core/calendar DeliverySchedule), for the cut-off countdown. */
  delivery_schedule: z
    .object({
      cutoff: z.string(),
      weekdays: z.array(z.number().int()),
      friday_choice: z.boolean(),
      ontario_holidays: z.boolean(),
      closed_dates: z.array(z.string()),
    })
    .optional(),
  /**
   * Issue 16: the order days from the server's now on (core/checkout orderWindows): when each ends (an
   * ISO instant), the first delivery date an order placed in it gets and that day in the caller's
   * language; the cut-off countdown reads them with no time-zone arithmetic in the browser.
   */
  order_windows: z.array(orderWindowSchema),
});
export type ShopDetail = z.infer<typeof shopDetailSchema>;

export const shopDetailQuerySchema = z.object({ mid: idParam });
export const shopDetailResponseSchema = okEnvelope(shopDetailSchema);

/** The supplier's shops (spec §2.1 /shop/:shopId?, §2.8 shop list): every open shop, in id order. */
export const shopListSchema = z.object({ shops: z.array(shopDetailSchema) });
export const shopListResponseSchema = okEnvelope(shopListSchema);

export const warehouseQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
});
export const warehouseResponseSchema = okEnvelope(z.object({ warehouse_address: z.array(warehouseSchema) }));

/** Hit shop (spec §7): `lating` is spelled so; "lat,lng". */
export const hitShopBodySchema = z.object({
    address: z.string().trim().max(300).optional(),
    lating: z
      .string()
      .trim()
      .regex(/^-?\d{1,3}(\.\d+)?,\s*-?\d{1,3}(\.\d+)?$/)
      .optional(),
    postal: z.string().trim().max(10).optional(),
    shipping_type: shippingTypeSchema.optional(),
  });
export const hitShopResponseSchema = okEnvelope(
  z.object({ shop_id: z.number().int(), delivery_setting_id: z.number().int() }),
);

export const areaQuerySchema = z.object({ shop_id: idParam.optional() });
export const areaResponseSchema = okEnvelope(
  z.object({ areas: z.array(z.object({ id: z.number().int(), shop_id: z.number().int(), name: z.string(), province: z.string() })) }),
);

export const globalSettingsSchema = z.object({
  home_hide_express_add: z.number().int(),
  default_shop_id: z.number().int(),
  app_version: z.string(),
  locales: z.array(z.string()),
  currency: z.string(),
  tax_rate: z.number(),
  time_zone: z.string(),
  customer_service: z.object({ phone: z.string(), email: z.string(), hours: z.string() }),
  /** Spec §2.3: the server runs with sandbox providers (a badge shows the shop id). */
  sandbox: z.boolean(),
  /** Spec §2.3: 'development' shows the "test data" banner. */
  environment: z.enum(['development', 'production', 'test']),
});
export const globalSettingsResponseSchema = okEnvelope(globalSettingsSchema);
