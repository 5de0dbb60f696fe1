import { describe, expect, it } from 'vitest';
import { readColumnVisibility, writeColumnVisibility } from './column-visibility';

describe('remembered column choice', () => {
  it('round-trips the hidden columns', () => {
    const stored = writeColumnVisibility({ customer_phone: false, agent_name: true, shipping_type: false });
    expect(JSON.parse(stored)).toEqual({ customer_phone: false, shipping_type: false });
    expect(readColumnVisibility(stored)).toEqual({ customer_phone: false, shipping_type: false });
  });

  it('never hides the order number and ignores unknown columns and junk', () => {
    expect(readColumnVisibility('{"order_no":false,"colour":false,"total":"no"}')).toEqual({});
    expect(writeColumnVisibility({ order_no: false })).toBe('{}');
    expect(readColumnVisibility('not json')).toEqual({});
    expect(readColumnVisibility('[false]')).toEqual({});
    expect(readColumnVisibility(null)).toEqual({});
  });
});
