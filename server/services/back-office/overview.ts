import { sql } from 'drizzle-orm';
import { LOW_STOCK_AT_MOST, type BackOfficeOverview } from '../../../core/schemas/back-office';
import type { Database } from '../../db/client';

const count = (value: unknown): number => Number(value ?? 0);

/** The back office's first page in one round trip: products, stock alerts, customers, promotions. */
export async function backOfficeOverview(db: Database, now: Date): Promise<BackOfficeOverview> {
  const result = await db.execute(sql`
    select
      (select count(*) from products where status = 0) as listed,
      (select count(*) from products where status <> 0) as delisted,
      (select count(distinct p.id) from products p join shop_products sp on sp.product_id = p.id
         where p.status = 0 and sp.stock = 0) as out_of_stock,
      (select count(distinct p.id) from products p join shop_products sp on sp.product_id = p.id
         where p.status = 0 and sp.stock between 1 and ${LOW_STOCK_AT_MOST}) as low_stock,
      (select count(*) from customers) as customers,
      (select count(*) from discount_events where enabled = 1
         and (start_date is null or start_date <= ${now.toISOString()})
         and (end_date is null or end_date >= ${now.toISOString()})) as running_promotions`);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
  return {
    products: { listed: count(row.listed), delisted: count(row.delisted) },
    out_of_stock: count(row.out_of_stock),
    low_stock: count(row.low_stock),
    customers: count(row.customers),
    running_promotions: count(row.running_promotions),
  };
}
