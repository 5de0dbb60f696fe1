import { describe, expect, it } from 'vitest';
import { claimDeadline, claimGoodsOf } from '../../core/orders/claims';

describe('which claim window a product falls under (spec §9)', () => {
  it('produce, meat, seafood, dairy and eggs, frozen: fresh (24 hours); the shelf: dry goods (15 days)', () => {
    expect(['produce', 'meat', 'seafood', 'dairy-eggs', 'frozen'].map(claimGoodsOf)).toEqual(['fresh', 'fresh', 'fresh', 'fresh', 'fresh']);
    expect(['rice', 'flour', 'oil', 'sauces-condiments', 'drinks', 'containers', 'paper-goods', 'cleaning-supplies', ''].map(claimGoodsOf)).toEqual(
      Array(9).fill('dry'),
    );
    const delivered = new Date('2026-11-19T16:00:00Z');
    expect(claimDeadline(delivered, claimGoodsOf('meat')).toISOString()).toBe('2026-11-20T16:00:00.000Z');
    expect(claimDeadline(delivered, claimGoodsOf('rice')).toISOString()).toBe('2026-12-04T16:00:00.000Z');
  });
});
