import { type SQL, sql } from 'drizzle-orm';
import { digitsOnly, formatPhone } from '../../../core/account/phone';
import { zonedIsoDateTime } from '../../../core/calendar/local-time';
import { fromCents } from '../../../core/money';
import { AGENT_EXPORT_MAX_ROWS, type AgentOrderRow, type AgentOrders, type AgentOrdersQuery } from '../../../core/schemas/agent';
import { orderStatusSchema, paymentStatusSchema } from '../../../core/schemas/order';
import type { Database } from '../../db/client';
import { withinStoreDays } from '../../db/store-days';
import type { Caller, StaffCaller } from '../../plugins/auth';
import { rows } from '../orders/sql-rows';
import { orderVisibility } from './agent-access';
import { csvRow } from './orders-csv';
import { containsPattern, prefixPattern } from './like-pattern';

/**
 * The agent order table (issue 7): filters, sort and paging in SQL, with the visibility rule of
 * agent-access (agents: their own orders and their customers'; supervisors: all). Dates are
 * America/Toronto calendar days on created_at. An agent asking for another agent's orders gets what
 * it may see of them, not a refusal.
 */

const SORT_COLUMNS: Record<AgentOrdersQuery['sort'], SQL> = {
  created_at: sql`o.created_at`,
  order_no: sql`o.order_no`,
  service_date: sql`o.service_date`,
  customer_name: sql`lower(c.name)`,
  agent_name: sql`lower(coalesce(s.name, ''))`,
  status: sql`o.status`,
  payment_status: sql`o.payment_status`,
  total: sql`o.total_cents`,
};

type Filters = Omit<AgentOrdersQuery, 'sort' | 'dir' | 'page' | 'page_size'>;

function whereClause(who: StaffCaller, f: Filters): SQL {
  const conditions: SQL[] = [];
  const visible = orderVisibility(who);
  if (visible) conditions.push(visible);
  if (f.status) conditions.push(sql`o.status = ${f.status}`);
  if (f.payment_status) conditions.push(sql`o.payment_status = ${f.payment_status}`);
  conditions.push(...withinStoreDays(sql`o.created_at`, f.from, f.to));
  if (f.agent_id !== undefined) conditions.push(sql`o.agent_id = ${f.agent_id}`);
  if (f.customer_id !== undefined) conditions.push(sql`o.customer_id = ${f.customer_id}`);
  const q = f.q?.trim();
  if (q) {
    const digits = digitsOnly(q);
    const phone = /^[\d\s()+\-.]+$/.test(q) && digits.length >= 3 ? sql` or c.phone like ${containsPattern(digits)}` : sql``;
    conditions.push(sql`(o.order_no ilike ${prefixPattern(q)} or c.name ilike ${containsPattern(q)}${phone})`);
  }
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
}

interface Row {
  id: number;
  order_no: string;
  created_at: Date | string;
  service_date: string | Date;
  shipping_type: 'delivery' | 'pickup';
  customer_id: number;
  customer_name: string;
  customer_phone: string;
  agent_id: number | null;
  agent_name: string | null;
  status: string;
  payment_status: string;
  payment_type: AgentOrderRow['payment_type'];
  total_cents: number;
}

const dateText = (value: string | Date): string => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

function rowView(row: Row): AgentOrderRow {
  return {
    id: Number(row.id),
    order_no: row.order_no,
    created_at: new Date(row.created_at).toISOString(),
    service_date: dateText(row.service_date),
    shipping_type: row.shipping_type,
    customer_id: Number(row.customer_id),
    customer_name: row.customer_name,
    customer_phone: formatPhone(row.customer_phone),
    agent_id: row.agent_id === null ? null : Number(row.agent_id),
    agent_name: row.agent_name ?? '',
    status: orderStatusSchema.safeParse(row.status).data ?? 'processing',
    payment_status: paymentStatusSchema.safeParse(row.payment_status).data ?? 'unpaid',
    payment_type: row.payment_type,
    total: fromCents(Number(row.total_cents)),
  };
}

