import type { Database } from '../client';
import { staffAccounts } from '../schema';
import { hashPassword } from '../../services/auth/password-hash';

/**
 * Demo staff accounts: the agent console's agent and supervisor, the warehouse, a driver and the back office's manager (README
 * "Sign-in, staff accounts and the outbox").
 * The passwords are public: change them with `npm run staff -- set-password` on any shared server.
 */
export const demoStaff = [
  { username: 'agent', password: 'agent-demo-2026', role: 'agent', name: 'Alex Martin', email: 'agent@supplydesk.example' },
  { username: 'supervisor', password: 'supervisor-demo-2026', role: 'supervisor', name: 'Sam Chen', email: 'supervisor@supplydesk.example' },
  { username: 'warehouse', password: 'warehouse-demo-2026', role: 'warehouse', name: 'Robin Tremblay', email: 'warehouse@supplydesk.example' },
  { username: 'driver', password: 'driver-demo-2026', role: 'driver', name: 'Dev Patel', email: 'driver@supplydesk.example' },
  { username: 'manager', password: 'manager-demo-2026', role: 'manager', name: 'Morgan Lefebvre', email: 'manager@supplydesk.example' },
] as const;

/** Adds the demo staff accounts that are missing; existing accounts (and changed passwords) are kept. */
export async function seedDemoStaff(db: Database): Promise<void> {
  const rows = await Promise.all(
    demoStaff.map(async ({ password, ...account }) => ({ ...account, passwordHash: await hashPassword(password) })),
  );
  await db.insert(staffAccounts).values(rows).onConflictDoNothing({ target: staffAccounts.username });
}
