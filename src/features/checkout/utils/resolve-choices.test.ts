import { describe, expect, it } from 'vitest';
import type { CheckoutOptions } from '../../../../core/schemas/checkout';
import { resolveChoices, type ChoicesInput } from './resolve-choices';

const options: CheckoutOptions = {
  shop_id: 17243,
  delivery_dates: ['2026-03-06', '2026-03-07'],
  delivery_slots: ['08:00', '08:30', '22:30'],
  warehouses: [
    {
      id: 1,
      name: 'Scarborough',
      address: '2300 Markham Rd',
      postal_code: 'M1B 2W4',
      tel: '416-555-0143',
      latitude: '43.8',
      longitude: '-79.2',
      pickup_days: [
        { date: '2026-03-05', slots: ['15:00', '15:30'] },
        { date: '2026-03-06', slots: ['13:00', '13:30', '14:00'] },
      ],
    },
    { id: 2, name: 'Ottawa', address: '2625 Sheffield Rd', postal_code: 'K1B 3V7', tel: '613', latitude: '45', longitude: '-75', pickup_days: [] },
  ],
  pay_later_credit: null,
  payment_types: ['card', 'pad', 'cash'],
  min_amount: 0,
  min_payable: 0.5,
};

const input = (over: Partial<ChoicesInput> = {}): ChoicesInput => ({
  shippingType: 'delivery',
  serviceDate: null,
  time: 'asap',
  warehouseId: null,
  paymentType: 'card',
  ...over,
});

describe('resolveChoices', () => {
  it('starts a delivery on the earliest date, ASAP', () => {
    const r = resolveChoices(input(), options);
    expect(r.serviceDate).toBe('2026-03-06');
    expect(r.dates).toEqual(options.delivery_dates);
    expect(r.time).toBe('asap');
    expect(r.warehouse).toBeNull();
  });

  it('keeps offered choices and drops ones no longer offered', () => {
    expect(resolveChoices(input({ serviceDate: '2026-03-07', time: '22:30' }), options)).toMatchObject({
      serviceDate: '2026-03-07',
      time: '22:30',
    });
    expect(resolveChoices(input({ serviceDate: '2026-03-01', time: '07:00' }), options)).toMatchObject({
      serviceDate: '2026-03-06',
      time: 'asap',
    });
  });

  it('pickup: the chosen warehouse, its days and that day’s slots', () => {
    const r = resolveChoices(input({ shippingType: 'pickup', serviceDate: '2026-03-06', time: '13:30' }), options);
    expect(r.warehouse?.id).toBe(1);
    expect(r.dates).toEqual(['2026-03-05', '2026-03-06']);
    expect(r.slots).toEqual(['13:00', '13:30', '14:00']);
    expect(r.time).toBe('13:30');
    // A slot of another day falls back to ASAP.
    expect(resolveChoices(input({ shippingType: 'pickup', serviceDate: '2026-03-05', time: '13:30' }), options).time).toBe('asap');
  });

  it('pickup at a warehouse with no day left has no date (the page says so)', () => {
    const r = resolveChoices(input({ shippingType: 'pickup', warehouseId: 2 }), options);
    expect(r.warehouse?.id).toBe(2);
    expect(r.serviceDate).toBeNull();
    expect(r.slots).toEqual([]);
  });

  it('moves a payment type the server does not offer to the first it does', () => {
    expect(resolveChoices(input({ paymentType: 'pay_later' }), options).paymentType).toBe('card');
    expect(resolveChoices(input({ paymentType: 'cash' }), options).paymentType).toBe('cash');
  });

  it('waits for the options', () => {
    expect(resolveChoices(input({ serviceDate: '2026-03-06' }), undefined).serviceDate).toBeNull();
  });
});
