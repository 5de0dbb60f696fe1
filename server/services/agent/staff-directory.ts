import { asc, eq } from 'drizzle-orm';
import type { StaffMember } from '../../../core/schemas/agent';
import type { Database } from '../../db/client';
import { staffAccounts } from '../../db/schema';
import type { StaffCaller } from '../../plugins/auth';

/** GET /api/agent/staff: a supervisor sees every staff account (for the agent filter), an agent only itself. */
export async function listStaff(db: Database, who: StaffCaller): Promise<StaffMember[]> {
  const query = db
    .select({ id: staffAccounts.id, username: staffAccounts.username, name: staffAccounts.name, role: staffAccounts.role, active: staffAccounts.active })
    .from(staffAccounts);
  const rows = who.role === 'supervisor' ? await query.orderBy(asc(staffAccounts.name), asc(staffAccounts.id)) : await query.where(eq(staffAccounts.id, who.staffId));
  return rows;
}
