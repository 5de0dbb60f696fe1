import { randomInt } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { computeOrderTotals, DEFAULT_TAX_RATE_BPS } from '../../core/checkout/order-totals';
import type { Database } from '../../server/db/client';
import { orderFeeLines, orderLines, orders, orderStatusLog, products, shops } from '../../server/db/schema';
import { reserveStock } from '../../server/services/orders/reserve-stock';

/**
 * An order as place_order leaves it, written straight into the database (real tables, demo shop and
 * product) so the payment tests need not go through checkout. Totals are given, not priced.
 */
export interface OrderFixture {
  orderId: number;
  orderNo: string;
  totalCents: number;
  cashbackCents: number;
}

export interface OrderFixtureInput {
  customerId: number;
  paymentType: 'card' | 'pad' | 'cash' | 'pay_later';
  totalCents: number;
  /** PAD: 1% of the post-tax amount by default. */
  cashbackCents?: number;
  paymentStatus?: string;
  agentId?: number | null;
}

let sequence = 0;

export async function insertOrder(db: Database, input: OrderFixtureInput): Promise<OrderFixture> {
  const [shop] = await db.select({ id: shops.id }).from(shops).orderBy(asc(shops.id)).limit(1);
  const [product] = await db.select().from(products).orderBy(asc(products.id)).limit(1);
  if (!shop || !product) throw new Error('the demo catalogue is not seeded');
  sequence += 1;
  const orderNo = `T${Date.now().toString(36).toUpperCase()}${process.pid}${sequence}${randomInt(100, 999)}`;
  // Work the lines back from the total: HST 13% on the goods, card orders add the 2% channel fee.
  const channelFee = input.paymentType === 'card' ? Math.round(input.totalCents - input.totalCents / 1.02) : 0;
  const postTax = input.totalCents - channelFee;
  const subtotal = Math.round(postTax / 1.13);
  const tax = postTax - subtotal;
  const cashbackCents = input.cashbackCents ?? (input.paymentType === 'pad' ? Math.round(postTax / 100) : 0);
  const [order] = await db
    .insert(orders)
    .values({
      orderNo,
      shopId: shop.id,
      customerId: input.customerId,
      agentId: input.agentId ?? null,
      shippingType: 'delivery',
      status: 'processing',
      paymentStatus: input.paymentStatus ?? 'unpaid',
      paymentType: input.paymentType,
      serviceDate: '2026-11-23',
      contact: {
        name: 'Test Kitchen',
        tel: '4165550100',
        addr: '100 Queen St W, Toronto, ON',
        postal_code: 'M5H 2N2',
        latitude: '43.6525',
        longitude: '-79.3834',
        buzz_code: '',
        unit: '',
      },
      totalCents: input.totalCents,
      cashbackCents,
    })
    .returning({ id: orders.id });
  const orderId = order!.id;
  await db.insert(orderLines).values({
    orderId,
    productId: product.id,
    sku: product.sku,
    name: { en: product.nameEn, cn: product.nameCn, fr: product.nameFr },
    qty: 1,
    unitPriceCents: subtotal,
    rowTotalCents: subtotal,
    orgRowTotalCents: subtotal,
    options: [],
  });
  const fees = [
    { kind: 'subtotal' as const, amountCents: subtotal },
    { kind: 'tax' as const, amountCents: tax },
    ...(channelFee > 0 ? [{ kind: 'channel_fee' as const, amountCents: channelFee }] : []),
    { kind: 'total' as const, amountCents: input.totalCents },
  ];
  await db.insert(orderFeeLines).values(fees.map((f, position) => ({ orderId, ...f, position })));
  await db.insert(orderStatusLog).values({ orderId, status: 'processing', paymentStatus: input.paymentStatus ?? 'unpaid', note: 'placed (fixture)', actor: 'customer' });
  return { orderId, orderNo, totalCents: input.totalCents, cashbackCents };
}

export async function orderRow(db: Database, orderId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row!;
}

