import { describe, expect, it } from 'vitest';
import { visibleFeeLines } from './order-fee-lines';

describe('visibleFeeLines', () => {
  it('drops zero fee lines but keeps subtotal, tax and total', () => {
    const lines = visibleFeeLines([
      { code: 'subtotal', amount: 100 },
      { code: 'discount', amount: 0 },
      { code: 'tax', amount: 0 },
      { code: 'channel_fee', amount: 2.26 },
      { code: 'total', amount: 115.26 },
    ]);
    expect(lines.map((l) => l.code)).toEqual(['subtotal', 'tax', 'channel_fee', 'total']);
  });
});
