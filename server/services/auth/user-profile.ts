import { and, count, eq, gt } from 'drizzle-orm';
import { formatPhone } from '../../../core/account/phone';
import type { Locale } from '../../../core/schemas/common';
import type { StaffRole, User } from '../../../core/schemas/account';
import type { Database } from '../../db/client';
import { coupons, customerCoupons, customers, orders, staffAccounts } from '../../db/schema';
import { notLoggedIn, type Caller } from '../../plugins/auth';

/** Spec §3 User as the server sends it, for a customer, an agent acting for one, or a staff account. */

const dollars = (cents: number) => Math.round(cents) / 100;

export interface StaffRef {
  id: number;
  role: StaffRole;
}

/** The customer's user; with `agent`, as seen through that agent's link (aid, staff_role set). */
export async function customerUser(db: Database, customerId: number, now: Date, agent?: StaffRef | null): Promise<User | undefined> {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  if (!customer) return undefined;
  const [[orderCount], [couponCount]] = await Promise.all([
    db.select({ n: count() }).from(orders).where(eq(orders.customerId, customerId)),
    db
      .select({ n: count() })
      .from(customerCoupons)
      .innerJoin(coupons, eq(coupons.id, customerCoupons.couponId))
      .where(and(eq(customerCoupons.customerId, customerId), eq(customerCoupons.status, 'available'), gt(coupons.endsAt, now))),
  ]);
  return {
    cid: customer.id,
    aid: agent?.id ?? 0,
    type: 'customer',
    staff_role: agent?.role ?? '',
    username: customer.phone,
    name: customer.name,
    phone_num: customer.phone,
    phone: formatPhone(customer.phone),
    email: customer.email,
    email_verified: customer.emailVerified,
    avatar: customer.avatar,
    created_at: customer.createdAt.toISOString(),
    credit: dollars(customer.creditCents),
    invite_code: customer.inviteCode,
    order_count: orderCount?.n ?? 0,
    coupons_count: couponCount?.n ?? 0,
    language: customer.language,
  };
}

/** A staff account's own user: cid 0, type = role; order_count counts the orders it placed. */
export async function staffUser(db: Database, staffId: number, locale: Locale): Promise<User | undefined> {
  const [staff] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, staffId)).limit(1);
  if (!staff) return undefined;
  const [orderCount] = await db.select({ n: count() }).from(orders).where(eq(orders.agentId, staffId));
  return {
    cid: 0,
    aid: staff.id,
    type: staff.role,
    staff_role: staff.role,
    username: staff.username,
    name: staff.name,
    phone_num: '',
    phone: '',
    email: staff.email,
    email_verified: false,
    avatar: '',
    created_at: staff.createdAt.toISOString(),
    credit: 0,
    invite_code: '',
    order_count: orderCount?.n ?? 0,
    coupons_count: 0,
    language: locale,
  };
}

/** The id and role of a staff account, for an agent link's user. */
export async function staffRef(db: Database, staffId: number): Promise<StaffRef | undefined> {
  const [row] = await db.select({ id: staffAccounts.id, role: staffAccounts.role }).from(staffAccounts).where(eq(staffAccounts.id, staffId)).limit(1);
  return row;
}

/** The user of whoever is calling; a session whose account has gone is treated as signed out. */
export async function userForCaller(db: Database, who: Caller, now: Date, locale: Locale): Promise<User> {
  const user =
    who.kind === 'staff'
      ? await staffUser(db, who.staffId, locale)
      : await customerUser(db, who.customerId, now, who.agentId !== null ? await staffRef(db, who.agentId) : null);
  if (!user) throw notLoggedIn();
  return user;
}
