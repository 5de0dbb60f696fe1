import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { shops } from './catalogue';

/**
 * Home banners (spec §2.8, §7 api/ads/universal_banners; issue 19): per shop and per language (each
 * language its own rows, so a banner may exist in one language only), in `sort` order, shown while
 * `active` and between `starts_at` and `ends_at` when they are set.
 */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id').notNull().references(() => shops.id),
    locale: text('locale', { enum: ['en', 'cn', 'fr'] }).notNull(),
    title: text('title').notNull(),
    /** '/resources/…' on this origin. */
    image: text('image').notNull(),
    /** A narrower picture for phones, '' when there is none. */
    imageSmall: text('image_small').notNull().default(''),
    imageWidth: integer('image_width').notNull(),
    imageHeight: integer('image_height').notNull(),
    /** A storefront path ('/supply/produce') or an https address. */
    link: text('link').notNull(),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('banners_shop_locale_idx').on(t.shopId, t.locale, t.sort)],
);
