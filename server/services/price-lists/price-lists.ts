import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import { groupUnitPriceCents, regularPriceCents } from '../../../core/pricing/group-price';
import type { CustomerGroup, CustomerGroupBody, GroupMember, GroupPriceRow, GroupPriceWire } from '../../../core/schemas/price-lists';
import { customerGroupBodySchema, groupPriceFromWire } from '../../../core/schemas/price-lists';
import type { Locale } from '../../../core/schemas/common';
import type { Database } from '../../db/client';
import { customerGroups, customers, groupPrices, products } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { writeRecordAudit, writeRecordAudits, type AuditWrite } from '../back-office/record-audit';
import { bumpCatalogueVersion } from '../catalogue-cache';
import type { CatalogueSnapshot, ProductRecord } from '../catalogue-snapshot';
import { productName } from '../catalogue-views';

/**
 * The back office's customer groups, members and price lists (issue 17). Every write that changes
 * what a buyer pays (an entry, a membership, a deleted group) bumps the catalogue version in its
 * transaction: the snapshot that holds the lists is reloaded, so no server prices from a stale list.
 * Each of those writes also leaves its history (record_audit) in the same transaction: a membership on
 * the customer ("group": the group before and after), a price on the product ("group price (<group>)").
 */

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const SEARCH_LIMIT = 20;

function groupName(body: CustomerGroupBody) {
  const parsed = customerGroupBodySchema.parse(body);
  const en = parsed.name.en;
  return { name: { en, cn: parsed.name.cn || en, fr: parsed.name.fr || en }, note: parsed.note };
}

export async function listGroups(db: Database): Promise<CustomerGroup[]> {
  const [groups, memberCounts, priceCounts] = await Promise.all([
    db.select().from(customerGroups).orderBy(asc(customerGroups.id)),
    db.select({ groupId: customers.groupId, n: count() }).from(customers).where(sql`${customers.groupId} is not null`).groupBy(customers.groupId),
    db.select({ groupId: groupPrices.groupId, n: count() }).from(groupPrices).groupBy(groupPrices.groupId),
  ]);
  const members = new Map(memberCounts.map((r) => [r.groupId, Number(r.n)]));
  const prices = new Map(priceCounts.map((r) => [r.groupId, Number(r.n)]));
  return groups.map((g) => ({ id: g.id, name: g.name, note: g.note, members: members.get(g.id) ?? 0, prices: prices.get(g.id) ?? 0 }));
}

async function groupView(db: Database | Tx, groupId: number): Promise<CustomerGroup> {
  const [group] = await db.select().from(customerGroups).where(eq(customerGroups.id, groupId));
  if (!group) throw notFound('GROUP_NOT_FOUND', 'backOffice.priceLists.errors.group_not_found');
  const [[m], [p]] = await Promise.all([
    db.select({ n: count() }).from(customers).where(eq(customers.groupId, groupId)),
    db.select({ n: count() }).from(groupPrices).where(eq(groupPrices.groupId, groupId)),
  ]);
  return { id: group.id, name: group.name, note: group.note, members: Number(m?.n ?? 0), prices: Number(p?.n ?? 0) };
}

export async function createGroup(db: Database, body: CustomerGroupBody): Promise<CustomerGroup> {
  const [row] = await db.insert(customerGroups).values(groupName(body)).returning({ id: customerGroups.id });
  return groupView(db, row!.id);
}

export async function updateGroup(db: Database, groupId: number, body: CustomerGroupBody): Promise<CustomerGroup> {
  const updated = await db
    .update(customerGroups)
    .set({ ...groupName(body), updatedAt: new Date() })
    .where(eq(customerGroups.id, groupId))
    .returning({ id: customerGroups.id });
  if (updated.length === 0) throw notFound('GROUP_NOT_FOUND', 'backOffice.priceLists.errors.group_not_found');
  return groupView(db, groupId);
}

