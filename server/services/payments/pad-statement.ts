import { eq } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import { padStatements } from '../../db/schema';
import type { Database } from '../../db/client';

/** Spec §9: the payment policy (PAD agreement) in force since November 1, 2023. */
export const PAD_STATEMENT_VERSION = '2023-11-01';

/** GET /api/pad/create_pad_statement: the agreement in the caller's language (locales: pad.statement). */
export function padStatement(t: TFunction): { version: string; title: string; paragraphs: string[] } {
  const paragraphs = t('pad.statement.paragraphs', { returnObjects: true }) as unknown;
  return {
    version: PAD_STATEMENT_VERSION,
    title: t('pad.statement.title'),
    paragraphs: Array.isArray(paragraphs) ? paragraphs.map(String) : [],
  };
}

export type PadStatementRow = typeof padStatements.$inferSelect;

export async function acceptedStatement(db: Database, customerId: number): Promise<PadStatementRow | undefined> {
  const [row] = await db.select().from(padStatements).where(eq(padStatements.customerId, customerId)).limit(1);
  return row?.version === PAD_STATEMENT_VERSION ? row : undefined;
}

/** Records the acceptance with where it came from (Stripe's mandate needs the ip and user agent). */
export async function acceptPadStatement(
  db: Database,
  input: { customerId: number; ipAddress: string; userAgent: string; now: Date },
): Promise<PadStatementRow> {
  const values = {
    customerId: input.customerId,
    version: PAD_STATEMENT_VERSION,
    acceptedAt: input.now,
    ipAddress: input.ipAddress.slice(0, 100),
    userAgent: input.userAgent.slice(0, 500),
  };
  const [row] = await db
    .insert(padStatements)
    .values(values)
    .onConflictDoUpdate({ target: padStatements.customerId, set: { version: values.version, acceptedAt: values.acceptedAt, ipAddress: values.ipAddress, userAgent: values.userAgent } })
    .returning();
  return row!;
}
