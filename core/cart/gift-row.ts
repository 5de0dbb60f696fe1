import type { CartLine } from '../pricing/types';

/** A gift row has qty -1 (spec §3 Product); it is not counted, priced or removable. */
export const GIFT_QTY = -1;

export function isGiftLine(line: Pick<CartLine, 'qty'>): boolean {
  return line.qty === GIFT_QTY;
}

/** The row shown for a full-amount gift: name 'Gift ' followed by the gift, qty -1, no price. */
export function giftLine(gift: string): CartLine {
  return {
    productId: 0,
    name: `Gift ${gift}`,
    priceCents: 0,
    orgPriceCents: 0,
    isSpecial: false,
    disQty: 0,
    discountLimitTimes: 0,
    batchPrice: [],
    stock: 0,
    max: 0,
    qty: GIFT_QTY,
    note: '',
    options: [],
  };
}
