import { sql } from 'drizzle-orm';
import { zonedMoment } from '../../../core/calendar/local-time';
import { fromCents } from '../../../core/money';
import { ORDER_GUIDE_DAYS, type OrderGuide, type OrderGuideItem, type OrderLines } from '../../../core/schemas/agent';
import type { Locale, LocalizedText } from '../../../core/schemas/common';
import type { Database } from '../../db/client';
import type { CatalogueSnapshot } from '../catalogue-snapshot';
import { productName } from '../catalogue-views';
import { rows } from '../orders/sql-rows';

/**
 * The order guide (issue 7): what a customer buys, from its orders of the last ORDER_GUIDE_DAYS
 * days (cancelled orders and gift lines left out), in one aggregation. Per product: in how many
 * orders it appeared, the quantity ordered most often (ties: the larger), the quantity and unit
 * price of the last order, and the mean 1-based position of its line in the orders (the customer's
 * shelf layout). Names and categories come from the current catalogue in the caller's language.
 */

/** Orders in these statuses did not happen: they say nothing about what the customer buys. */
const NOT_BOUGHT = ['cancelled'] as const;

interface GuideRow {
  product_id: number;
  sku: string;
  name: LocalizedText;
  times_ordered: number | string;
  usual_qty: number | string;
  last_qty: number | string;
  last_price_cents: number | string;
  last_ordered_at: Date | string;
  shelf_position: number | string;
  par: number | string | null;
  guide_position: number | string | null;
}

export async function loadOrderGuide(
  db: Database,
  snapshot: CatalogueSnapshot,
  input: { customerId: number; shopId?: number; now: Date; locale: Locale },
): Promise<OrderGuide> {
  const since = new Date(input.now.getTime() - ORDER_GUIDE_DAYS * 86_400_000);
  const found = await rows<GuideRow>(
    db,
    sql`with lines as (
      select l.id as line_id, l.product_id, l.sku, l.name, l.qty, l.unit_price_cents, o.id as order_id, o.created_at,
        row_number() over (partition by o.id order by l.id) as position
      from orders o
      join order_lines l on l.order_id = o.id and not l.is_gift
      where o.customer_id = ${input.customerId}
        and o.created_at >= ${since.toISOString()}::timestamptz
        and o.status <> all(${sql.param([...NOT_BOUGHT])}::text[])
        and (${input.shopId ?? null}::int is null or o.shop_id = ${input.shopId ?? null}::int)
    ),
    per_order as (
      select product_id, order_id, created_at, sum(qty)::int as qty, min(position) as position,
        (array_agg(unit_price_cents order by line_id desc))[1] as price_cents,
        (array_agg(sku order by line_id desc))[1] as sku,
        (array_agg(name order by line_id desc))[1] as name
      from lines group by product_id, order_id, created_at
    ),
    usual as (
      select distinct on (product_id) product_id, qty
      from (select product_id, qty, count(*) as n from per_order group by product_id, qty) q
      order by product_id, n desc, qty desc
    ),
    latest as (
      select distinct on (product_id) product_id, qty, price_cents, created_at, sku, name
      from per_order order by product_id, created_at desc, order_id desc
    ),
    stats as (
      select product_id, count(*) as times_ordered, avg(position)::float8 as shelf_position from per_order group by product_id
    )
    select s.product_id, latest.sku, latest.name, s.times_ordered, usual.qty as usual_qty, latest.qty as last_qty,
      latest.price_cents as last_price_cents, latest.created_at as last_ordered_at, s.shelf_position,
      p.par, p.position as guide_position
    from stats s
    join usual using (product_id)
    join latest using (product_id)
    left join customer_par_levels p on p.customer_id = ${input.customerId} and p.product_id = s.product_id
    order by s.shelf_position, s.product_id`,
  );

  const items: OrderGuideItem[] = found.map((row) => {
    const product = snapshot.products.get(Number(row.product_id));
    const category = product ? snapshot.categoriesById.get(product.categoryId) : undefined;
    return {
      product_id: Number(row.product_id),
      sku: product?.sku ?? row.sku,
      name: product ? productName(product, input.locale) : row.name[input.locale] || row.name.en,
      category_id: category?.id ?? 0,
      category_name: category?.name[input.locale] ?? '',
      category_position: category?.position ?? 0,
      times_ordered: Number(row.times_ordered),
      usual_qty: Number(row.usual_qty),
      last_qty: Number(row.last_qty),
      last_price: fromCents(Number(row.last_price_cents)),
      last_ordered_at: new Date(row.last_ordered_at).toISOString(),
      shelf_position: Math.round(Number(row.shelf_position) * 100) / 100,
      price: product && product.status === 0 ? fromCents(product.priceCents) : null,
      par: row.par === null ? null : Number(row.par),
      guide_position: row.guide_position === null || Number(row.guide_position) === 0 ? null : Number(row.guide_position),
      min_qty: product?.minQty ?? 1,
      qty_step: product?.qtyStep ?? 1,
      max: product?.max ?? 0,
    };
  });
  return { customer_id: input.customerId, since: zonedMoment(since).date, items };
}

interface OrderLineRow {
  order_id: number;
  order_no: string;
  product_id: number | null;
  sku: string | null;
  name: LocalizedText | null;
  qty: number | null;
}


/**
 * A past order's lines without the gift, for 'order again'; null when there is no such order. The
 * caller's right to the order is checked before (agent-access orderVisibility).
 */
export async function loadOrderAgain(db: Database, snapshot: CatalogueSnapshot, orderId: number, locale: Locale): Promise<OrderLines | null> {
  const found = await rows<OrderLineRow>(
    db,
    sql`select o.id as order_id, o.order_no, l.product_id, l.sku, l.name, l.qty
      from orders o left join order_lines l on l.order_id = o.id and not l.is_gift
      where o.id = ${orderId}
      order by l.id`,
  );
  const first = found[0];
  if (!first) return null;
  const lines = found
    .filter((row) => row.product_id !== null)
    .map((row) => {
      const product = snapshot.products.get(Number(row.product_id));
      return {
        product_id: Number(row.product_id),
        sku: product?.sku ?? row.sku ?? '',
        name: product ? productName(product, locale) : (row.name?.[locale] || row.name?.en) ?? '',
        qty: Number(row.qty),
      };
    });
  return { order_id: Number(first.order_id), order_no: first.order_no, lines };
}

/**
 * Saves a customer's par levels and walk-in order (issue 20) in one transaction: each level is set
 * (par null is stored as 0: no par, nothing proposed), `order` gives positions 1..n. Products that
 * are not in the catalogue are refused by the caller before.
 */
export async function saveParLevels(
  db: Database,
  customerId: number,
  input: { levels: readonly { product_id: number; par: number | null }[]; order?: readonly number[] | undefined },
): Promise<number> {
  return db.transaction(async (tx) => {
    let saved = 0;
    for (const level of input.levels) {
      await tx.execute(sql`insert into customer_par_levels (customer_id, product_id, par)
        values (${customerId}, ${level.product_id}, ${level.par ?? 0})
        on conflict (customer_id, product_id) do update set par = excluded.par, updated_at = now()`);
      saved++;
    }
    if (input.order) {
      for (const [index, productId] of input.order.entries()) {
        await tx.execute(sql`insert into customer_par_levels (customer_id, product_id, par, position)
          values (${customerId}, ${productId}, 0, ${index + 1})
          on conflict (customer_id, product_id) do update set position = excluded.position, updated_at = now()`);
      }
    }
    return saved;
  });
}
