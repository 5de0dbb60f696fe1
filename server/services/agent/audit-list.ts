import { type SQL, sql } from 'drizzle-orm';
import { type AuditEntry, type AuditList, type AuditQuery, auditActionSchema } from '../../../core/schemas/agent';
import type { Database } from '../../db/client';
import { withinStoreDays } from '../../db/store-days';
import type { StaffCaller } from '../../plugins/auth';
import { rows } from '../orders/sql-rows';

/**
 * GET /api/agent/audit: newest first, with the agent's and customer's names and the order number.
 * A supervisor reads anything; an agent only its own entries (the agent filter is forced to itself).
 */

interface Row {
  id: number | string;
  created_at: Date | string;
  action: string;
  staff_id: number;
  agent_name: string;
  customer_id: number;
  customer_name: string;
  order_id: number | null;
  order_no: string | null;
  detail: Record<string, unknown>;
}

export async function listAudit(db: Database, who: StaffCaller, query: AuditQuery): Promise<AuditList> {
  const conditions: SQL[] = [];
  const agentId = who.role === 'supervisor' ? query.agent_id : who.staffId;
  if (agentId !== undefined) conditions.push(sql`a.staff_id = ${agentId}`);
  if (query.customer_id !== undefined) conditions.push(sql`a.customer_id = ${query.customer_id}`);
  if (query.order_id !== undefined) conditions.push(sql`a.order_id = ${query.order_id}`);
  if (query.action) conditions.push(sql`a.action = ${query.action}`);
  conditions.push(...withinStoreDays(sql`a.created_at`, query.from, query.to));
  const where = conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
  const offset = (query.page - 1) * query.page_size;
  const [found, counted] = await Promise.all([
    rows<Row>(
      db,
      sql`select a.id, a.created_at, a.action, a.staff_id, s.name as agent_name, a.customer_id, c.name as customer_name,
          a.order_id, o.order_no, a.detail
        from agent_audit a
        join staff_accounts s on s.id = a.staff_id
        join customers c on c.id = a.customer_id
        left join orders o on o.id = a.order_id
        where ${where}
        order by a.created_at desc, a.id desc
        limit ${query.page_size} offset ${offset}`,
    ),
    rows<{ n: number | string }>(db, sql`select count(*) as n from agent_audit a where ${where}`),
  ]);
  const entries: AuditEntry[] = found.map((row) => ({
    id: Number(row.id),
    at: new Date(row.created_at).toISOString(),
    action: auditActionSchema.parse(row.action),
    agent_id: Number(row.staff_id),
    agent_name: row.agent_name,
    customer_id: Number(row.customer_id),
    customer_name: row.customer_name,
    order_id: row.order_id === null ? null : Number(row.order_id),
    order_no: row.order_no,
    detail: row.detail,
  }));
  return { entries, total: Number(counted[0]?.n ?? 0), page: query.page, page_size: query.page_size };
}
