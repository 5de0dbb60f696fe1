import { describe, expect, it } from 'vitest';
import {
  BULK_ORDERS_MAX,
  buyerCancelBodySchema,
  claimCreateBodySchema,
  claimDecideBodySchema,
  deliverBodySchema,
  packBodySchema,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_CHARS,
  bulkOrdersBodySchema,
  staffCancelBodySchema,
} from '../../core/schemas/fulfilment';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];

describe('fulfilment payloads', () => {
  it('packing: delivered quantity per line, the weight in whole grams or null', () => {
    const parsed = packBodySchema.parse({ order_id: 3, lines: [{ line_id: 1, delivered_qty: 2, actual_weight_grams: 9_640 }, { line_id: 2, delivered_qty: 0 }] });
    expect(parsed.lines[1]).toEqual({ line_id: 2, delivered_qty: 0, actual_weight_grams: null });
    expect(packBodySchema.safeParse({ order_id: 3, lines: [{ line_id: 1, delivered_qty: -1 }] }).success).toBe(false);
    expect(packBodySchema.safeParse({ order_id: 3, lines: [{ line_id: 1, delivered_qty: 1, actual_weight_grams: 12.5 }] }).success).toBe(false);
    expect(packBodySchema.safeParse({ order_id: 3, lines: [] }).success).toBe(false);
  });

  it('bulk actions take 1 to 500 orders', () => {
    expect(bulkOrdersBodySchema.safeParse({ order_ids: [1, 2] }).success).toBe(true);
    expect(bulkOrdersBodySchema.safeParse({ order_ids: [] }).success).toBe(false);
    expect(bulkOrdersBodySchema.safeParse({ order_ids: Array.from({ length: BULK_ORDERS_MAX + 1 }, (_, i) => i + 1) }).success).toBe(false);
  });

  it('delivery needs the receiver’s name; the photo is optional and at most 5 MB of base64', () => {
    expect(deliverBodySchema.safeParse({ order_id: 1, receiver_name: '  Mei Chen ' }).data?.receiver_name).toBe('Mei Chen');
    expect(messages(deliverBodySchema.safeParse({ order_id: 1, receiver_name: '   ' }))).toEqual(['validation.receiver_name_required']);
    expect(messages(deliverBodySchema.safeParse({ order_id: 1, receiver_name: 'Mei\u0000' }))).toEqual(['validation.text_unsupported_characters']);
    expect(PHOTO_MAX_CHARS).toBeGreaterThanOrEqual((PHOTO_MAX_BYTES / 3) * 4);
    expect(deliverBodySchema.safeParse({ order_id: 1, receiver_name: 'Mei', photo: 'A'.repeat(PHOTO_MAX_CHARS) }).success).toBe(true);
    expect(messages(deliverBodySchema.safeParse({ order_id: 1, receiver_name: 'Mei', photo: 'A'.repeat(PHOTO_MAX_CHARS + 1) }))).toEqual(['validation.photo_too_large']);
  });

  it('cancellation: a reason is optional for the buyer and required from staff', () => {
    expect(buyerCancelBodySchema.parse({ order_id: 1 })).toEqual({ order_id: 1, reason: '' });
    expect(messages(staffCancelBodySchema.safeParse({ order_id: 1, reason: ' ' }))).toEqual(['validation.reason_required']);
    expect(messages(staffCancelBodySchema.safeParse({ order_id: 1, reason: 'x'.repeat(501) }))).toEqual(['validation.too_long']);
    expect(messages(buyerCancelBodySchema.safeParse({ order_id: 1, reason: '\ud800' }))).toEqual(['validation.text_unsupported_characters']);
  });

  it('claims: a line, a quantity, a kind, a note and up to four photos', () => {
    const claim = { order_id: 1, line_id: 2, qty: 1, kind: 'damaged' };
    expect(claimCreateBodySchema.parse(claim)).toEqual({ ...claim, note: '', photos: [] });
    expect(claimCreateBodySchema.safeParse({ ...claim, kind: 'late' }).success).toBe(false);
    expect(claimCreateBodySchema.safeParse({ ...claim, qty: 0 }).success).toBe(false);
    expect(messages(claimCreateBodySchema.safeParse({ ...claim, photos: Array(5).fill('A'.repeat(20)) }))).toEqual(['validation.too_many_photos']);
  });

  it('a claim is approved as a refund or store credit, or rejected with a reason', () => {
    expect(claimDecideBodySchema.parse({ claim_id: 4, decision: 'approve', resolution: 'store_credit' })).toEqual({ claim_id: 4, decision: 'approve', resolution: 'store_credit', note: '' });
    expect(claimDecideBodySchema.safeParse({ claim_id: 4, decision: 'approve' }).success).toBe(false);
    expect(messages(claimDecideBodySchema.safeParse({ claim_id: 4, decision: 'reject', reason: '' }))).toEqual(['validation.reason_required']);
    expect(claimDecideBodySchema.safeParse({ claim_id: 4, decision: 'reject', reason: 'The box was opened' }).success).toBe(true);
  });
});
