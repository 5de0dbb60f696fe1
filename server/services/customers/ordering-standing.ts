import { type SQL, sql } from 'drizzle-orm';
import type { PayLaterCredit } from '../../../core/checkout/checkout-rules';
import type { Database } from '../../db/client';
import { rows } from '../orders/sql-rows';

/**
 * What decides whether a customer may order and pay later (issue 17): the pay-later flag, the credit
 * limit with the unpaid pay-later balance, and an open hold. Quote, place order, checkout options,
 * the buyer's banner and the back office all read it from here.
 */

/**
 * The unpaid pay-later balance of the customer whose id is `customerId` (an SQL expression): each
 * pay-later order not cancelled and not yet paid counts for its settled total (its placed total
 * before packing), less the cash already collected on it (order_ledger cash_collected).
 */
export function unpaidBalanceSql(customerId: SQL): SQL {
  return sql`(select coalesce(sum(greatest(0, coalesce(o.settled_total_cents, o.total_cents) - coalesce(
      (select sum(l.amount_cents) from order_ledger l where l.order_id = o.id and l.kind = 'cash_collected' and l.status = 'succeeded'), 0))), 0)
    from orders o where o.customer_id = ${customerId} and o.payment_type = 'pay_later' and o.status <> 'cancelled'
      and o.payment_status not in ('paid', 'refund'))`;
}

/** The open hold's reason of `customerId` (an SQL expression), or null. */
export function openHoldReasonSql(customerId: SQL): SQL {
  return sql`(select h.reason from customer_holds h where h.customer_id = ${customerId} and h.released_at is null limit 1)`;
}

export interface OrderingStanding {
  /** customers.pay_later (the shop's flag is checked by the caller). */
  payLater: boolean;
  credit: PayLaterCredit;
  /** The open hold's reason, or null. */
  holdReason: string | null;
}

export const NO_STANDING: OrderingStanding = { payLater: false, credit: { limitCents: null, unpaidCents: 0 }, holdReason: null };

export interface StandingRow {
  pay_later: boolean;
  credit_limit_cents: number | null;
  unpaid_cents: number | string;
  hold_reason: string | null;
}

/** The columns of `standingFromRow`, for a statement over `customers c`. */
export const standingColumns = sql`c.pay_later, c.credit_limit_cents, ${unpaidBalanceSql(sql`c.id`)} as unpaid_cents, ${openHoldReasonSql(sql`c.id`)} as hold_reason`;

export function standingFromRow(row: StandingRow | undefined): OrderingStanding {
  if (!row) return NO_STANDING;
  return {
    payLater: Boolean(row.pay_later),
    credit: { limitCents: row.credit_limit_cents === null ? null : Number(row.credit_limit_cents), unpaidCents: Number(row.unpaid_cents ?? 0) },
    holdReason: row.hold_reason ?? null,
  };
}

/** One customer's standing in one round trip (NO_STANDING when unknown). */
export async function orderingStanding(db: Pick<Database, 'execute'>, customerId: number): Promise<OrderingStanding> {
  const [row] = await rows<StandingRow>(db, sql`select ${standingColumns} from customers c where c.id = ${customerId}`);
  return standingFromRow(row);
}
