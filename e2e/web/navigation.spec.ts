import { expect, test } from '@playwright/test';
import { savePosition } from '../page-models/storefront';

test.describe('navigation', () => {
  test('a new page starts at its top; back returns to where the visitor was', async ({ page, context, baseURL }) => {
    await savePosition(context, baseURL!);
    await page.goto('/supply');
    await expect(page.locator('main article').nth(12)).toBeAttached();
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);

    await page.locator('main article a[href*="/product/"]').nth(6).click();
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/supply$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
  });

  test('/en/… goes to the unprefixed path with its query; an unknown language is the 404 page', async ({ page, context, baseURL }) => {
    await savePosition(context, baseURL!);
    await page.goto('/en/supply?utm_source=mail');
    await expect(page).toHaveURL(/\/supply\?utm_source=mail$/);
    await expect(page.locator('main article').first()).toBeVisible();

    await page.goto('/xx/supply');
    await expect(page.getByText('404')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
