import { expect, type Page, test } from '@playwright/test';
import cn from '../../locales/cn.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import fr from '../../locales/fr.json' with { type: 'json' };
import { LOCALE_PREFIXES, savePosition, seriousViolations, settled, VIEWPORTS } from '../page-models/storefront';

/** Issue 19, spec §2.8: the home page's banner carousel (api/ads/universal_banners) and shop card. */
const TEXTS = { en, cn, fr } as const;
const SCREENSHOTS = 'artifacts/screenshots';

test.beforeEach(async ({ context, baseURL }) => {
  await savePosition(context, baseURL!);
});

const carouselOf = (page: Page, label: string) => page.getByRole('region', { name: label });

test('the home page shows the shop’s banners and its shop card in en, cn and fr, axe clean', async ({ page }) => {
  test.setTimeout(300_000);
  // Reduced motion: the carousel stays on its first banner while the page is checked.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const { locale, prefix } of LOCALE_PREFIXES) {
    const h = TEXTS[locale].home;
    await page.goto(`${prefix}/`);
    const carousel = carouselOf(page, h.banners.label);
    await expect(carousel).toBeVisible();
    const first = carousel.getByRole('group', { name: h.banners.slide.replace('{{index}}', '1').replace(/\{\{count\}\}/, '4') });
    await expect(first).toBeVisible();
    await expect(first.locator('img')).toHaveAttribute('loading', 'eager');
    await expect(first.locator('img')).toHaveAttribute('width', '1200');
    await expect.poll(() => first.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The other banners wait until shown.
    const lazy = carousel.locator('img[loading="lazy"]');
    expect(await lazy.count()).toBe(3);
    // Paused for reduced motion: the button offers to play.
    await expect(carousel.getByRole('button', { name: h.banners.play })).toBeVisible();

    const card = page.getByRole('complementary', { name: /Supply Desk/ });
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(locale === 'cn' ? 'Supply Desk 多伦多' : 'Supply Desk Toronto');
    await expect(card.getByText(h.shop_card.delivery)).toBeVisible();
    await expect(card.getByText(h.shop_card.no_minimum)).toBeVisible();
    await expect(card.getByRole('button', { name: h.shop_card.change })).toBeVisible();
    // Hours in the page's language, not the stored English line.
    const hours = card.locator('dd').first();
    if (locale === 'cn') await expect(hours).toContainText('周一');
    if (locale === 'fr') await expect(hours).toContainText('lun.');
    if (locale === 'en') await expect(hours).toContainText('Mon');

    // The whole page once; the carousel and the card in the other languages (the rest is the home page's own spec).
    expect(await seriousViolations(page, locale === 'en' ? undefined : 'main')).toEqual([]);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      // The carousel and the shop card at the top of the picture, under the sticky header.
      await carousel.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 120));
      await settled(page);
      await page.screenshot({ path: `${SCREENSHOTS}/i19-home-banners-${locale}-${viewport.width}.png` });
    }
    await page.setViewportSize(VIEWPORTS[0]);
  }
});

test('previous and next work from the keyboard, and a banner leads where it says', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const h = en.home;
  const slide = (n: number) => h.banners.slide.replace('{{index}}', String(n)).replace('{{count}}', '4');
  await page.goto('/');
  const carousel = carouselOf(page, h.banners.label);
  await expect(carousel.getByRole('group', { name: slide(1) })).toBeVisible();

  await carousel.getByRole('button', { name: h.banners.next }).focus();
  await page.keyboard.press('Enter');
  await expect(carousel.getByRole('group', { name: slide(2) })).toBeVisible();
  await expect(carousel.getByRole('group', { name: slide(1) })).toBeHidden();
  await page.keyboard.press('Space');
  await expect(carousel.getByRole('group', { name: slide(3) })).toBeVisible();
  // Arrow keys turn it while the focus is inside.
  await page.keyboard.press('ArrowLeft');
  await expect(carousel.getByRole('group', { name: slide(2) })).toBeVisible();
  await carousel.getByRole('button', { name: h.banners.previous }).focus();
  await page.keyboard.press('Enter');
  await expect(carousel.getByRole('group', { name: slide(1) })).toBeVisible();
  // Back past the first: the last.
  await page.keyboard.press('Enter');
  await expect(carousel.getByRole('group', { name: slide(4) })).toBeVisible();
  await carousel.getByRole('button', { name: h.banners.go_to.replace('{{index}}', '1') }).click();
  const first = carousel.getByRole('group', { name: slide(1) });
  await expect(first).toBeVisible();

  // The first Toronto banner leads to the produce aisle.
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/supply\/produce$/);
});

