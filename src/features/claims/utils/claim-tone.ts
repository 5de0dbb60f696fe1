import type { ClaimStatus } from '../../../../core/orders/claims';
import type { Tone } from '../../../lib/order-status-tone';

/** A claim's badge colour: waiting is warning, approved is brand, rejected is danger. */
export function claimTone(status: ClaimStatus): Tone {
  return status === 'approved' ? 'brand' : status === 'rejected' ? 'danger' : 'warning';
}
