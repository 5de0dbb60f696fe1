import { type SQL, sql } from 'drizzle-orm';
import type {
  CustomerDetail,
  CustomerHoldBody,
  CustomerList,
  CustomerListQuery,
  CustomerRow,
  CustomerTermsBody,
} from '../../../core/schemas/customer-terms';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../http/api-error';
import { rows } from '../orders/sql-rows';
import { unpaidBalanceSql } from '../customers/ordering-standing';
import { writeRecordAudit } from './record-audit';

/**
 * Customers in the back office (issue 17): the paged, searchable list, one customer's detail, their
 * pay-later terms, and holds (set and released by a manager, kept as history).
 */

const customerNotFound = () => notFound('CUSTOMER_NOT_FOUND', 'backOffice.customers.errors.not_found');

const iso = (value: unknown): string => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString());
const isoOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : iso(value));

interface RowRecord {
  id: number;
  name: string;
  phone: string;
  email: string;
  pay_later: boolean;
  credit_limit_cents: number | null;
  unpaid_cents: number | string;
  on_hold: boolean;
}

function rowView(r: RowRecord): CustomerRow {
  const unpaid = Number(r.unpaid_cents);
  const limit = r.credit_limit_cents === null ? null : Number(r.credit_limit_cents);
  return {
    id: Number(r.id),
    name: r.name,
    phone: r.phone,
    email: r.email,
    pay_later: Boolean(r.pay_later),
    credit_limit_cents: limit,
    unpaid_cents: unpaid,
    over_limit: limit !== null && unpaid > limit,
    on_hold: Boolean(r.on_hold),
  };
}

/** A LIKE pattern matching `text` anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchCondition(q: string): SQL {
  if (q === '') return sql`true`;
  const digits = q.replace(/\D/g, '');
  const pattern = containing(q);
  const byPhone = digits.length >= 3 ? sql` or c.phone like ${containing(digits)}` : sql``;
  const byId = /^\d+$/.test(q) && Number(q) <= 2_147_483_647 ? sql` or c.id = ${Number(q)}` : sql``;
  return sql`(c.name ilike ${pattern} or c.email ilike ${pattern}${byPhone}${byId})`;
}

const FILTERS: Record<CustomerListQuery['filter'], SQL> = {
  all: sql`true`,
  on_hold: sql`on_hold`,
  pay_later: sql`pay_later`,
  over_limit: sql`credit_limit_cents is not null and unpaid_cents > credit_limit_cents`,
};

const rowColumns = sql`c.id, c.name, c.phone, c.email, c.pay_later, c.credit_limit_cents,
  ${unpaidBalanceSql(sql`c.id`)} as unpaid_cents,
  exists (select 1 from customer_holds h where h.customer_id = c.id and h.released_at is null) as on_hold`;

/** One page of customers, by name, with the total that matches (server-side paging). */
export async function listCustomers(db: Database, q: CustomerListQuery): Promise<CustomerList> {
  const offset = (q.page - 1) * q.page_size;
  const found = await rows<RowRecord & { total: number | string }>(
    db,
    sql`with listed as (select ${rowColumns} from customers c where ${searchCondition(q.q)})
      select *, count(*) over () as total from listed where ${FILTERS[q.filter]}
      order by lower(name), id limit ${q.page_size} offset ${offset}`,
  );
  let total = Number(found[0]?.total ?? 0);
  if (found.length === 0 && offset > 0) {
    // Past the last page: still say how many there are.
    const [count] = await rows<{ total: number | string }>(
      db,
      sql`with listed as (select ${rowColumns} from customers c where ${searchCondition(q.q)}) select count(*) as total from listed where ${FILTERS[q.filter]}`,
    );
    total = Number(count?.total ?? 0);
  }
  return { rows: found.map(rowView), total, page: q.page, page_size: q.page_size };
}

