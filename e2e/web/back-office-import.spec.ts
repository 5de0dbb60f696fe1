import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { LOCALE_PREFIXES, savePosition, seriousViolations, VIEWPORTS } from '../page-models/storefront';

/*
 * Catalogue import (issue 17) on the real server: the demo manager signs in at /agent, opens
 * /back-office/import, uploads a quick stock-and-price file with a bad row and reads the dry-run report
 * (the line, the column and the problem; no apply button). axe on the page; screenshots in en, cn and
 * fr at 1280 and 390 px.
 */

const SHOTS = process.env.IMPORT_SHOTS_DIR ?? 'artifacts/screenshots/back-office-import';
const BAD_FILE = 'sku,price,stock\r\nPRD-1001,45.00,40\r\nPRD-1002,12;50,10\r\n';

async function managerSignIn(page: Page) {
  await page.goto(`/agent?next=${encodeURIComponent('/back-office/import')}`);
  await page.locator('input[autocomplete="username"]').fill('manager');
  await page.locator('input[autocomplete="current-password"]').fill('manager-demo-2026');
  await page.locator('form:has(input[autocomplete="current-password"]) button[type="submit"]').click();
  await expect(page).toHaveURL(/\/back-office\/import$/);
}

async function uploadBadFile(page: Page) {
  await page.getByRole('radio', { name: /stock|库存|stocks/i }).check();
  await page.getByTestId('import-file').setInputFiles({ name: 'erp-stock.csv', mimeType: 'text/csv', buffer: Buffer.from(BAD_FILE) });
  await expect(page.getByTestId('import-report')).toBeVisible();
}

test('a manager uploads a CSV with a bad row and sees the dry-run report', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  await savePosition(context, baseURL!);
  await managerSignIn(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Import and export');
  await expect(page.getByRole('link', { name: 'Import and export' })).toHaveAttribute('aria-current', 'page');
  await uploadBadFile(page);
  const report = page.getByTestId('import-report');
  await expect(report).toContainText('1 problem');
  const row = page.getByTestId('import-problems').locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('3');
  await expect(row).toContainText('price');
  await expect(row).toContainText('Not a price: “12;50”');
  await expect(page.getByRole('button', { name: 'Apply this file' })).toHaveCount(0);
  expect(await seriousViolations(page, 'main')).toEqual([]);

  await mkdir(SHOTS, { recursive: true });
  for (const { locale, prefix } of LOCALE_PREFIXES) {
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto(`${prefix}/back-office/import`);
      await uploadBadFile(page);
      expect(await seriousViolations(page, 'main'), `${locale} ${viewport.width}`).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/import-${locale}-${viewport.width}.png`, fullPage: true });
    }
  }
});
