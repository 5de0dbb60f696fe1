import { count, inArray } from 'drizzle-orm';
import type { Locale, LocalizedText } from '../../../core/schemas/common';
import type { Database } from '../client';
import { banners, shops } from '../schema';
import { BANNER_HEIGHT, BANNER_WIDTH, bannerImage, bannerImageSmall } from '../../../core/banners/banner-pictures';
import { APP_STEERED_SHOP_ID, DEFAULT_SHOP_ID } from './demo-shops';

/** The demo shops' home banners (spec §2.8): the same offers in each language, each shop its own selection. */

const text = (en: string, cn: string, fr: string): LocalizedText => ({ en, cn, fr });

const OFFERS = {
  'fresh-produce': {
    title: text('Fresh produce, picked up at dawn and at your door tomorrow', '清晨采收的新鲜蔬果，明天送到您店里', 'Fruits et légumes frais, récoltés à l’aube, livrés demain'),
    link: '/supply/produce',
  },
  'next-day-delivery': {
    title: text('Order by 11 p.m., free delivery tomorrow', '晚上 11 点前下单，明天免费送达', 'Commandez avant 23 h, livraison gratuite demain'),
    link: '/banner-page',
  },
  'eco-containers': {
    title: text('Compostable take-out containers for every menu', '适合各种菜单的可降解外卖餐盒', 'Contenants à emporter compostables pour tous les menus'),
    link: '/supply/containers',
  },
  seafood: {
    title: text('Seafood on ice: shrimp, fish and shellfish', '冰鲜海产：虾、鱼和贝类', 'Fruits de mer sur glace : crevettes, poissons et coquillages'),
    link: '/supply/seafood',
  },
} as const;
type Offer = keyof typeof OFFERS;

const SHOP_OFFERS: Record<number, Offer[]> = {
  [DEFAULT_SHOP_ID]: ['fresh-produce', 'next-day-delivery', 'eco-containers', 'seafood'],
  17244: ['next-day-delivery', 'seafood', 'fresh-produce'],
  [APP_STEERED_SHOP_ID]: ['eco-containers', 'fresh-produce'],
};

export function demoBannerRows(): (typeof banners.$inferInsert)[] {
  return Object.entries(SHOP_OFFERS).flatMap(([shopId, offers]) =>
    (['en', 'cn', 'fr'] as const satisfies readonly Locale[]).flatMap((locale) =>
      offers.map((offer, index) => ({
        shopId: Number(shopId),
        locale,
        title: OFFERS[offer].title[locale],
        image: bannerImage(offer),
        imageSmall: bannerImageSmall(offer),
        imageWidth: BANNER_WIDTH,
        imageHeight: BANNER_HEIGHT,
        link: OFFERS[offer].link,
        sort: (index + 1) * 10,
      })),
    ),
  );
}

/**
 * Adds the demo banners when the table is empty and the demo shops exist: a new database, or one
 * seeded before banners existed. A database whose banners were all removed on purpose stays so only
 * while it has none of the demo shops; the back office deactivates rather than deletes.
 */
export async function seedDemoBannersIfNone(db: Pick<Database, 'select' | 'insert'>): Promise<number> {
  const [row] = await db.select({ n: count() }).from(banners);
  if ((row?.n ?? 0) > 0) return 0;
  const present = new Set((await db.select({ id: shops.id }).from(shops).where(inArray(shops.id, Object.keys(SHOP_OFFERS).map(Number)))).map((s) => s.id));
  const rows = demoBannerRows().filter((r) => present.has(r.shopId));
  if (rows.length > 0) await db.insert(banners).values(rows);
  return rows.length;
}
