import { describe, expect, it } from 'vitest';
import { changePaymentType, changeShippingType, pickerTypes, settlePaymentType } from './payment-rules';

describe('spec §4 Shipping type and payment', () => {
  it('choosing pickup while cash is selected forces another payment type, and says so', () => {
    expect(changeShippingType({ shippingType: 'delivery', paymentType: 'cash' }, 'pickup', ['card', 'pad'])).toEqual({
      state: { shippingType: 'pickup', paymentType: 'card' },
      notice: 'payment_changed_for_pickup',
    });
    // Without the server's list yet, an online type.
    expect(changeShippingType({ shippingType: 'delivery', paymentType: 'cash' }, 'pickup').state.paymentType).toBe('card');
    // Pay-later accounts whose pickup list starts with pay later.
    expect(changeShippingType({ shippingType: 'delivery', paymentType: 'cash' }, 'pickup', ['pay_later']).state.paymentType).toBe(
      'pay_later',
    );
  });

  it('choosing pickup with an online type keeps it', () => {
    expect(changeShippingType({ shippingType: 'delivery', paymentType: 'pad' }, 'pickup', ['card', 'pad'])).toEqual({
      state: { shippingType: 'pickup', paymentType: 'pad' },
      notice: null,
    });
  });

  it('choosing cash on a pickup order switches the order to delivery with the spec message', () => {
    expect(changePaymentType({ shippingType: 'pickup', paymentType: 'card' }, 'cash')).toEqual({
      state: { shippingType: 'delivery', paymentType: 'cash' },
      notice: 'cash_switched_to_delivery',
    });
    expect(changePaymentType({ shippingType: 'delivery', paymentType: 'card' }, 'cash')).toEqual({
      state: { shippingType: 'delivery', paymentType: 'cash' },
      notice: null,
    });
  });

  it('offers cash on pickup only when the customer may pay cash on delivery (so choosing it can explain)', () => {
    expect(pickerTypes('pickup', ['card', 'pad'], true)).toEqual(['card', 'pad', 'cash']);
    expect(pickerTypes('pickup', ['card', 'pad'], false)).toEqual(['card', 'pad']);
    expect(pickerTypes('delivery', ['pay_later', 'cash', 'card'], true)).toEqual(['card', 'cash', 'pay_later']);
  });

  it('settles a type the server does not offer on the first one it does', () => {
    expect(settlePaymentType({ shippingType: 'delivery', paymentType: 'pay_later' }, ['card', 'pad', 'cash']).state.paymentType).toBe(
      'card',
    );
    expect(settlePaymentType({ shippingType: 'pickup', paymentType: 'cash' }, ['card', 'pad'])).toEqual({
      state: { shippingType: 'pickup', paymentType: 'card' },
      notice: 'payment_changed_for_pickup',
    });
    const same = { shippingType: 'delivery' as const, paymentType: 'pad' as const };
    expect(settlePaymentType(same, ['card', 'pad']).state).toBe(same);
  });
});
