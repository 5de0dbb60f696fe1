import { describe, expect, it } from 'vitest';
import { buyerCancellationWindow } from '../../core/orders/cancellation-clock';
import { canTransition, type OrderFacts } from '../../core/orders/lifecycle';

/**
 * §9: the buyer cancels in full on the order day until 23:59:59 Toronto time, with the small order fee
 * on the next day (before packing starts), and not after. Instants are written in UTC with the Toronto
 * wall clock beside them; the DST cases would come out wrong with a fixed UTC offset.
 */
const at = (iso: string) => new Date(iso);

function order(createdAt: string, status: OrderFacts['status'] = 'processing'): OrderFacts {
  return { status, shippingType: 'delivery', paymentType: 'card', paymentStatus: 'prepaid', customerId: 1, createdAt: at(createdAt), packed: false };
}
const buyerCancels = (o: OrderFacts, now: string) => canTransition(o, 'cancel_by_buyer', { role: 'buyer', customerId: 1 }, at(now));

describe('the buyer’s cancellation clock (America/Toronto)', () => {
  // Placed Tuesday 2026-11-17 09:00 EST (UTC−5).
  const placed = order('2026-11-17T14:00:00Z');

  it('at 23:58 on the order day: cancelled in full', () => {
    expect(buyerCancels(placed, '2026-11-18T04:58:00Z')).toMatchObject({ ok: true, to: 'cancelled', effects: { stock: 'return', money: 'void_or_refund_all' } });
    // The last second of the day still counts.
    expect(buyerCancellationWindow(placed.createdAt, at('2026-11-18T04:59:59.999Z'))).toBe('order_day');
  });

  it('at 00:01 the next day: cancelled with the small order fee', () => {
    expect(buyerCancels(placed, '2026-11-18T05:01:00Z')).toMatchObject({ ok: true, effects: { stock: 'return', money: 'charge_fee' } });
    expect(buyerCancels(order('2026-11-17T14:00:00Z', 'accept'), '2026-11-18T05:01:00Z')).toMatchObject({ ok: true, effects: { money: 'charge_fee' } });
    expect(buyerCancellationWindow(placed.createdAt, at('2026-11-18T05:00:00Z'))).toBe('next_day');
    expect(buyerCancellationWindow(placed.createdAt, at('2026-11-19T04:59:59Z'))).toBe('next_day');
  });

  it('the next day, an order whose card was never authorized is simply cancelled: there is nothing to keep a fee from', () => {
    for (const paymentStatus of ['unpaid', 'failed', 'timeout'] as const) {
      expect(buyerCancels({ ...placed, paymentStatus }, '2026-11-18T05:01:00Z')).toMatchObject({ ok: true, effects: { money: 'void_or_refund_all' } });
    }
    // Cash and pay later are invoiced the fee.
    expect(buyerCancels({ ...placed, paymentType: 'cash', paymentStatus: 'unpaid' }, '2026-11-18T05:01:00Z')).toMatchObject({ ok: true, effects: { money: 'charge_fee' } });
  });

  it('from the day after: refused, and the buyer is told whom to call', () => {
    expect(buyerCancels(placed, '2026-11-19T05:01:00Z')).toEqual({ ok: false, reason: 'orders.transition.cancel_too_late', params: {} });
  });

  it('counts Toronto days, not UTC days', () => {
    // Placed 18:30 EST (23:30 UTC); 19:30 EST is already the next day in UTC, still the order day in Toronto.
    expect(buyerCancellationWindow(at('2026-11-17T23:30:00Z'), at('2026-11-18T00:30:00Z'))).toBe('order_day');
    // Placed 00:30 EST on the 18th (05:30 UTC): 23:58 EST on the 18th (04:58 UTC on the 19th) is still the order day.
    expect(buyerCancellationWindow(at('2026-11-18T05:30:00Z'), at('2026-11-19T04:58:00Z'))).toBe('order_day');
  });

  it('a clock slightly behind the order’s timestamp is the order day', () => {
    expect(buyerCancellationWindow(at('2026-11-17T14:00:00Z'), at('2026-11-17T13:59:00Z'))).toBe('order_day');
  });

  it('spring forward (2026-03-08, a 23-hour day)', () => {
    // Placed Saturday 2026-03-07 23:30 EST (04:30 UTC on the 8th).
    const created = at('2026-03-08T04:30:00Z');
    expect(buyerCancellationWindow(created, at('2026-03-08T04:59:00Z'))).toBe('order_day'); // 23:59 EST
    expect(buyerCancellationWindow(created, at('2026-03-08T05:01:00Z'))).toBe('next_day'); // 00:01 EST
    expect(buyerCancellationWindow(created, at('2026-03-09T03:58:00Z'))).toBe('next_day'); // 23:58 EDT
    // 00:30 EDT on the 9th: a fixed UTC−5 would still read 23:30 on the 8th.
    expect(buyerCancellationWindow(created, at('2026-03-09T04:30:00Z'))).toBe('closed');
    // Placed 01:30 EST on the 8th, just before the clocks jump; 23:58 EDT the same day.
    expect(buyerCancellationWindow(at('2026-03-08T06:30:00Z'), at('2026-03-09T03:58:00Z'))).toBe('order_day');
  });

  it('fall back (2026-11-01, a 25-hour day)', () => {
    // Placed Saturday 2026-10-31 22:00 EDT (02:00 UTC on 1 November).
    const created = at('2026-11-01T02:00:00Z');
    expect(buyerCancellationWindow(created, at('2026-11-01T03:58:00Z'))).toBe('order_day'); // 23:58 EDT
    expect(buyerCancellationWindow(created, at('2026-11-01T04:01:00Z'))).toBe('next_day'); // 00:01 EDT
    // 23:58 EST on 1 November: a fixed UTC−4 would read 00:58 on the 2nd.
    expect(buyerCancellationWindow(created, at('2026-11-02T04:58:00Z'))).toBe('next_day');
    expect(buyerCancellationWindow(created, at('2026-11-02T05:01:00Z'))).toBe('closed'); // 00:01 EST on the 2nd
  });

  it('packing closes the window whatever the clock says', () => {
    expect(buyerCancels({ ...placed, status: 'cooking' }, '2026-11-17T15:00:00Z')).toMatchObject({ ok: false, reason: 'orders.transition.cancel_packing_started' });
  });
});