export async function customerDetail(db: Database, customerId: number): Promise<CustomerDetail> {
  const [row] = await rows<
    RowRecord & {
      language: string;
      payment_terms_days: number | null;
      created_at: unknown;
      order_count: number | string;
      order_total_cents: number | string;
      last_order_at: unknown;
    }
  >(
    db,
    sql`select ${rowColumns}, c.language, c.payment_terms_days, c.created_at,
        (select count(*) from orders o where o.customer_id = c.id and o.status <> 'cancelled') as order_count,
        (select coalesce(sum(coalesce(o.settled_total_cents, o.total_cents)), 0) from orders o where o.customer_id = c.id and o.status <> 'cancelled') as order_total_cents,
        (select max(o.created_at) from orders o where o.customer_id = c.id) as last_order_at
      from customers c where c.id = ${customerId}`,
  );
  if (!row) throw customerNotFound();
  const holds = await rows<{ id: number; reason: string; set_by: string; set_at: unknown; released_by: string | null; released_at: unknown }>(
    db,
    sql`select h.id, h.reason, s.name as set_by, h.set_at, r.name as released_by, h.released_at
      from customer_holds h join staff_accounts s on s.id = h.set_by left join staff_accounts r on r.id = h.released_by
      where h.customer_id = ${customerId} order by h.id desc limit 20`,
  );
  const history = holds.map((h) => ({
    id: Number(h.id),
    reason: h.reason,
    set_by: h.set_by,
    set_at: iso(h.set_at),
    released_by: h.released_by,
    released_at: isoOrNull(h.released_at),
  }));
  const open = history.find((h) => h.released_at === null);
  return {
    ...rowView(row),
    language: row.language,
    payment_terms_days: row.payment_terms_days === null ? null : Number(row.payment_terms_days),
    created_at: iso(row.created_at),
    orders: { count: Number(row.order_count), total_cents: Number(row.order_total_cents), last_at: isoOrNull(row.last_order_at) },
    hold: open ? { reason: open.reason, set_by: open.set_by, set_at: open.set_at } : null,
    holds: history,
  };
}

export async function updateCustomerTerms(db: Database, customerId: number, body: CustomerTermsBody, now: Date, staffId: number): Promise<CustomerDetail> {
  await db.transaction(async (tx) => {
    const [before] = await rows<{ pay_later: boolean; credit_limit_cents: number | null; payment_terms_days: number | null }>(
      tx,
      sql`select pay_later, credit_limit_cents, payment_terms_days from customers where id = ${customerId} for update`,
    );
    if (!before) throw customerNotFound();
    await tx.execute(sql`update customers set pay_later = ${body.pay_later}, credit_limit_cents = ${body.credit_limit_cents},
        payment_terms_days = ${body.payment_terms_days}, updated_at = ${now.toISOString()}
      where id = ${customerId}`);
    const was = {
      pay_later: Boolean(before.pay_later),
      credit_limit_cents: before.credit_limit_cents === null ? null : Number(before.credit_limit_cents),
      payment_terms_days: before.payment_terms_days === null ? null : Number(before.payment_terms_days),
    };
    const after = { pay_later: body.pay_later, credit_limit_cents: body.credit_limit_cents, payment_terms_days: body.payment_terms_days };
    await writeRecordAudit(tx, { subject: 'customer', subjectId: customerId, action: 'terms', staffId, before: was, after, at: now });
  });
  return customerDetail(db, customerId);
}

export async function setCustomerHold(db: Database, customerId: number, body: CustomerHoldBody, staffId: number, now: Date): Promise<CustomerDetail> {
  // One statement: the customer must exist, and the partial unique index keeps one open hold at most.
  const inserted = await rows<{ id: number }>(
    db,
    sql`insert into customer_holds (customer_id, reason, set_by, set_at)
      select c.id, ${body.reason}, ${staffId}, ${now.toISOString()} from customers c where c.id = ${customerId}
      on conflict (customer_id) where released_at is null do nothing returning id`,
  );
  if (inserted.length === 0) {
    const [exists] = await rows<{ id: number }>(db, sql`select id from customers where id = ${customerId}`);
    if (!exists) throw customerNotFound();
    throw badRequest('CUSTOMER_ALREADY_ON_HOLD', 'backOffice.customers.errors.already_on_hold');
  }
  await writeRecordAudit(db, { subject: 'customer', subjectId: customerId, action: 'hold', staffId, before: { hold: null }, after: { hold: body.reason }, at: now });
  return customerDetail(db, customerId);
}

export async function releaseCustomerHold(db: Database, customerId: number, staffId: number, now: Date): Promise<CustomerDetail> {
  const released = await rows<{ id: number; reason: string }>(
    db,
    sql`update customer_holds set released_by = ${staffId}, released_at = ${now.toISOString()}
      where customer_id = ${customerId} and released_at is null returning id, reason`,
  );
  if (released.length === 0) {
    const [exists] = await rows<{ id: number }>(db, sql`select id from customers where id = ${customerId}`);
    if (!exists) throw customerNotFound();
    throw badRequest('CUSTOMER_NOT_ON_HOLD', 'backOffice.customers.errors.not_on_hold');
  }
  await writeRecordAudit(db, { subject: 'customer', subjectId: customerId, action: 'release', staffId, before: { hold: released[0]!.reason }, after: { hold: null }, at: now });
  return customerDetail(db, customerId);
}
