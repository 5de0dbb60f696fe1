import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { LOCALE_PREFIXES, savePosition, seriousViolations, VIEWPORTS } from '../page-models/storefront';

/*
 * Promotions in the back office (issue 17) on the real server: a manager signs in at /agent, opens
 * /back-office/promotions, creates a coupon in the Coupons tab (a bad end date is refused first, with
 * the core schema's message under the field), sees it listed as running, and reads its history.
 * axe on the page and the dialog; screenshots in en, cn and fr at 1280 and 390 px.
 */

const SHOTS = process.env.PROMOS_SHOTS_DIR ?? 'artifacts/screenshots/back-office-promotions';

async function managerSignIn(page: Page, prefix = '') {
  await page.goto(`${prefix}/agent`);
  await page.locator('input[autocomplete="username"]').fill('manager');
  await page.locator('input[autocomplete="current-password"]').fill('manager-demo-2026');
  await page.locator('form:has(input[autocomplete="current-password"]) button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/agent$/);
}

test('a manager creates a coupon, sees it running and reads its history', async ({ page, context, baseURL }) => {
  test.setTimeout(180_000);
  await savePosition(context, baseURL!);
  await managerSignIn(page);
  await page.goto('/back-office/promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Spend tiers' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table')).toContainText('$10 off $300');
  expect(await seriousViolations(page, 'main')).toEqual([]);

  await page.getByRole('tab', { name: 'Coupons' }).click();
  await page.getByRole('button', { name: 'New coupon' }).click();
  const dialog = page.getByRole('dialog', { name: 'New coupon' });
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByLabel('Name (English)').fill('Spring $6 off');
  await dialog.getByLabel('Name (Chinese)').fill('春季减6元');
  await dialog.getByLabel('Name (French)').fill('6 $ de rabais au printemps');
  await dialog.getByLabel('Amount off ($)').fill('6');
  await dialog.getByLabel('Minimum spend ($)').fill('40');
  const starts = await dialog.getByLabel('Starts').inputValue();
  await dialog.getByLabel('Ends').fill(starts.replace(/^(\d{4})/, (y) => String(Number(y) - 1)));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The end must come after the start.')).toBeVisible();
  await expect(dialog.getByLabel('Ends')).toBeFocused();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  await dialog.getByLabel('Ends').fill(starts.replace(/^(\d{4})/, (y) => String(Number(y) + 1)));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('main').getByRole('status')).toContainText(`Saved: ${code} · Spring $6 off`);
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('Running');

  await row.getByRole('button', { name: `History of ${code} · Spring $6 off` }).click();
  const history = page.getByRole('dialog', { name: `History: ${code} · Spring $6 off` });
  await expect(history).toContainText('Created by');
  await expect(history).toContainText('min_subtotal_cents');
  await history.getByRole('button', { name: 'Close' }).click();

  // Screenshots: the coupons tab and the new-coupon dialog in en, cn and fr at 1280 and 390 px.
  await mkdir(SHOTS, { recursive: true });
  for (const { locale, prefix } of LOCALE_PREFIXES) {
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto(`${prefix}/back-office/promotions`);
      await page.getByRole('tab').nth(1).click();
      // A table row from md up, a card at 390 px (no sideways scroll).
      const entry = page.getByRole('main').locator(viewport.width < 768 ? 'li' : 'tr').filter({ hasText: code });
      await expect(entry).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: `${SHOTS}/coupons-${locale}-${viewport.width}.png`, fullPage: true });
      await entry.getByRole('button').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/coupon-dialog-${locale}-${viewport.width}.png` });
      await page.keyboard.press('Escape');
    }
  }
});

const NEW_COMBO: Record<string, string> = { en: 'New combo sale', cn: '新建组合优惠', fr: 'Nouveau combo' };

test('the gift and combo editors pick products by SKU or name', async ({ page, context, baseURL }) => {
  test.setTimeout(180_000);
  await savePosition(context, baseURL!);
  await managerSignIn(page);
  await page.goto('/back-office/promotions');
  await page.getByRole('button', { name: 'New spend tier' }).click();
  const tier = page.getByRole('dialog', { name: 'New spend tier' });
  await tier.getByLabel('Find a product by SKU or name').fill('rice');
  const gift = tier.getByLabel('Gift product (optional)', { exact: true });
  await expect(gift.locator('option').nth(1)).toBeAttached();
  const giftId = await gift.locator('option').nth(1).getAttribute('value');
  await gift.selectOption(giftId!);
  await expect(gift).toHaveValue(giftId!);
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');

  await mkdir(SHOTS, { recursive: true });
  for (const { locale, prefix } of LOCALE_PREFIXES) {
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto(`${prefix}/back-office/promotions`);
      await page.getByRole('tab').nth(3).click();
      await page.getByRole('button', { name: NEW_COMBO[locale] }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await dialog.locator('input[type="search"]').first().fill('rice');
      await expect(dialog.locator('select').filter({ has: page.locator('option[value]:not([value=""])') }).first()).toBeAttached();
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/combo-dialog-${locale}-${viewport.width}.png` });
      await page.keyboard.press('Escape');
    }
  }
});
