import { and, desc, eq, sql } from 'drizzle-orm';
import type { RecordAuditAction, RecordAuditEntry } from '../../../core/schemas/back-office';
import type { Database } from '../../db/client';
import { recordAudit, staffAccounts } from '../../db/schema';

/**
 * The history of products and customers (issue 17): each back-office change is written in the same
 * transaction as the change itself, with the record's fields before and after; reading it lists the
 * fields that changed.
 */
type Writer = Pick<Database, 'insert'>;
type Reader = Pick<Database, 'select'>;
export type AuditSubject = 'product' | 'customer';

export interface AuditWrite {
  subject: AuditSubject;
  subjectId: number;
  action: RecordAuditAction;
  staffId: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
  at?: Date;
}

export async function writeRecordAudit(db: Writer, entry: AuditWrite): Promise<void> {
  await db.insert(recordAudit).values({
    subject: entry.subject,
    subjectId: entry.subjectId,
    action: entry.action,
    staffId: entry.staffId,
    before: entry.before,
    after: entry.after,
    ...(entry.at ? { createdAt: entry.at } : {}),
  });
}

/**
 * Many entries at once (a deleted group's members, an import's products): each chunk travels as one
 * JSON parameter that jsonb_to_recordset turns into rows, so 20,000 entries cost a few statements.
 */
export async function writeRecordAudits(db: Pick<Database, 'execute'>, entries: readonly AuditWrite[]): Promise<void> {
  for (let i = 0; i < entries.length; i += 5000) {
    const chunk = entries.slice(i, i + 5000).map((e) => ({
      subject: e.subject,
      subject_id: e.subjectId,
      action: e.action,
      staff_id: e.staffId,
      before: e.before,
      after: e.after,
      created_at: e.at?.toISOString() ?? null,
    }));
    await db.execute(sql`
      insert into record_audit (subject, subject_id, action, staff_id, before, after, created_at)
      select subject, subject_id, action, staff_id, before, after, coalesce(created_at, now())
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb)
        as x(subject text, subject_id int, action text, staff_id int, before jsonb, after jsonb, created_at timestamptz)`);
  }
}

const text = (value: unknown): string | null => (value === undefined || value === null ? null : typeof value === 'string' ? value : JSON.stringify(value));

/** The fields whose values differ between before and after (every field of a create). */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown>): RecordAuditEntry['changes'] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after)])];
  return keys
    .map((field) => ({ field, before: text(before?.[field]), after: text(after[field]) }))
    .filter((c) => c.before !== c.after);
}

export async function recordHistory(db: Reader, subject: AuditSubject, subjectId: number): Promise<RecordAuditEntry[]> {
  const rows = await db
    .select({ audit: recordAudit, name: staffAccounts.name, username: staffAccounts.username })
    .from(recordAudit)
    .innerJoin(staffAccounts, eq(staffAccounts.id, recordAudit.staffId))
    .where(and(eq(recordAudit.subject, subject), eq(recordAudit.subjectId, subjectId)))
    .orderBy(desc(recordAudit.createdAt), desc(recordAudit.id));
  return rows.map(({ audit, name, username }) => ({
    id: audit.id,
    action: audit.action,
    staff: name || username,
    at: audit.createdAt.toISOString(),
    changes: changedFields(audit.before ?? null, audit.after),
  }));
}
