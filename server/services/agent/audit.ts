import type { AuditAction } from '../../../core/schemas/agent';
import type { Database } from '../../db/client';
import { agentAudit } from '../../db/schema';

/**
 * The agent audit trail (issue 7): what an agent did for a customer, written by the server where the
 * action happens (agent link issued, cart changed, coupon refused, order placed, payment taken),
 * in the caller's transaction when there is one.
 */

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface AuditRecord {
  staffId: number;
  customerId: number;
  orderId?: number | null;
  action: AuditAction;
  detail: Record<string, unknown>;
  now: Date;
}

export async function recordAudit(db: Pick<Database, 'insert'> | Tx, entry: AuditRecord): Promise<void> {
  await db.insert(agentAudit).values({
    staffId: entry.staffId,
    customerId: entry.customerId,
    orderId: entry.orderId ?? null,
    action: entry.action,
    detail: entry.detail,
    createdAt: entry.now,
  });
}