test('the carousel turns by itself, and stops while the pointer is over it', async ({ page }) => {
  const h = en.home;
  const slide = (n: number) => h.banners.slide.replace('{{index}}', String(n)).replace('{{count}}', '4');
  await page.clock.install();
  await page.goto('/');
  const carousel = carouselOf(page, h.banners.label);
  await expect(carousel.getByRole('group', { name: slide(1) })).toBeVisible();
  await page.clock.runFor(6500);
  await expect(carousel.getByRole('group', { name: slide(2) })).toBeVisible();
  await carousel.hover();
  await page.clock.runFor(13_000);
  await expect(carousel.getByRole('group', { name: slide(2) })).toBeVisible();
  // Paused by its button, it stays put after the pointer leaves too.
  await carousel.getByRole('button', { name: h.banners.pause }).click();
  await page.mouse.move(5, 5);
  await page.clock.runFor(13_000);
  await expect(carousel.getByRole('group', { name: slide(2) })).toBeVisible();
});

test('a manager switches a banner off in the back office and the home page stops showing it', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const b = en.backOffice.banners;
  await page.goto(`/agent?next=${encodeURIComponent('/back-office/banners')}`);
  await page.getByLabel('Username').fill('manager');
  await page.getByLabel('Password').fill('manager-demo-2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Back office: Morgan Lefebvre')).toBeVisible();
  await page.goto('/back-office/banners');
  await expect(page.getByRole('heading', { level: 1, name: b.title })).toBeVisible();
  const rows = page.locator('main tbody tr');
  await expect(rows).toHaveCount(4);
  const title = (await rows.first().locator('td').nth(2).textContent())!;
  expect(await seriousViolations(page, 'main')).toEqual([]);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await settled(page);
    await page.screenshot({ path: `${SCREENSHOTS}/i19-back-office-banners-en-${viewport.width}.png` });
  }
  await page.setViewportSize(VIEWPORTS[0]);

  await page.getByRole('button', { name: b.deactivate_named.replace('{{title}}', title) }).click();
  await expect(rows.first()).toContainText(b.inactive);

  const buyer = await browser.newContext({ baseURL });
  await savePosition(buyer, baseURL!);
  const home = await buyer.newPage();
  await home.emulateMedia({ reducedMotion: 'reduce' });
  await home.goto('/');
  const carousel = carouselOf(home, en.home.banners.label);
  await expect(carousel.getByRole('group', { name: en.home.banners.slide.replace('{{index}}', '1').replace('{{count}}', '3') })).toBeVisible();
  await expect(carousel.getByText(title)).toHaveCount(0);

  // Back on, for the other specs.
  await page.getByRole('button', { name: b.activate_named.replace('{{title}}', title) }).click();
  await expect(rows.first()).toContainText(b.active);
  await buyer.close();
});

test('the home page’s first screen paints from its HTML before any script, where the page then draws it (issue 16)', async ({ page }) => {
  test.setTimeout(180_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const boxes = async (title: ReturnType<Page['locator']>, banner: ReturnType<Page['locator']>) => {
    const [t, b] = [await title.boundingBox(), await banner.boundingBox()];
    return [t?.x, t?.y, t?.width, t?.height, b?.x, b?.y, b?.width, b?.height].map((v) => Math.round(v ?? -1));
  };
  for (const { locale, prefix } of LOCALE_PREFIXES) {
    const h = TEXTS[locale].home;
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      // No script at all: what the server drew into index.html's shell.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto(`${prefix}/`);
      const shell = page.locator('#app-shell [data-first-screen="home"]');
      await expect(shell).toBeVisible();
      await expect(shell.getByText(h.hero_title, { exact: true })).toBeVisible();
      const shellBanner = shell.locator('img');
      await expect.poll(() => shellBanner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await page.screenshot({ path: `${SCREENSHOTS}/i16-home-shell-${locale}-${viewport.width}.png` });
      const drawn = await boxes(shell.getByText(h.hero_title, { exact: true }), shellBanner);
      const src = await shellBanner.getAttribute('src');
      await page.unroute('**/assets/*.js');

      // The app: the shell goes once the carousel shows that banner, and the page has it in the same place.
      await page.goto(`${prefix}/`);
      await expect(page.locator('#app-shell')).toHaveCount(0);
      const banner = carouselOf(page, h.banners.label).locator('img').first();
      await expect(banner).toHaveAttribute('src', src!);
      await settled(page);
      expect(await boxes(page.getByRole('heading', { level: 1, name: h.hero_title }), banner), `${locale} ${viewport.width}`).toEqual(drawn);
      await page.screenshot({ path: `${SCREENSHOTS}/i16-home-page-${locale}-${viewport.width}.png` });
    }
  }
});