/** Deleting a group frees its members (back to public prices) and drops its price list. */
export async function deleteGroup(db: Database, groupId: number, staffId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [group] = await tx.select().from(customerGroups).where(eq(customerGroups.id, groupId));
    if (!group) throw notFound('GROUP_NOT_FOUND', 'backOffice.priceLists.errors.group_not_found');
    const label = groupLabel(group);
    const members = await tx.select({ id: customers.id }).from(customers).where(eq(customers.groupId, groupId));
    const prices = await tx.select().from(groupPrices).where(eq(groupPrices.groupId, groupId));
    await tx.delete(customerGroups).where(eq(customerGroups.id, groupId));
    const entries: AuditWrite[] = [
      ...members.map((m): AuditWrite => ({ subject: 'customer', subjectId: m.id, action: 'group', staffId, before: { group: label }, after: { group: null } })),
      ...prices.map((p): AuditWrite => ({ subject: 'product', subjectId: p.productId, action: 'group_price', staffId, ...priceAudit(label, storedWire(p), null) })),
    ];
    await writeRecordAudits(tx, entries);
    await bumpCatalogueVersion(tx);
    return true;
  });
}

/** How a history names a group: its English name and id (the name may change later). */
const groupLabel = (group: { id: number; name: { en: string } }) => `${group.name.en} (#${group.id})`;

function storedWire(row: { priceCents: number | null; percentOffBp: number | null }): GroupPriceWire {
  return row.priceCents !== null ? { kind: 'fixed', price_cents: row.priceCents } : { kind: 'percent', percent_off_bp: row.percentOffBp ?? 0 };
}

/** A group price as a history reads it: `12.50` (fixed) or `-7.5%` (percentage off). */
function wireText(wire: GroupPriceWire): string {
  return wire.kind === 'fixed' ? (wire.price_cents / 100).toFixed(2) : `-${Number((wire.percent_off_bp / 100).toFixed(2))}%`;
}

function priceAudit(label: string, before: GroupPriceWire | null, after: GroupPriceWire | null) {
  const field = `group_price: ${label}`;
  return { before: { [field]: before ? wireText(before) : null }, after: { [field]: after ? wireText(after) : null } };
}

const memberColumns = { customer_id: customers.id, name: customers.name, phone: customers.phone, group_id: customers.groupId };

export async function listMembers(db: Database, groupId: number): Promise<GroupMember[]> {
  await groupView(db, groupId);
  return db.select(memberColumns).from(customers).where(eq(customers.groupId, groupId)).orderBy(asc(customers.name), asc(customers.id));
}

