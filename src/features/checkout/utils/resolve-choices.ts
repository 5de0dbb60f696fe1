import type { PaymentType } from '../../../../core/checkout/order-totals';
import type { CheckoutOptions, PickupWarehouse } from '../../../../core/schemas/checkout';
import type { ShippingType } from '../../../../core/schemas/common';

export interface ChoicesInput {
  shippingType: ShippingType;
  serviceDate: string | null;
  time: string;
  warehouseId: number | null;
  paymentType: PaymentType;
}

export interface ResolvedChoices {
  /** The offered days of the method (delivery dates, or the chosen warehouse's pickup days). */
  dates: string[];
  serviceDate: string | null;
  /** 'Arrive around' slots of the chosen day. */
  slots: string[];
  time: string;
  warehouse: PickupWarehouse | null;
  paymentType: PaymentType;
}

/**
 * The customer's choices checked against what the server offers now: a day no longer offered gives
 * way to the earliest one, a slot no longer offered to ASAP, an unknown warehouse to the first, a
 * payment type not allowed for this method (cash on pickup, pay later without the flag) to the first
 * allowed one. Nothing is stored: the choices stay as picked and come back if they are offered again.
 */
export function resolveChoices(input: ChoicesInput, options: CheckoutOptions | undefined): ResolvedChoices {
  if (!options) {
    return { dates: [], serviceDate: null, slots: [], time: 'asap', warehouse: null, paymentType: input.paymentType };
  }
  const allowed = options.payment_types;
  const paymentType = allowed.length === 0 || allowed.includes(input.paymentType) ? input.paymentType : allowed[0]!;

  if (input.shippingType === 'pickup') {
    const warehouse = options.warehouses.find((w) => w.id === input.warehouseId) ?? options.warehouses[0] ?? null;
    const days = warehouse?.pickup_days ?? [];
    const day = days.find((d) => d.date === input.serviceDate) ?? days[0] ?? null;
    const slots = day?.slots ?? [];
    return {
      dates: days.map((d) => d.date),
      serviceDate: day?.date ?? null,
      slots,
      time: slots.includes(input.time) ? input.time : 'asap',
      warehouse,
      paymentType,
    };
  }

  const dates = options.delivery_dates;
  const serviceDate = input.serviceDate && dates.includes(input.serviceDate) ? input.serviceDate : (dates[0] ?? null);
  const slots = options.delivery_slots;
  return {
    dates,
    serviceDate,
    slots,
    time: slots.includes(input.time) ? input.time : 'asap',
    warehouse: null,
    paymentType,
  };
}