function selectRows(where: SQL, query: Pick<AgentOrdersQuery, 'sort' | 'dir'>, limit: number, offset: number): SQL {
  const dir = query.dir === 'asc' ? sql`asc` : sql`desc`;
  return sql`select o.id, o.order_no, o.created_at, o.service_date::text as service_date, o.shipping_type, o.customer_id,
      c.name as customer_name, c.phone as customer_phone, o.agent_id, s.name as agent_name, o.status, o.payment_status,
      o.payment_type, o.total_cents
    from orders o
    join customers c on c.id = o.customer_id
    left join staff_accounts s on s.id = o.agent_id
    where ${where}
    order by ${SORT_COLUMNS[query.sort]} ${dir}, o.id ${dir}
    limit ${limit} offset ${offset}`;
}

export async function listAgentOrders(db: Database, who: StaffCaller, query: AgentOrdersQuery): Promise<AgentOrders> {
  const where = whereClause(who, query);
  const offset = (query.page - 1) * query.page_size;
  const [page, counted] = await Promise.all([
    rows<Row>(db, selectRows(where, query, query.page_size, offset)),
    rows<{ n: number | string }>(
      db,
      sql`select count(*) as n from orders o join customers c on c.id = o.customer_id left join staff_accounts s on s.id = o.agent_id where ${where}`,
    ),
  ]);
  return { rows: page.map(rowView), total: Number(counted[0]?.n ?? 0), page: query.page, page_size: query.page_size };
}

export const EXPORT_COLUMNS = [
  'order_no',
  'created_at',
  'service_date',
  'customer_id',
  'customer_name',
  'customer_phone',
  'agent_id',
  'agent_name',
  'shipping_type',
  'payment_type',
  'status',
  'payment_status',
  'total',
] as const;

/** Every row the filters and sort select (at most AGENT_EXPORT_MAX_ROWS), as CSV text without the BOM. */
export async function exportAgentOrders(db: Database, who: StaffCaller, query: AgentOrdersQuery): Promise<string> {
  const found = await rows<Row>(db, selectRows(whereClause(who, query), query, AGENT_EXPORT_MAX_ROWS, 0));
  let out = csvRow(EXPORT_COLUMNS);
  for (const raw of found) {
    const row = rowView(raw);
    out += csvRow([
      row.order_no,
      zonedIsoDateTime(new Date(raw.created_at)),
      row.service_date,
      row.customer_id,
      row.customer_name,
      // Without the leading '+' that the formula guard would have to quote: 1 416-555-0123.
      row.customer_phone.replace(/^\+/, ''),
      row.agent_id,
      row.agent_name,
      row.shipping_type,
      row.payment_type,
      row.status,
      row.payment_status,
      row.total.toFixed(2),
    ]);
  }
  return out;
}

/** The order's customer and agent when the caller may see the order (orderVisibility), else null. */
export async function visibleOrderCustomer(db: Database, who: Caller, orderId: number): Promise<{ customerId: number; agentId: number | null; agentName: string; customerName: string; customerPhone: string } | null> {
  const visible = orderVisibility(who);
  const [row] = await rows<{ customer_id: number; agent_id: number | null; agent_name: string | null; customer_name: string; customer_phone: string }>(
    db,
    sql`select o.customer_id, o.agent_id, s.name as agent_name, c.name as customer_name, c.phone as customer_phone
      from orders o join customers c on c.id = o.customer_id left join staff_accounts s on s.id = o.agent_id
      where o.id = ${orderId}${visible ? sql` and ${visible}` : sql``}`,
  );
  if (!row) return null;
  return {
    customerId: Number(row.customer_id),
    agentId: row.agent_id === null ? null : Number(row.agent_id),
    agentName: row.agent_name ?? '',
    customerName: row.customer_name,
    customerPhone: formatPhone(row.customer_phone),
  };
}