export interface FixtureLine {
  productId: number;
  qty: number;
  /** Defaults to the product's price. */
  unitPriceCents?: number;
  /** The HST rate checkout stored on the line (order_lines.tax_rate_bps); defaults to 13 %. */
  taxRateBps?: number;
}

/**
 * An order with real lines of the demo catalogue and fee lines computed by checkout's own rule
 * (core computeOrderTotals, each line at its stored rate: 13 % unless the line says otherwise), as place_order leaves it; its stock is taken from
 * the shop like place_order takes it. For the fulfilment tests, which settle what checkout charged.
 */
export async function insertOrderWithLines(
  db: Database,
  input: Omit<OrderFixtureInput, 'totalCents' | 'cashbackCents'> & { lines: FixtureLine[]; shopId?: number; smallOrderFeeCents?: number; createdAt?: Date },
): Promise<OrderFixture & { lineIds: number[] }> {
  const shopId = input.shopId ?? 17243;
  const rows = await Promise.all(
    input.lines.map(async (l) => {
      const [p] = await db.select().from(products).where(eq(products.id, l.productId)).limit(1);
      if (!p) throw new Error(`no product ${l.productId}`);
      const unit = l.unitPriceCents ?? p.priceCents;
      return { p, qty: l.qty, unit, row: unit * l.qty, taxRateBps: l.taxRateBps ?? DEFAULT_TAX_RATE_BPS };
    }),
  );
  const totals = computeOrderTotals({
    lines: rows.map((r) => ({ rowTotalCents: r.row, taxRateBps: r.taxRateBps })),
    couponDiscountCents: 0,
    deliveryFeeCents: 0,
    smallOrderFeeCents: input.smallOrderFeeCents ?? 0,
    tipsCents: 0,
    paymentType: input.paymentType,
  });
  sequence += 1;
  const orderNo = `L${Date.now().toString(36).toUpperCase()}${process.pid}${sequence}${randomInt(100, 999)}`;
  const [order] = await db
    .insert(orders)
    .values({
      orderNo,
      shopId,
      customerId: input.customerId,
      agentId: input.agentId ?? null,
      shippingType: 'delivery',
      status: 'processing',
      paymentStatus: input.paymentStatus ?? 'unpaid',
      paymentType: input.paymentType,
      serviceDate: '2026-11-23',
      contact: { name: 'Test Kitchen', tel: '4165550100', addr: '100 Queen St W, Toronto, ON', postal_code: 'M5H 2N2', latitude: '43.6525', longitude: '-79.3834', buzz_code: '', unit: '' },
      totalCents: totals.totalCents,
      cashbackCents: totals.cashbackCents,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning({ id: orders.id });
  const orderId = order!.id;
  const inserted = await db
    .insert(orderLines)
    .values(
      rows.map((r) => ({
        orderId,
        productId: r.p.id,
        sku: r.p.sku,
        name: { en: r.p.nameEn, cn: r.p.nameCn, fr: r.p.nameFr },
        qty: r.qty,
        unitPriceCents: r.unit,
        rowTotalCents: r.row,
        orgRowTotalCents: r.row,
        options: [],
        needWeigh: r.p.needWeigh,
        weightValue: r.p.weightValue,
        weightUnit: r.p.weightUnit,
        taxRateBps: r.taxRateBps,
      })),
    )
    .returning({ id: orderLines.id });
  await db.insert(orderFeeLines).values(totals.feeLines.map((f, position) => ({ orderId, kind: f.code, amountCents: f.amountCents, position })));
  await db.insert(orderStatusLog).values({ orderId, status: 'processing', paymentStatus: input.paymentStatus ?? 'unpaid', note: 'placed (fixture)', actor: 'customer' });
  await reserveStock(db, shopId, rows.map((r) => ({ productId: r.p.id, qty: r.qty })));
  return { orderId, orderNo, totalCents: totals.totalCents, cashbackCents: totals.cashbackCents, lineIds: inserted.map((l) => l.id) };
}
