import { sql } from 'drizzle-orm';
import { digitsOnly, formatPhone } from '../../../core/account/phone';
import type { AgentCustomer } from '../../../core/schemas/agent';
import type { Database } from '../../db/client';
import { DEFAULT_SHOP_MID } from '../auth/agent-link';
import { rows } from '../orders/sql-rows';
import { containsPattern } from './like-pattern';

/**
 * The agent's customer finder (GET /api/agent/customers/search). One statement: customers whose
 * phone digits contain the typed digits, whose name contains the text, whose id is the typed number,
 * or who have an address-book entry whose line (street, city) or postal code contains it. Exact id
 * first, then phone matches, then the most recent buyers; each with its order count, last order and
 * the shop of that order (where an agent link opens).
 */

interface Row {
  id: number;
  name: string;
  phone: string;
  email: string;
  address: string | null;
  unit: string | null;
  postal_code: string | null;
  order_count: number | string;
  last_order_at: Date | string | null;
  last_shop_id: number | null;
}

/** Text that reads as a phone number: digits and the usual separators only. */
const PHONE_TEXT = /^[\d\s()+\-.]+$/;
/** Fewer digits than this match too many numbers to be useful. */
const MIN_PHONE_DIGITS = 3;

/** "100 Queen St W, Toronto, ON" → "Toronto": the part before the province. */
export function cityOf(address: string): string {
  const parts = address.split(',').map((p) => p.trim()).filter(Boolean);
  if (parts.length >= 3) return parts[parts.length - 2]!;
  if (parts.length === 2) return parts[1]!.replace(/\s+(ON|QC|BC|AB|MB|SK|NS|NB|NL|PE|YT|NT|NU)\b.*$/i, '');
  return '';
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

export async function searchCustomers(db: Database, input: { q: string; limit: number }): Promise<AgentCustomer[]> {
  const q = input.q.trim();
  const digits = digitsOnly(q);
  const phoneDigits = PHONE_TEXT.test(q) && digits.length >= MIN_PHONE_DIGITS ? digits : null;
  const id = /^\d{1,9}$/.test(q) ? Number(q) : null;
  const text = containsPattern(q);
  const postal = q.replace(/\s+/g, '').toUpperCase();
  const postalPattern = postal.length >= 3 ? containsPattern(postal) : null;
  const phonePattern = phoneDigits ? containsPattern(phoneDigits) : null;

  const found = await rows<Row>(
    db,
    sql`with matched as (
      select c.id, c.name, c.phone, c.email,
        (c.id = ${id ?? 0}) as id_match,
        (${phonePattern}::text is not null and c.phone like ${phonePattern}) as phone_match
      from customers c
      where c.id = ${id ?? 0}
        or (${phonePattern}::text is not null and c.phone like ${phonePattern})
        or c.name ilike ${text}
        or exists (
          select 1 from address_book ab
          where ab.customer_id = c.id
            and (ab.address ilike ${text}
              or (${postalPattern}::text is not null and replace(upper(ab.postal_code), ' ', '') like ${postalPattern}))
        )
    ),
    ranked as (
      select m.*, s.order_count, s.last_order_at
      from matched m
      left join lateral (
        select count(*) as order_count, max(o.created_at) as last_order_at from orders o where o.customer_id = m.id
      ) s on true
      order by m.id_match desc, m.phone_match desc, s.last_order_at desc nulls last, m.id desc
      limit ${input.limit}
    )
    select r.id, r.name, r.phone, r.email, r.order_count, r.last_order_at,
      a.address, a.unit, a.postal_code,
      (select o.shop_id from orders o where o.customer_id = r.id order by o.created_at desc, o.id desc limit 1) as last_shop_id
    from ranked r
    left join lateral (
      select ab.address, ab.unit, ab.postal_code from address_book ab
      where ab.customer_id = r.id order by ab.updated_at desc, ab.id desc limit 1
    ) a on true
    order by r.id_match desc, r.phone_match desc, r.last_order_at desc nulls last, r.id desc`,
  );

  return found.map((row) => {
    const line = row.address ?? '';
    const withUnit = row.unit ? `${row.unit}-${line}` : line;
    const postalCode = row.postal_code ?? '';
    const address = withUnit && postalCode && !withUnit.toUpperCase().includes(postalCode.toUpperCase()) ? `${withUnit} ${postalCode}` : withUnit;
    return {
      customer_id: Number(row.id),
      name: row.name,
      phone_num: row.phone,
      phone: formatPhone(row.phone),
      email: row.email,
      address,
      city: cityOf(line),
      order_count: Number(row.order_count ?? 0),
      last_order_at: iso(row.last_order_at),
      shop_id: row.last_shop_id === null ? DEFAULT_SHOP_MID : Number(row.last_shop_id),
    };
  });
}
