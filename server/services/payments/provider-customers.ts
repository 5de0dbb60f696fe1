import { and, eq } from 'drizzle-orm';
import { customers, paymentCustomers } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { type PaymentContext, viaProvider } from './payment-context';

/** The provider's customer object (Stripe `cus_…`) for one of our customers, or null before the first card or bank account. */
export async function findProviderCustomer(ctx: PaymentContext, customerId: number): Promise<string | null> {
  const [row] = await ctx.db
    .select({ id: paymentCustomers.providerCustomerId })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.customerId, customerId), eq(paymentCustomers.provider, ctx.payments.name)))
    .limit(1);
  return row?.id ?? null;
}

/** Finds or creates the provider customer; of two racing creations the first stored wins. */
export async function ensureProviderCustomer(ctx: PaymentContext, customerId: number): Promise<string> {
  const existing = await findProviderCustomer(ctx, customerId);
  if (existing) return existing;
  const [customer] = await ctx.db
    .select({ name: customers.name, phone: customers.phone, email: customers.email })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  if (!customer) throw notFound('CUSTOMER_NOT_FOUND', 'errors.not_found');
  const created = await viaProvider(() => ctx.payments.createCustomer({ customerId, ...customer }));
  await ctx.db
    .insert(paymentCustomers)
    .values({ customerId, provider: ctx.payments.name, providerCustomerId: created, createdAt: ctx.clock() })
    .onConflictDoNothing();
  return (await findProviderCustomer(ctx, customerId))!;
}
