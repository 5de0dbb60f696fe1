import { sql, type SQL } from 'drizzle-orm';
import { conversionRate, type Analytics, type AnalyticsQuery } from '../../../core/schemas/event-log';
import type { Database } from '../../db/client';
import { withinStoreDays } from '../../db/store-days';
import { rows } from '../orders/sql-rows';
import { csvRow } from '../agent/orders-csv';

/** Rows per list on the page and in the CSV. */
const LIST_LIMIT = 100;

const and = (conditions: SQL[]): SQL => sql.join(conditions, sql` and `);

/**
 * The supervisor's analytics for a range of Toronto days (issue 19): the most-added products (from the
 * event log's add_to_cart events), the searches that found nothing (from the search stat log,
 * search_logs), and cart-to-order conversion: of the signed-in customers who added to a cart in the
 * range, how many placed an order in it. Guests' adds count among the events but cannot be followed
 * to an order (the payload has no user id for them, spec §6).
 */
export async function loadAnalytics(db: Database, q: AnalyticsQuery): Promise<Analytics> {
  const inRange = (column: SQL) => withinStoreDays(column, q.from, q.to);
  const shopFilter = (column: SQL) => (q.shop_id === undefined ? [] : [sql`${column} = ${q.shop_id}`]);
  const adds = and([sql`e.event_type = 'add_to_cart'`, ...inRange(sql`e.created_at`), ...shopFilter(sql`e.shop_id`)]);

  const mostAdded = await rows<{ sku: string; product_name: string | null; adds: string | number; quantity: string | number; customers: string | number }>(
    db,
    sql`select e.item_id as sku, max(p.name_en) as product_name, count(*) as adds,
          coalesce(sum(case when e.event_value ~ '^[0-9]{1,6}$' then e.event_value::int else 1 end), 0) as quantity,
          count(distinct e.customer_id) as customers
        from behaviour_events e left join products p on p.sku = e.item_id
        where ${adds} and e.item_id <> ''
        group by e.item_id order by adds desc, quantity desc, e.item_id limit ${LIST_LIMIT}`,
  );

  const noResult = await rows<{ keyword: string; language: string; searches: string | number; last_searched: Date | string }>(
    db,
    sql`select lower(s.keyword) as keyword, s.language, count(*) as searches, max(s.created_at) as last_searched
        from search_logs s
        where ${and([sql`s.result_count = 0`, ...inRange(sql`s.created_at`), ...shopFilter(sql`s.shop_id`)])}
        group by lower(s.keyword), s.language order by searches desc, keyword limit ${LIST_LIMIT}`,
  );

  const orderRange = and([...inRange(sql`o.created_at`), ...shopFilter(sql`o.shop_id`)]);
  const [conversion] = await rows<{ add_events: string | number; adding_customers: string | number; ordering_customers: string | number; orders_placed: string | number }>(
    db,
    sql`with adders as (select distinct e.customer_id from behaviour_events e where ${adds} and e.customer_id is not null),
             ordered as (select o.customer_id, count(*) as n from orders o where ${orderRange} group by o.customer_id)
        select (select count(*) from behaviour_events e where ${adds}) as add_events,
               (select count(*) from adders) as adding_customers,
               (select count(*) from adders a join ordered r on r.customer_id = a.customer_id) as ordering_customers,
               (select coalesce(sum(n), 0) from ordered) as orders_placed`,
  );
  const adding = Number(conversion?.adding_customers ?? 0);
  const ordering = Number(conversion?.ordering_customers ?? 0);
  return {
    from: q.from,
    to: q.to,
    most_added: mostAdded.map((r) => ({
      sku: r.sku,
      product_name: r.product_name ?? '',
      adds: Number(r.adds),
      quantity: Number(r.quantity),
      customers: Number(r.customers),
    })),
    no_result_searches: noResult.map((r) => ({
      keyword: r.keyword,
      language: r.language,
      searches: Number(r.searches),
      last_searched: new Date(r.last_searched).toISOString(),
    })),
    conversion: {
      add_events: Number(conversion?.add_events ?? 0),
      adding_customers: adding,
      ordering_customers: ordering,
      orders_placed: Number(conversion?.orders_placed ?? 0),
      rate: conversionRate(adding, ordering),
    },
  };
}

export type AnalyticsReport = 'most_added' | 'no_result_searches' | 'conversion';

/** One report of the analytics as CSV (RFC 4180, formula cells guarded; the caller adds the BOM). */
export function analyticsCsv(analytics: Analytics, report: AnalyticsReport): string {
  if (report === 'most_added') {
    return csvRow(['sku', 'product_name', 'adds', 'quantity', 'customers']) +
      analytics.most_added.map((r) => csvRow([r.sku, r.product_name, r.adds, r.quantity, r.customers])).join('');
  }
  if (report === 'no_result_searches') {
    return csvRow(['keyword', 'language', 'searches', 'last_searched']) +
      analytics.no_result_searches.map((r) => csvRow([r.keyword, r.language, r.searches, r.last_searched])).join('');
  }
  const c = analytics.conversion;
  return csvRow(['from', 'to', 'add_events', 'adding_customers', 'ordering_customers', 'orders_placed', 'rate']) +
    csvRow([analytics.from, analytics.to, c.add_events, c.adding_customers, c.ordering_customers, c.orders_placed, c.rate.toFixed(4)]);
}
