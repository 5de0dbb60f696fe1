import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PICTURE_WIDTHS, pictureFile } from '../../core/catalogue/product-image';
import {
  DEMO_SHOP_IDS,
  demoCategories,
  demoProducts,
  type DemoProduct,
} from '../../server/db/seed/demo-catalogue';

const RESOURCES = fileURLToPath(new URL('../../resources/', import.meta.url));
const CJK = /[\u3400-\u9fff]/;
const LOCALES = ['en', 'cn', 'fr'] as const;

const count = (pred: (p: DemoProduct) => boolean): number => demoProducts.filter(pred).length;

describe('demo catalogue — categories', () => {
  it('has the 13 categories, ids 1..13 in order, kebab-case slugs', () => {
    expect(demoCategories.map((c) => c.slug)).toEqual([
      'produce',
      'meat',
      'dairy-eggs',
      'seafood',
      'frozen',
      'drinks',
      'rice',
      'flour',
      'oil',
      'sauces-condiments',
      'containers',
      'paper-goods',
      'cleaning-supplies',
    ]);
    demoCategories.forEach((c, i) => {
      expect(c.id).toBe(i + 1);
      expect(c.position).toBe(i + 1);
      expect(c.slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(c.image).toBe(`catalogue/categories/${c.slug}.webp`);
      for (const l of LOCALES) expect(c.name[l].trim()).not.toBe('');
      expect(c.name.cn).toMatch(CJK);
    });
  });

  it('meat and frozen cannot be picked up; everything else can', () => {
    for (const c of demoCategories) {
      expect(c.pickup_allowed, c.slug).toBe(c.slug !== 'meat' && c.slug !== 'frozen');
    }
  });

  it('every category has at least 20 products', () => {
    for (const c of demoCategories) {
      expect(count((p) => p.category_id === c.id), c.slug).toBeGreaterThanOrEqual(20);
    }
  });

  it('category pictures exist on disk at both widths', () => {
    for (const c of demoCategories) {
      for (const w of PICTURE_WIDTHS) expect(existsSync(join(RESOURCES, pictureFile(c.image, w))), c.image).toBe(true);
    }
  });
});

describe('demo catalogue — products', () => {
  it('has at least 300 products with unique ids and SKUs', () => {
    expect(demoProducts.length).toBeGreaterThanOrEqual(300);
    expect(new Set(demoProducts.map((p) => p.id)).size).toBe(demoProducts.length);
    expect(new Set(demoProducts.map((p) => p.sku)).size).toBe(demoProducts.length);
  });

  it('uses short, typeable SKUs with one prefix per category', () => {
    const prefixes = new Map<number, Set<string>>();
    for (const p of demoProducts) {
      expect(p.sku).toMatch(/^[A-Z]{2,3}-\d{4}$/);
      const set = prefixes.get(p.category_id) ?? new Set<string>();
      set.add(p.sku.split('-')[0]!);
      prefixes.set(p.category_id, set);
    }
    const all = [...prefixes.values()].map((s) => [...s]);
    for (const s of all) expect(s).toHaveLength(1);
    expect(new Set(all.flat()).size).toBe(demoCategories.length);
  });

  it('belongs to a known category, with positions 1..n inside each category', () => {
    const ids = new Set(demoCategories.map((c) => c.id));
    for (const c of demoCategories) {
      const positions = demoProducts.filter((p) => p.category_id === c.id).map((p) => p.position);
      expect(positions).toEqual(positions.map((_, i) => i + 1));
    }
    for (const p of demoProducts) expect(ids.has(p.category_id), p.sku).toBe(true);
  });

  it('has names in English, Chinese and French', () => {
    for (const p of demoProducts) {
      for (const l of LOCALES) {
        expect(p.name[l].trim(), `${p.sku} name.${l}`).not.toBe('');
        expect(p.full_name[l].trim(), `${p.sku} full_name.${l}`).not.toBe('');
        expect(p.description[l].trim(), `${p.sku} description.${l}`).not.toBe('');
        expect(p.specification[l].trim(), `${p.sku} specification.${l}`).not.toBe('');
      }
      expect(p.name.cn, p.sku).toMatch(CJK);
      expect(p.full_name.cn, p.sku).toMatch(CJK);
      expect(p.description.cn, p.sku).toMatch(CJK);
      expect(p.name.en, p.sku).not.toMatch(CJK);
      expect(p.name.fr, p.sku).not.toMatch(CJK);
    }
  });

  it('has no duplicate product names within a language', () => {
    for (const l of LOCALES) {
      const names = demoProducts.map((p) => p.name[l].toLowerCase());
      expect(new Set(names).size, l).toBe(names.length);
    }
  });

  it('has sane prices', () => {
    for (const p of demoProducts) {
      expect(Number.isInteger(p.price_cents), p.sku).toBe(true);
      expect(p.price_cents, p.sku).toBeGreaterThan(0);
      expect(p.price_cents, p.sku).toBeLessThanOrEqual(p.org_price_cents);
      expect(p.org_price_cents, p.sku).toBeLessThan(100_000);
      if (!p.is_special) expect(p.price_cents, p.sku).toBe(p.org_price_cents);
    }
  });

  it('specials are cheaper than the original price and have no volume pricing', () => {
    for (const p of demoProducts.filter((x) => x.is_special === 1)) {
      expect(p.price_cents, p.sku).toBeLessThan(p.org_price_cents);
      expect(p.batch_prices, p.sku).toEqual([]);
      expect(p.dis_qty, p.sku).toBeGreaterThan(0);
      expect(p.discount_limit_times, p.sku).toBeGreaterThanOrEqual(0);
    }
    for (const p of demoProducts.filter((x) => x.is_special === 0)) {
      expect(p.dis_qty, p.sku).toBe(0);
      expect(p.discount_limit_times, p.sku).toBe(0);
    }
  });

  it('volume tiers start at 1, ascend without gaps or overlaps, end open and get cheaper', () => {
    for (const p of demoProducts.filter((x) => x.batch_prices.length > 0)) {
      const tiers = p.batch_prices;
      expect(tiers.length, p.sku).toBeGreaterThanOrEqual(2);
      expect(tiers.length, p.sku).toBeLessThanOrEqual(3);
      expect(tiers[0]!.start, p.sku).toBe(1);
      expect(tiers[0]!.price_cents, p.sku).toBe(p.price_cents);
      expect(tiers.at(-1)!.end, p.sku).toBe(0);
      for (let i = 0; i < tiers.length; i++) {
        const t = tiers[i]!;
        const next = tiers[i + 1];
        if (next) {
          expect(t.end, p.sku).toBeGreaterThanOrEqual(t.start);
          expect(next.start, p.sku).toBe(t.end + 1);
          expect(next.price_cents, p.sku).toBeLessThan(t.price_cents);
        }
      }
    }
  });

  it('catch-weight products carry an approximate weight', () => {
    for (const p of demoProducts) {
      if (p.need_weigh === 1) {
        expect(Number(p.weight_value), p.sku).toBeGreaterThan(0);
        expect(['kg', 'lb'], p.sku).toContain(p.weight_unit);
      } else {
        expect(p.weight_value, p.sku).toBe('');
        expect(p.weight_unit, p.sku).toBe('');
      }
    }
  });

  it('products sold by unit have a count, a unit and a per-locale unit price', () => {
    for (const p of demoProducts) {
      if (p.unit_flag === 1) {
        expect(p.unit_count, p.sku).toBeGreaterThan(1);
        for (const l of LOCALES) expect(p.unit_value[l], p.sku).not.toBe('');
        expect(p.unit_price.en, p.sku).toMatch(/^\$\d+\.\d{2} \/ (L|kg)$/);
        expect(p.unit_price.fr, p.sku).toMatch(/^\d+,\d{2} \$ \/ (L|kg)$/);
        expect(p.unit_price.cn, p.sku).toMatch(/^\$\d+\.\d{2} \/ (升|公斤)$/);
      } else {
        expect(p.unit_count, p.sku).toBe(0);
        for (const l of LOCALES) expect(p.unit_price[l], p.sku).toBe('');
      }
    }
  });

  it('has valid stock, max, status and shops', () => {
    for (const p of demoProducts) {
      expect(p.stock === -9999 || (Number.isInteger(p.stock) && p.stock >= 0), p.sku).toBe(true);
      expect(p.max, p.sku).toBeGreaterThanOrEqual(0);
      expect([0, 1], p.sku).toContain(p.status);
      expect(p.shop_ids.length, p.sku).toBeGreaterThan(0);
      for (const id of p.shop_ids) expect(DEMO_SHOP_IDS, p.sku).toContain(id);
    }
    expect([...DEMO_SHOP_IDS]).toEqual([17243, 17244, 17245]);
    expect(count((p) => p.shop_ids.length === 3)).toBeGreaterThan(demoProducts.length * 0.8);
  });

  it('has well-formed option groups with unique ids', () => {
    const groupIds = new Set<number>();
    const itemIds = new Set<number>();
    for (const p of demoProducts) {
      for (const g of p.options) {
        expect(groupIds.has(g.id), `${p.sku} group ${g.id}`).toBe(false);
        groupIds.add(g.id);
        expect(g.items.length, p.sku).toBeGreaterThan(0);
        expect(g.min, p.sku).toBeLessThanOrEqual(g.max);
        expect(g.max, p.sku).toBeLessThanOrEqual(g.items.length);
        if (g.type === 'radio') expect(g.max, p.sku).toBe(1);
        // Option item status 1 = available (spec §3): a required group must be satisfiable.
        expect(g.items.filter((i) => i.status === 1).length, p.sku).toBeGreaterThanOrEqual(Math.max(1, g.min));
        for (const l of LOCALES) expect(g.label[l], p.sku).not.toBe('');
        for (const item of g.items) {
          expect(itemIds.has(item.id), `${p.sku} item ${item.id}`).toBe(false);
          itemIds.add(item.id);
          expect(item.price_cents, p.sku).toBeGreaterThanOrEqual(0);
          expect(item.org_price_cents, p.sku).toBeGreaterThanOrEqual(item.price_cents);
          expect(item.id, p.sku).toBeLessThanOrEqual(2_147_483_647);
        }
      }
    }
  });

  it('has tags with hex colours', () => {
    for (const p of demoProducts) {
      for (const t of p.tags) {
        expect(t.color, p.sku).toMatch(/^#[0-9A-Fa-f]{6}$/);
        for (const l of LOCALES) expect(t.tag[l], p.sku).not.toBe('');
      }
    }
  });

  it('has its own picture per product and category on disk: WebP at 240 and 480 px, a few KB each', () => {
    const slugs = new Map(demoCategories.map((c) => [c.id, c.slug]));
    const images = new Set<string>();
    const named = [
      ...demoProducts.map((p) => ({ who: p.sku, image: p.image, expected: `catalogue/${slugs.get(p.category_id)}/${p.sku}.webp` })),
      ...demoCategories.map((c) => ({ who: c.slug, image: c.image, expected: `catalogue/categories/${c.slug}.webp` })),
    ];
    for (const { who, image, expected } of named) {
      expect(image, who).toBe(expected);
      images.add(image);
      for (const width of PICTURE_WIDTHS) {
        const path = join(RESOURCES, pictureFile(image, width));
        expect(existsSync(path), `${path} missing — run npm run images:demo`).toBe(true);
        const data = readFileSync(path);
        // RIFF....WEBP
        expect(data.subarray(0, 4).toString('latin1'), path).toBe('RIFF');
        expect(data.subarray(8, 12).toString('latin1'), path).toBe('WEBP');
        expect(data.length, path).toBeLessThan(width === 240 ? 6 * 1024 : 12 * 1024);
      }
    }
    expect(images.size).toBe(named.length);
  });

  it('keeps no generated SVG monograms: the catalogue folder holds only the WebP pictures of the demo', () => {
    const expected = new Set(
      [...demoProducts, ...demoCategories].flatMap((x) => PICTURE_WIDTHS.map((w) => join(RESOURCES, pictureFile(x.image, w)))),
    );
    const dir = join(RESOURCES, 'catalogue');
    const files = readdirSync(dir).flatMap((folder) => readdirSync(join(dir, folder)).map((f) => join(dir, folder, f)));
    expect(files.filter((f) => !f.endsWith('.webp'))).toEqual([]);
    expect(files.filter((f) => !expected.has(f))).toEqual([]);
    expect(files.length).toBe(expected.size);
  });

  it('contains each mix at least a few times', () => {
    const n = demoProducts.length;
    const specials = count((p) => p.is_special === 1);
    expect(specials).toBeGreaterThanOrEqual(n * 0.07);
    const limited = count((p) => p.is_special === 1 && p.discount_limit_times >= 2 && p.discount_limit_times <= 5);
    expect(limited).toBeGreaterThanOrEqual(3);
    expect(count((p) => p.batch_prices.length > 0)).toBeGreaterThanOrEqual(n * 0.07);
    expect(count((p) => p.batch_prices.length === 3)).toBeGreaterThanOrEqual(3);
    expect(count((p) => p.need_weigh === 1)).toBeGreaterThanOrEqual(n * 0.05);
    expect(count((p) => p.stock === 0)).toBeGreaterThanOrEqual(n * 0.03);
    expect(count((p) => p.status === 1)).toBeGreaterThanOrEqual(3);
    expect(count((p) => p.status === 1)).toBeLessThanOrEqual(n * 0.03);
    expect(count((p) => p.options.length > 0)).toBeGreaterThanOrEqual(n * 0.04);
    expect(count((p) => p.stock === -9999)).toBeGreaterThanOrEqual(n * 0.3);
    expect(count((p) => p.stock >= 3 && p.stock <= 20)).toBeGreaterThanOrEqual(5);
    expect(count((p) => p.max > 0)).toBeGreaterThanOrEqual(5);
    expect(count((p) => p.unit_flag === 1)).toBeGreaterThanOrEqual(3);
    expect(count((p) => p.tags.length > 0)).toBeGreaterThanOrEqual(n * 0.3);

    const groups = demoProducts.flatMap((p) => p.options);
    expect(groups.some((g) => g.type === 'radio' && g.min === 1)).toBe(true);
    expect(groups.some((g) => g.type === 'checkbox' && g.min === 0 && g.items.some((i) => i.price_cents > 0))).toBe(true);
    expect(groups.some((g) => g.type === 'checkbox' && g.min === 1)).toBe(true);
  });

  it('weighs meat and seafood by catch-weight, and sells meat only for delivery', () => {
    const meat = demoCategories.find((c) => c.slug === 'meat')!;
    const seafood = demoCategories.find((c) => c.slug === 'seafood')!;
    expect(count((p) => p.category_id === meat.id && p.need_weigh === 1)).toBeGreaterThanOrEqual(5);
    expect(count((p) => p.category_id === seafood.id && p.need_weigh === 1)).toBeGreaterThanOrEqual(3);
    expect(meat.pickup_allowed).toBe(false);
  });

  it('classifies HST as Ontario does: basic groceries zero-rated; soft drinks, containers, paper and cleaning taxable', () => {
    const classOf = (slug: string) => new Set(demoProducts.filter((p) => p.category_id === demoCategories.find((c) => c.slug === slug)!.id).map((p) => p.tax_class));
    for (const slug of ['produce', 'meat', 'dairy-eggs', 'seafood', 'frozen', 'rice', 'flour', 'oil', 'sauces-condiments']) {
      expect([...classOf(slug)], slug).toEqual(['zero_rated']);
    }
    for (const slug of ['containers', 'paper-goods', 'cleaning-supplies']) expect([...classOf(slug)], slug).toEqual(['taxable']);
    const byName = (en: string) => demoProducts.find((p) => p.name.en === en)!.tax_class;
    for (const drink of ['Soft Drinks, Cans', 'Sparkling Water', 'Energy Drink', 'Ramune Soda, Original', 'Ginger Kombucha']) expect(byName(drink), drink).toBe('taxable');
    for (const drink of ['Spring Water', 'Orange Juice, Not from Concentrate', 'Espresso Roast Coffee Beans', 'Jasmine Tea Leaves']) expect(byName(drink), drink).toBe('zero_rated');
    // The products themselves allow pickup: the category decides (meat and frozen stay delivery only).
    expect(demoProducts.every((p) => p.pickup_allowed)).toBe(true);
  });

  it('is deterministic (no Math.random in the seed sources)', () => {
    const seedDir = fileURLToPath(new URL('../../server/db/seed/', import.meta.url));
    const sources = [
      join(seedDir, 'demo-catalogue.ts'),
      ...readdirSync(join(seedDir, 'catalogue')).map((f) => join(seedDir, 'catalogue', f)),
    ];
    for (const file of sources) {
      expect(readFileSync(file, 'utf8'), file).not.toMatch(/Math\.random\s*\(/);
    }
  });
});
