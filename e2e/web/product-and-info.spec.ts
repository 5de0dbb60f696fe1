import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { formatCents } from '../../core/format/currency';
import { toCents } from '../../core/money';
import { clientHeaders, DEFAULT_SIGNATURE_SALT } from '../../core/request-signature';
import type { Menu, ProductDetail } from '../../core/schemas/catalogue';
import type { Locale } from '../../core/schemas/common';
import type { Combo } from '../../core/schemas/product-extras';
import cn from '../../locales/cn.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import fr from '../../locales/fr.json' with { type: 'json' };
import { demoProducts } from '../../server/db/seed/demo-catalogue';
import { seriousViolations, settled } from '../page-models/storefront';

const SCREENSHOTS = 'artifacts/screenshots';
const SHOP = 17243;
const TEXTS = { en, cn, fr } as const;
const PREFIX: Record<Locale, string> = { en: '', cn: '/cn', fr: '/fr' };
const HTML_LANG: Record<Locale, string> = { en: 'en', cn: 'zh-Hans', fr: 'fr' };

/** A saved delivery position in Toronto (cookie 'position', JSON, path '/'), so no position dialog opens. */
const POSITION = { sid: SHOP, name: '100 Queen St W, Toronto, ON M5H 2N2', lat: 43.6535, lng: -79.3839, postcode: 'M5H 2N2' };

test.beforeEach(async ({ context, baseURL }) => {
  const { hostname } = new URL(baseURL!);
  await context.addCookies([
    { name: 'position', value: encodeURIComponent(JSON.stringify(POSITION)), domain: hostname, path: '/' },
  ]);
});

