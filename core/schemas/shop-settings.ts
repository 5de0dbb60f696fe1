import { z } from 'zod';
import { isCalendarDate } from '../calendar/delivery-schedule';
import { formatClock, parseClock } from '../calendar/local-time';
import { WEEKDAY_NAMES } from '../checkout/service-dates';
import { idParam, okEnvelope } from './common';

/**
 * Shop settings in the back office (issue 17): whether a shop takes orders, its minimum spend, its
 * small-order-fee tiers, its delivery calendar (core/calendar/delivery-schedule.ts), and each pickup
 * warehouse's hours and closed dates. One schema per payload, used by the form and the server.
 */

/** Largest money figure a setting holds: $100,000.00. */
export const MAX_SETTING_CENTS = 10_000_000;
export const MAX_FEE_RULES = 10;
export const MAX_CLOSED_DATES = 366;

const cents = z.number({ message: 'validation.amount_invalid' }).int('validation.amount_invalid').min(0, 'validation.amount_invalid').max(MAX_SETTING_CENTS, 'validation.amount_invalid');

/** 'HH:MM' on the 24-hour clock, 00:00–23:59. */
export const clockSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.clock_invalid');

export const calendarDateSchema = z.string().refine(isCalendarDate, 'validation.date_invalid');

/** Closed dates: valid, each once, in date order. */
const closedDatesSchema = z
  .array(calendarDateSchema)
  .max(MAX_CLOSED_DATES)
  .refine((dates) => new Set(dates).size === dates.length, 'validation.dates_repeated')
  .transform((dates) => [...dates].sort());

export const smallOrderFeeRuleSchema = z.object({ end_cents: cents.refine((v) => v > 0, 'validation.amount_invalid'), value_cents: cents });

export const smallOrderFeeSettingsSchema = z.object({
  enabled: z.boolean(),
  /** The fee applies while the pre-tax amount is below a rule's end: ends strictly ascending. */
  rules: z
    .array(smallOrderFeeRuleSchema)
    .max(MAX_FEE_RULES)
    .refine((rules) => rules.every((rule, i) => i === 0 || rule.end_cents > rules[i - 1]!.end_cents), 'validation.fee_rules_ascending'),
});
export type SmallOrderFeeSettings = z.infer<typeof smallOrderFeeSettingsSchema>;

export const deliveryScheduleSchema = z.object({
  cutoff: clockSchema,
  weekdays: z
    .array(z.number().int().min(0).max(6))
    .min(1, 'validation.weekdays_required')
    .max(7)
    .refine((days) => new Set(days).size === days.length, 'validation.weekdays_required')
    .transform((days) => [...days].sort((a, b) => a - b)),
  friday_choice: z.boolean(),
  ontario_holidays: z.boolean(),
  closed_dates: closedDatesSchema,
});

/** PUT /api/back-office/settings/shop. */
export const shopSettingsBodySchema = z.object({
  shop_id: z.number().int().positive().max(2_147_483_647),
  open: z.boolean(),
  min_amount_cents: cents,
  small_order_fee: smallOrderFeeSettingsSchema,
  delivery: deliveryScheduleSchema,
});
export type ShopSettingsBody = z.input<typeof shopSettingsBodySchema>;
export type ShopSettingsInput = z.output<typeof shopSettingsBodySchema>;

export const shopSettingsViewSchema = z.object({
  shop_id: z.number().int(),
  name: z.string(),
  open: z.boolean(),
  min_amount_cents: z.number().int(),
  small_order_fee: z.object({ enabled: z.boolean(), rules: z.array(z.object({ end_cents: z.number().int(), value_cents: z.number().int() })) }),
  delivery: z.object({
    cutoff: z.string(),
    weekdays: z.array(z.number().int()),
    friday_choice: z.boolean(),
    ontario_holidays: z.boolean(),
    closed_dates: z.array(z.string()),
  }),
});
export type ShopSettingsView = z.infer<typeof shopSettingsViewSchema>;

/** One weekday of a warehouse (0 = Monday … 6 = Sunday): closed, or open from `open` to `close`. */
export const openingDaySchema = z
  .object({ weekday: z.number().int().min(0).max(6), closed: z.boolean(), open: clockSchema, close: clockSchema })
  .refine((day) => day.closed || (parseClock(day.open) ?? 0) < (parseClock(day.close) ?? 0), { message: 'validation.opening_order', path: ['close'] });
export type OpeningDay = z.infer<typeof openingDaySchema>;

/** PUT /api/back-office/settings/warehouse: all seven weekdays, once each, and the closed dates. */
export const warehouseHoursBodySchema = z.object({
  warehouse_id: z.number().int().positive().max(2_147_483_647),
  days: z
    .array(openingDaySchema)
    .length(7, 'validation.weekdays_all')
    .refine((days) => new Set(days.map((d) => d.weekday)).size === 7, 'validation.weekdays_all')
    .transform((days) => [...days].sort((a, b) => a.weekday - b.weekday)),
  closed_dates: closedDatesSchema,
});
export type WarehouseHoursBody = z.input<typeof warehouseHoursBodySchema>;
export type WarehouseHoursInput = z.output<typeof warehouseHoursBodySchema>;

export const warehouseHoursViewSchema = z.object({
  warehouse_id: z.number().int(),
  shop_id: z.number().int(),
  name: z.string(),
  days: z.array(z.object({ weekday: z.number().int(), closed: z.boolean(), open: z.string(), close: z.string() })),
  closed_dates: z.array(z.string()),
});
export type WarehouseHoursView = z.infer<typeof warehouseHoursViewSchema>;

/** GET /api/back-office/settings[?shop_id]: every shop to pick from, and one shop's settings and warehouses. */
export const shopSettingsQuerySchema = z.object({ shop_id: idParam.optional() });
export const settingsPageSchema = z.object({
  shops: z.array(z.object({ id: z.number().int(), name: z.string() })),
  shop: shopSettingsViewSchema,
  warehouses: z.array(warehouseHoursViewSchema),
});
export type SettingsPage = z.infer<typeof settingsPageSchema>;
export const settingsPageResponseSchema = okEnvelope(settingsPageSchema);
export const shopSettingsResponseSchema = okEnvelope(shopSettingsViewSchema);
export const warehouseQuerySchema = z.object({ warehouse_id: idParam });
export const warehouseHoursResponseSchema = okEnvelope(warehouseHoursViewSchema);

/** Shown for a closed weekday when the stored hours say nothing of it. */
const DEFAULT_OPEN = { open: '13:00', close: '16:00' };

/** The warehouse's stored "Day,HH:MM-HH:MM" / "Day,Closed" entries (spec §3 Warehouse) → the seven days of the form. */
export function openingDays(entries: readonly string[]): OpeningDay[] {
  return WEEKDAY_NAMES.map((name, weekday) => {
    const entry = entries.find((e) => e.split(',')[0]?.trim() === name);
    const [from = '', to = ''] = (entry?.split(',').slice(1).join(',') ?? '').split('-');
    const open = parseClock(from);
    const close = parseClock(to);
    if (open === undefined || close === undefined || close <= open) return { weekday, closed: true, ...DEFAULT_OPEN };
    return { weekday, closed: false, open: formatClock(open), close: formatClock(close) };
  });
}

/** The seven days of the form → the stored entries, in the spec's shape. */
export function openingEntries(days: readonly OpeningDay[]): string[] {
  return days.map((day) => `${WEEKDAY_NAMES[day.weekday]},${day.closed ? 'Closed' : `${day.open}-${day.close}`}`);
}