/** Customers whose name or phone holds `q` (digits of a phone match however it was typed). */
export async function searchCustomers(db: Database, q: string): Promise<GroupMember[]> {
  const text = q.trim();
  if (text === '') return [];
  const digits = text.replace(/\D/g, '');
  const like = `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  const where = digits.length >= 3 ? or(ilike(customers.name, like), ilike(customers.phone, `%${digits}%`)) : ilike(customers.name, like);
  return db.select(memberColumns).from(customers).where(where).orderBy(asc(customers.name), asc(customers.id)).limit(SEARCH_LIMIT);
}

/** Puts the customer in the group (out of any other: a customer belongs to at most one). */
export async function setMember(db: Database, groupId: number, customerId: number, member: boolean, staffId: number): Promise<GroupMember> {
  return db.transaction(async (tx) => {
    await groupView(tx, groupId);
    const [current] = await tx
      .select({ groupId: customers.groupId, group: customerGroups })
      .from(customers)
      .leftJoin(customerGroups, eq(customerGroups.id, customers.groupId))
      .where(eq(customers.id, customerId));
    const where = member ? eq(customers.id, customerId) : and(eq(customers.id, customerId), eq(customers.groupId, groupId));
    const [row] = await tx
      .update(customers)
      .set({ groupId: member ? groupId : null, updatedAt: new Date() })
      .where(where)
      .returning(memberColumns);
    if (!row) throw notFound('CUSTOMER_NOT_FOUND', 'backOffice.priceLists.errors.customer_not_found');
    if ((current?.groupId ?? null) !== row.group_id) {
      const [next] = row.group_id === null ? [] : await tx.select().from(customerGroups).where(eq(customerGroups.id, row.group_id));
      await writeRecordAudit(tx, {
        subject: 'customer',
        subjectId: customerId,
        action: 'group',
        staffId,
        before: { group: current?.group ? groupLabel(current.group) : null },
        after: { group: next ? groupLabel(next) : null },
      });
    }
    await bumpCatalogueVersion(tx);
    return row;
  });
}

function priceRow(record: ProductRecord, wire: GroupPriceWire, locale: Locale): GroupPriceRow {
  const publicProduct = {
    isSpecial: record.isSpecial === 1,
    priceCents: record.priceCents,
    orgPriceCents: record.orgPriceCents > 0 ? record.orgPriceCents : record.priceCents,
  };
  const regular = regularPriceCents(publicProduct);
  return {
    product_id: record.id,
    sku: record.sku,
    product_name: productName(record, locale),
    regular_price_cents: regular,
    price: wire,
    // A group price above the public one never applies (core withGroupPrice).
    group_unit_price_cents: Math.min(groupUnitPriceCents(publicProduct, groupPriceFromWire(wire)), regular),
  };
}

export async function listPrices(db: Database, snapshot: CatalogueSnapshot, groupId: number, locale: Locale): Promise<GroupPriceRow[]> {
  await groupView(db, groupId);
  const rows = await db.select().from(groupPrices).where(eq(groupPrices.groupId, groupId)).orderBy(asc(groupPrices.productId));
  const out: GroupPriceRow[] = [];
  for (const row of rows) {
    const record = snapshot.products.get(row.productId);
    if (!record) continue;
    const wire = storedWire(row);
    out.push(priceRow(record, wire, locale));
  }
  return out.sort((a, b) => a.sku.localeCompare(b.sku));
}

export async function setPrice(
  db: Database,
  snapshot: CatalogueSnapshot,
  groupId: number,
  productId: number,
  wire: GroupPriceWire,
  locale: Locale,
  staffId: number,
): Promise<GroupPriceRow> {
  const record = snapshot.products.get(productId);
  if (!record) throw notFound('PRODUCT_NOT_FOUND', 'backOffice.priceLists.errors.product_not_found');
  const values = wire.kind === 'fixed' ? { priceCents: wire.price_cents, percentOffBp: null } : { priceCents: null, percentOffBp: wire.percent_off_bp };
  await db.transaction(async (tx) => {
    const group = await groupView(tx, groupId);
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
    if (!product) throw notFound('PRODUCT_NOT_FOUND', 'backOffice.priceLists.errors.product_not_found');
    const [previous] = await tx.select().from(groupPrices).where(and(eq(groupPrices.groupId, groupId), eq(groupPrices.productId, productId)));
    const audit = priceAudit(groupLabel(group), previous ? storedWire(previous) : null, wire);
    const same = Object.values(audit.before)[0] === Object.values(audit.after)[0];
    if (!same) await writeRecordAudit(tx, { subject: 'product', subjectId: productId, action: 'group_price', staffId, ...audit });
    await tx
      .insert(groupPrices)
      .values({ groupId, productId, ...values })
      .onConflictDoUpdate({ target: [groupPrices.groupId, groupPrices.productId], set: { ...values, updatedAt: new Date() } });
    await bumpCatalogueVersion(tx);
  });
  return priceRow(record, wire, locale);
}

export async function removePrice(db: Database, groupId: number, productId: number, staffId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(groupPrices)
      .where(and(eq(groupPrices.groupId, groupId), eq(groupPrices.productId, productId)))
      .returning({ priceCents: groupPrices.priceCents, percentOffBp: groupPrices.percentOffBp });
    if (deleted.length === 0) throw notFound('PRICE_NOT_FOUND', 'backOffice.priceLists.errors.price_not_found');
    const group = await groupView(tx, groupId);
    await writeRecordAudit(tx, { subject: 'product', subjectId: productId, action: 'group_price', staffId, ...priceAudit(groupLabel(group), storedWire(deleted[0]!), null) });
    await bumpCatalogueVersion(tx);
    return true;
  });
}

/** Products by SKU (exact first) or name in the caller's language, for the price list's picker. */
export function pickProducts(snapshot: CatalogueSnapshot, q: string, locale: Locale) {
  const text = q.trim().toLowerCase();
  if (text === '') return [];
  const exact = snapshot.productsBySku.get(text.toUpperCase());
  const found: ProductRecord[] = exact ? [exact] : [];
  for (const record of snapshot.products.values()) {
    if (found.length >= SEARCH_LIMIT) break;
    if (record === exact) continue;
    if (record.sku.toLowerCase().includes(text) || productName(record, locale).toLowerCase().includes(text) || record.nameEn.toLowerCase().includes(text)) found.push(record);
  }
  return found.map((record) => ({
    product_id: record.id,
    sku: record.sku,
    product_name: productName(record, locale),
    regular_price_cents: regularPriceCents({ isSpecial: record.isSpecial === 1, priceCents: record.priceCents, orgPriceCents: record.orgPriceCents > 0 ? record.orgPriceCents : record.priceCents }),
  }));
}
