import { type SQL, sql } from 'drizzle-orm';
import { ApiError } from '../../http/api-error';
import { AGENT_CONSOLE_ROLES, type Caller, notLoggedIn } from '../../plugins/auth';

/**
 * Who may read what in the agent console (issue 7; spec §6 roles; DECISIONS.md "Who does what").
 * - A customer's buying history (order guide, 'order again'): any staff member, or the customer's
 *   own session, or an agent link's session for that customer.
 * - Orders: a supervisor sees all; an agent sees orders it placed and the orders of every customer
 *   it has served (any agent_audit row of its own for that customer); a customer's session, or an
 *   agent link's, sees that customer's orders; warehouse and driver accounts see none here.
 */

export const forbidden = () => new ApiError(403, 'FORBIDDEN', 'auth.forbidden');

/**
 * Throws 401 (nobody) or 403 (another customer, or a warehouse or driver account) unless the caller
 * may read this customer's history.
 */
export function assertCustomerAccess(who: Caller | null, customerId: number): void {
  if (!who) throw notLoggedIn();
  if (who.kind === 'staff') {
    if (!AGENT_CONSOLE_ROLES.includes(who.role)) throw forbidden();
    return;
  }
  if (who.customerId !== customerId) throw forbidden();
}

/**
 * The condition on `orders` (aliased `o`) that limits a caller to the orders it may see; undefined
 * for a supervisor (everything). Every order read in the agent console goes through it.
 */
export function orderVisibility(who: Caller): SQL | undefined {
  if (who.kind !== 'staff') return sql`o.customer_id = ${who.customerId}`;
  if (who.role === 'supervisor') return undefined;
  // Warehouse and driver accounts read orders through their own screens, never the agent console's.
  if (!AGENT_CONSOLE_ROLES.includes(who.role)) return sql`false`;
  return sql`(o.agent_id = ${who.staffId} or o.customer_id in (select a.customer_id from agent_audit a where a.staff_id = ${who.staffId}))`;
}
