import { and, eq, gt } from 'drizzle-orm';
import type { Locale } from '../../../core/schemas/common';
import type { Database } from '../../db/client';
import { coupons, customerCoupons, customers } from '../../db/schema';
import { type IssuedSession, issueSession } from './session-tokens';
import { consumeLoginPassword } from './verification-codes';

/** New customers get this coupon when the shop data has it (the demo's "$10 off your first $150"). */
export const WELCOME_COUPON_CODE = 'WELCOME10';

export interface CustomerLogin {
  session: IssuedSession;
  customerId: number;
  created: boolean;
}

/**
 * api/webclient/login: consumes the one-time password from verification_code/check, finds the
 * customer by phone or creates one (spec §6: an unknown phone creates the account), and opens a
 * customer session. One transaction: a failure leaves the password unused.
 */
export async function loginCustomer(
  db: Database,
  opts: { phone: string; password: string; pepper: string; now: Date; locale: Locale },
): Promise<CustomerLogin> {
  const { phone, now } = opts;
  return db.transaction(async (tx) => {
    await consumeLoginPassword(tx, { pepper: opts.pepper, now }, phone, opts.password);
    const [inserted] = await tx
      .insert(customers)
      .values({ phone, language: opts.locale, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: customers.phone })
      .returning({ id: customers.id });
    let customerId = inserted?.id;
    if (customerId !== undefined) {
      const [welcome] = await tx
        .select({ id: coupons.id })
        .from(coupons)
        .where(and(eq(coupons.code, WELCOME_COUPON_CODE), gt(coupons.endsAt, now)))
        .limit(1);
      if (welcome) await tx.insert(customerCoupons).values({ customerId, couponId: welcome.id, claimedAt: now });
    } else {
      const [existing] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.phone, phone)).limit(1);
      customerId = existing!.id;
    }
    const session = await issueSession(tx, { kind: 'customer', customerId, now });
    return { session, customerId, created: inserted !== undefined };
  });
}