/** Calls the API as the storefront does (signed §7 headers) and returns `data`. */
async function api<T>(request: APIRequestContext, baseURL: string, path: string, locale: Locale = 'en'): Promise<T> {
  const headers = clientHeaders({ language: locale, apiHost: new URL(baseURL).host, salt: DEFAULT_SIGNATURE_SALT });
  const res = await request.get(path, { headers });
  expect(res.status(), path).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

async function screenshots(page: Page, name: string) {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await settled(page);
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${viewport.width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const price = (dollars: number, locale: Locale) => formatCents(toCents(dollars), locale);

test.describe('product page', () => {
  test('shows a product with its combos in English, French and Chinese', async ({ page, request, baseURL }) => {
    const combos = await api<{ combos: Combo[] }>(request, baseURL!, `/api/promotion/product_combo_sale_v2?shop_id=${SHOP}`);
    const productId = combos.combos[0]!.items[0]!.product.product_id;

    for (const locale of ['en', 'fr', 'cn'] as const) {
      const product = await api<ProductDetail>(request, baseURL!, `/api/webclient/product?shop_id=${SHOP}&product_id=${productId}`, locale);
      // /product-detail/:id is the same page.
      const route = locale === 'cn' ? 'product-detail' : 'product';
      await page.goto(`${PREFIX[locale]}/${route}/${productId}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.product_name);
      expect(await page.locator('html').getAttribute('lang')).toBe(HTML_LANG[locale]);
      const expected = price(product.price, locale);
      expect(expected).toMatch(locale === 'fr' ? /^\d+,\d{2}\u00a0\$$/ : /^\$\d+\.\d{2}$/);
      await expect(page.getByText(expected, { exact: true }).first()).toBeVisible();

      const combosSection = page.getByRole('region', { name: TEXTS[locale].product.combos.title });
      await expect(combosSection).toBeVisible();
      const first = combosSection.getByRole('article').first();
      await expect(first).toContainText(price(combos.combos[0]!.combo_price, locale));
      const save = TEXTS[locale].product.combos.save.replace('{{amount}}', '');
      await expect(first.getByText(save.trim(), { exact: false })).toBeVisible();

      await expect(page.getByRole('heading', { name: TEXTS[locale].product.recommend.title })).toBeVisible();
      if (locale === 'en') {
        await expect(page.getByRole('region', { name: en.product.recommend.title }).getByRole('article').first()).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      }
      await screenshots(page, `product-${locale}`);
    }
  });

  test('opens the magnifier from the keyboard and zooms with + and −', async ({ page }) => {
    await page.goto('/product/100201');
    const zoom = page.getByRole('button', { name: /Enlarge the image of/ });
    await expect(zoom).toBeVisible();
    await zoom.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const viewport = dialog.getByRole('region', { name: /Enlarged image of/ });
    await expect(viewport).toBeFocused();
    await expect(dialog.getByText('200%')).toBeVisible();
    await page.keyboard.press('+');
    await expect(dialog.getByText('300%')).toBeVisible();
    await page.keyboard.press('-');
    await page.keyboard.press('-');
    await expect(dialog.getByText('150%')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(zoom).toBeFocused();

    // With a mouse, hovering shows the lens and the magnified pane.
    await zoom.hover({ position: { x: 100, y: 100 } });
    await expect(page.locator('[style*="background-size"]')).toBeVisible();
  });

  test('an out-of-stock product takes an arrival reminder and points to alternatives', async ({ page, request, baseURL }) => {
    const menu = await api<Menu>(request, baseURL!, `/api/webclient/menu?shop_id=${SHOP}`);
    const product = menu.menus.flatMap((m) => m.products).find((p) => p.stock === 0)!;
    await page.goto(`/product/${product.product_id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.product_name);
    await expect(page.getByText('Out of stock', { exact: true })).toBeVisible();

    const form = page.getByRole('region', { name: 'Arrival reminder' });
    await form.getByRole('button', { name: 'Remind me' }).click();
    await expect(form.getByText('Please enter your mobile phone number')).toBeVisible();
    await expect(form.getByText('Please enter email', { exact: true })).toBeVisible();

    await form.getByLabel('Mobile phone').fill('416-555-0143');
    await form.getByLabel('E-mail').fill('chef@example');
    await form.getByRole('button', { name: 'Remind me' }).click();
    await expect(form.getByText('Please enter the correct email address')).toBeVisible();
    await expect(form.getByLabel('E-mail')).toBeFocused();
    await expect(form.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('E-mail').fill('chef@example.ca');
    await form.getByRole('button', { name: 'Remind me' }).click();
    await expect(form.getByRole('status')).toHaveText('submit successfully');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'View alternative products' }).click();
    const heading = page.getByRole('heading', { name: 'You may also like' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
  });

  test('keeps recently viewed products of the shop', async ({ page }) => {
    await page.goto('/product/100201');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chicken Wings');
    await page.goto('/product/100105');
    const recent = page.getByRole('region', { name: 'Recently viewed' });
    await expect(recent.getByRole('link', { name: 'Chicken Wings' })).toBeVisible();
    await recent.getByRole('link', { name: 'Chicken Wings' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chicken Wings');
    await expect(page.getByRole('region', { name: 'Recently viewed' }).getByRole('link', { name: /Yellow Cooking Onions/ })).toBeVisible();
  });

  test('a delisted product and a product that does not exist have their own pages', async ({ page }) => {
    const delisted = demoProducts.find((p) => p.status === 1 && p.shop_ids.includes(SHOP))!;
    await page.goto(`/product/${delisted.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This product has been delisted');
    await expect(page.getByRole('link', { name: 'Browse the catalogue' })).toHaveAttribute('href', '/supply');
    expect(await seriousViolations(page)).toEqual([]);

    for (const path of ['/product/not-a-product', '/product', '/product-detail/999999']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('The product does not exist');
      await expect(page.getByRole('link', { name: 'Browse the catalogue' })).toHaveAttribute('href', '/supply');
    }
    await page.goto('/fr/product/424242');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.product.missing.title);
    await expect(page.getByRole('link', { name: fr.product.unavailable.browse })).toHaveAttribute('href', '/fr/supply');
  });
});

test.describe('information pages', () => {
  test('the delivery schedule filters by search and shows 25 entries', async ({ page }) => {
    await page.goto('/delivery-schedule');
    const table = page.getByRole('table', { name: /Next-day delivery by area/ });
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(10);
    await expect(page.getByText(/Showing 1 to 10 of \d+ entries/)).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search areas and days' }).fill('kanata');
    await expect(rows).toHaveCount(7);
    for (const row of await rows.all()) await expect(row).toContainText('Kanata');
    await expect(page.getByText(/Showing 1 to 7 of 7 entries \(filtered from \d+ total entries\)/)).toBeVisible();

    // Days match too, and more than one word narrows it down; accents are optional.
    // Thursday orders arrive on Friday; Friday orders may choose Saturday or Monday.
    await page.getByRole('searchbox', { name: 'Search areas and days' }).fill('orleans friday');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('Orléans');
    await expect(rows.nth(0)).toContainText('Thursday');
    await expect(rows.nth(1)).toContainText('Saturday or Monday');

    await page.getByRole('searchbox', { name: 'Search areas and days' }).fill('');
    await page.getByLabel('Show').selectOption('25');
    await expect(rows).toHaveCount(25);
    await expect(page.getByText(/Showing 1 to 25 of \d+ entries/)).toBeVisible();
    await page.getByRole('navigation', { name: 'Table pages' }).getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/Showing 26 to 50 of \d+ entries/)).toBeVisible();

    await expect(page.getByRole('heading', { name: 'Warehouse pickup' })).toBeVisible();
    await expect(page.getByText('Meat and frozen products cannot be picked up', { exact: false })).toBeVisible();
    await expect(page.getByText(/^1:00\sPM–4:00\sPM$/).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Show').selectOption('10');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshots(page, 'delivery-schedule-en');
  });

  const pages = [
    { path: '/delivery-schedule', title: 'delivery_schedule', section: 'by_area' },
    { path: '/about-us', title: 'about_us' },
    { path: '/contact-us', title: 'contact_us' },
    { path: '/payment-policy', title: 'payment_policy' },
    { path: '/privacy-policy', title: 'privacy_policy' },
    { path: '/return-policy', title: 'return_policy' },
    { path: '/terms-of-service', title: 'terms_of_service' },
    { path: '/app-download', title: 'app_download' },
  ] as const;

  for (const info of pages) {
    test(`${info.path} reads well in English, Chinese and French`, async ({ page }) => {
      for (const locale of ['en', 'cn', 'fr'] as const) {
        await page.goto(`${PREFIX[locale]}${info.path}`);
        const texts = TEXTS[locale];
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.info.titles[info.title]);
        expect(await page.locator('html').getAttribute('lang')).toBe(HTML_LANG[locale]);
        // The long text (a lazily loaded chunk per language) is there.
        if (info.path === '/app-download') {
          await expect(page.getByRole('link', { name: /App Store/ })).toBeVisible();
          await expect(page.getByRole('link', { name: /Google Play/ })).toBeVisible();
        } else {
          await expect(page.getByRole('main').getByRole('heading', { level: 2 }).nth(2)).toBeVisible();
        }
        await expect(page.getByRole('main')).not.toContainText('{{');
        if (locale === 'cn') await expect(page.getByRole('main')).toContainText(/[\u4e00-\u9fff]{8}/);
        expect(await seriousViolations(page), `${locale} ${info.path}`).toEqual([]);
      }
    });
  }

  test('the payment policy states the fees and its effective date', async ({ page }) => {
    await page.goto('/payment-policy');
    await expect(page.getByText('Effective November 1, 2023')).toBeVisible();
    const main = page.getByRole('main');
    for (const fact of ['2% payment channel fee', '1% cashback voucher', 'greater than $0.50', 'one to three minutes', 'within 48 hours']) {
      await expect(main).toContainText(fact);
    }
    // The table of contents moves focus to the section.
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Pre-authorized debit (PAD)' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Pre-authorized debit (PAD)' })).toBeFocused();
  });
});
