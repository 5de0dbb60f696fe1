import { integer, primaryKey, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea } from './photos';
import { createdAt } from './columns';

/**
 * Product pictures a manager uploaded (issue 17), one row per width the storefront draws
 * (core PICTURE_WIDTHS), as WebP. Stored in the database so that every instance on one PostgreSQL
 * serves them; a picture's name is the hash of its source bytes, so its URL never changes meaning and
 * is cached for a year.
 */
export const productPictures = pgTable(
  'product_pictures',
  {
    name: text('name').notNull(),
    width: integer('width').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.name, t.width] })],
);
