import { expect, test } from '@playwright/test';
import { PositionDialogModel, savePosition, screenshotBothWidths, seriousViolations } from '../page-models/storefront';

test.describe('home page smoke', () => {
  test('a first visit shows the mandatory position dialog over the English catalogue', async ({ page }) => {
    await page.goto('/');
    const position = new PositionDialogModel(page);
    await expect(position.dialog).toBeVisible();
    await expect(position.address).toBeFocused();
    await expect(position.address).toHaveAttribute('placeholder', 'Enter your address');

    // Mandatory until a position exists: no close button, Escape and outside clicks do nothing.
    await expect(position.dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.mouse.click(10, 450);
    await expect(position.dialog).toBeVisible();

    // The catalogue of the default shop loads behind it (hidden from assistive tech while the dialog is up).
    const cards = page.locator('main article');
    // The catalogue renders its cards in stages (hooks/use-reveal-in-stages): the count grows after the first.
    await expect.poll(() => cards.count()).toBeGreaterThan(20);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotBothWidths(page, 'position-dialog-en', position.dialog);
  });

  test('with a saved position the home page previews each category and links to /supply', async ({ page, context, baseURL }) => {
    await savePosition(context, baseURL!);
    await page.goto('/');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^delivery address: 100 Queen St W/ })).toBeVisible();
    const firstSection = page.locator('main section[aria-labelledby^="category-"]').first();
    await expect(firstSection.getByRole('article').first()).toBeVisible();
    expect(await firstSection.getByRole('article').count()).toBeLessThanOrEqual(8);
    const seeAll = firstSection.getByRole('link', { name: /^See all \d+ in / });
    await expect(seeAll).toHaveText(/^See all \d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotBothWidths(page, 'home-en', page.getByRole('heading', { level: 1 }));

    await seeAll.click();
    await expect(page).toHaveURL(/\/supply\/[a-z-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  for (const [lang, pattern, title] of [
    ['cn', /[\u4e00-\u9fff]/, '您好，您在哪里？'],
    ['fr', /[a-zà-ÿ]/i, 'Bonjour, où êtes-vous ?'],
  ] as const) {
    test(`shows the position dialog and the catalogue in ${lang}`, async ({ page, context, baseURL }) => {
      await page.goto(`/${lang}`);
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      expect(await page.locator('html').getAttribute('lang')).toBe(lang === 'cn' ? 'zh-Hans' : 'fr');
      expect(await seriousViolations(page)).toEqual([]);
      await screenshotBothWidths(page, `position-dialog-${lang}`, dialog);

      await savePosition(context, baseURL!);
      await page.reload();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const first = page.getByRole('article').first();
      await expect(first).toBeVisible();
      await expect(first).toHaveAccessibleName(pattern);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshotBothWidths(page, `home-${lang}`, page.getByRole('heading', { level: 1 }));
    });
  }

  test('an unknown locale gives the 404 page', async ({ page }) => {
    await page.goto('/de');
    await expect(page.getByText('This page could not be found.')).toBeVisible();
  });
});
