import type { ShownOrderStatus } from '../../core/orders/shown-status';
import type { PaymentStatus } from '../../core/schemas/order';

/** Badge colour of an order or payment status (spec §4): done is brand, trouble is danger, waiting is warning. */
export type Tone = 'brand' | 'warning' | 'danger' | 'muted' | 'info';

export function orderStatusTone(status: ShownOrderStatus): Tone {
  switch (status) {
    case 'finished':
    case 'delivered':
    case 'picked_up':
      return 'brand';
    case 'cancelled':
    case 'out_of_stock':
      return 'danger';
    case 'wait_pickup':
    case 'delivering':
      return 'info';
    default:
      return 'warning';
  }
}

export function paymentStatusTone(status: PaymentStatus): Tone {
  switch (status) {
    case 'paid':
    case 'prepaid':
      return 'brand';
    case 'failed':
    case 'timeout':
      return 'danger';
    case 'refund':
      return 'muted';
    default:
      return 'warning';
  }
}
