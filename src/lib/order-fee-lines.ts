import type { OrderDetail } from '../../core/schemas/order';

/** The fee lines in display order, zero lines other than subtotal, tax and total left out. */
export function visibleFeeLines(lines: OrderDetail['fee_lines']): OrderDetail['fee_lines'] {
  return lines.filter((line) => line.code === 'subtotal' || line.code === 'tax' || line.code === 'total' || Math.abs(line.amount) >= 0.005);
}
