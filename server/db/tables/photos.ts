import { customType, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { PHOTO_TYPES } from '../../../core/schemas/fulfilment';
import { customers } from './accounts';
import { createdAt } from './columns';
import { orders } from './orders';

/** PostgreSQL bytea as a Node Buffer (both drivers hand back a Buffer or Uint8Array). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const PHOTO_KINDS = ['delivery', 'claim'] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];

/**
 * Photos of the life of an order (issue 15): the driver's proof of delivery and the buyer's claim
 * photos (png/jpg ≤ 5 MB, type decided by their bytes, server/services/photos.ts). The bytes live in
 * the database, not on one server's disk, so every app instance on one PostgreSQL serves them.
 * Served at GET /api/photos/:id (the id is a random uuid) to staff, or to the customer of the order.
 */
export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: PHOTO_KINDS }).notNull(),
    mime: text('mime', { enum: PHOTO_TYPES }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    data: bytea('data').notNull(),
    /** The customer who may see it (the order's buyer). */
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    orderId: integer('order_id').references(() => orders.id),
    /** Who stored it: 'customer', 'agent:7', 'driver:3'. */
    actor: text('actor').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('photos_order_idx').on(t.orderId)],
);
