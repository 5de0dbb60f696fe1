import { eq } from 'drizzle-orm';
import { toCents } from '../../core/money';
import type { Database } from '../../server/db/client';
import {
  categories,
  coupons,
  discountEvents,
  productBatchPrices,
  productOptionGroups,
  productCombos,
  productOptionItems,
  products,
  shopProducts,
  shops,
} from '../../server/db/schema';
import { bumpCatalogueVersion } from '../../server/services/catalogue-cache';
import { type CartCase, caseComboId, caseLineOptions, caseWireProducts, caseWireTiers } from './cart-cases';

const text = (s: string) => ({ en: s, cn: s, fr: s });

export interface SeededCase {
  c: CartCase;
  shopId: number;
  idBase: number;
  /** product key → id */
  ids: Map<string, number>;
  /** The calculate/validate product_items of the case. */
  items: { product_id: number; qty: number; options: ReturnType<typeof caseLineOptions> }[];
}

/** Server runner: each case gets its own shop (copied from `templateShopId`), products, tiers and coupons. */
export async function seedCartCases(db: Database, cases: readonly CartCase[], templateShopId = 17243): Promise<SeededCase[]> {
  const [template] = await db.select().from(shops).where(eq(shops.id, templateShopId));
  if (!template) throw new Error('template shop missing');
  const categoryIds = Object.fromEntries((await db.select().from(categories)).map((c) => [c.slug, c.id]));
  const seeded: SeededCase[] = [];
  await db.transaction(async (tx) => {
    for (const [index, c] of cases.entries()) {
      const shopId = 800_000 + index;
      const idBase = 900_000 + index * 100;
      await tx.insert(shops).values({
        ...template,
        id: shopId,
        settings: { ...template.settings, order_limit_times: c.order_limit_times ?? 0 },
      });
      const wire = caseWireProducts(c, idBase, categoryIds);
      for (const p of wire) {
        await tx.insert(products).values({
          id: p.product_id,
          sku: p.sku,
          categoryId: p.category,
          position: p.position,
          nameEn: p.product_name,
          nameCn: p.product_name,
          nameFr: p.product_name,
          fullName: text(p.product_full_name),
          propaganda: text(''),
          description: text(''),
          specification: text(''),
          image: '',
          unitValue: text(''),
          unitPrice: text(''),
          priceCents: toCents(p.price),
          orgPriceCents: toCents(p.org_price),
          isSpecial: p.is_special,
          disQty: p.dis_qty,
          discountLimitTimes: p.discount_limit_times,
          needWeigh: p.need_weigh,
          weightValue: p.weight_value,
          weightUnit: p.weight_unit,
          max: p.max,
        });
        if (p.batch_price.length > 0) {
          await tx.insert(productBatchPrices).values(p.batch_price.map((b) => ({ productId: p.product_id, start: b.start, end: b.end, priceCents: toCents(b.price) })));
        }
        for (const [gi, g] of p.options.entries()) {
          await tx.insert(productOptionGroups).values({ id: g.id, productId: p.product_id, label: text(g.label), type: g.type, min: g.min, max: g.max, position: gi });
          await tx.insert(productOptionItems).values(
            g.items.map((i, ii) => ({ id: i.id, groupId: g.id, name: text(i.name), priceCents: toCents(i.price), orgPriceCents: toCents(i.org_price), max: i.max, status: i.status, position: ii })),
          );
        }
        await tx.insert(shopProducts).values({ shopId, productId: p.product_id, stock: p.stock });
      }
      for (const e of caseWireTiers(c, wire, shopId)) {
        await tx.insert(discountEvents).values({
          id: e.id,
          shopId,
          kind: 'shop_full_discount',
          discountCode: `${e.discount_code}-${shopId}`,
          discountAmountCents: toCents(e.discount_amount),
          enabled: e.enabled,
          options: {
            full_amount_cents: toCents(e.options.full_amount ?? 0),
            ...(e.options.gift_product ? { gift_product_id: e.options.gift_product.product_id } : {}),
          },
        });
      }
      const ids = new Map(c.products.map((p, i) => [p.key, wire[i]!.product_id]));
      for (const k of c.coupons ?? []) {
        await tx.insert(coupons).values({
          code: k.code,
          name: text(k.code),
          shopId,
          kind: k.kind,
          value: k.kind === 'amount' ? toCents(k.value) : k.value,
          minSubtotalCents: toCents(k.min_subtotal ?? 0),
          shippingType: k.shipping_type ?? 'all',
          productIds: (k.product_keys ?? []).map((key) => ids.get(key)!),
          stackable: k.stackable ?? false,
          userCoupon: k.user_coupon ?? false,
          perUserLimit: 0,
          startsAt: new Date('2020-01-01T00:00:00Z'),
          endsAt: new Date('2100-01-01T00:00:00Z'),
        });
      }
      for (const [i, combo] of (c.combos ?? []).entries()) {
        await tx.insert(productCombos).values({
          id: caseComboId(idBase, i),
          shopId,
          name: text(`Combo ${i}`),
          tag: text(''),
          items: combo.items.map((item) => ({ product_id: ids.get(item.product)!, qty: item.qty })),
          comboPriceCents: toCents(combo.price),
          position: i,
        });
      }
      seeded.push({
        c,
        shopId,
        idBase,
        ids,
        items: c.lines.map((l) => ({ product_id: ids.get(l.product)!, qty: l.qty, options: caseLineOptions(c, l, idBase) })),
      });
    }
    await bumpCatalogueVersion(tx);
  });
  return seeded;
}
