import { describe, expect, it } from 'vitest';
import { placeOrderBodySchema } from '../../core/schemas/order';

const base = {
  shop_id: 17243,
  product_items: [{ product_id: 100116, qty: 2 }],
  payment_type: 'card',
  service_date: '2026-11-24',
};

describe('place order payload', () => {
  it('needs an address-book entry for delivery and a warehouse for pickup', () => {
    expect(placeOrderBodySchema.safeParse({ ...base, shipping_type: 'delivery', contact_id: 3 }).success).toBe(true);
    expect(placeOrderBodySchema.safeParse({ ...base, shipping_type: 'pickup', warehouse_id: 1 }).success).toBe(true);
    const missing = placeOrderBodySchema.safeParse({ ...base, shipping_type: 'pickup', contact_id: 3 });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.message).toBe('validation.order_destination_required');
  });

  it('takes asap or a 30-minute slot, and defaults the rest', () => {
    const parsed = placeOrderBodySchema.parse({ ...base, shipping_type: 'delivery', contact_id: 3, time_preference: '08:30' });
    expect(parsed).toMatchObject({ time_preference: '08:30', tips: 0, note: '', promo_codes: [], is_collect_small_order_fee: false });
    expect(placeOrderBodySchema.safeParse({ ...base, shipping_type: 'delivery', contact_id: 3, time_preference: '08:15' }).success).toBe(false);
    expect(placeOrderBodySchema.safeParse({ ...base, shipping_type: 'delivery', contact_id: 3, payment_type: 'bitcoin' }).success).toBe(false);
  });
});
