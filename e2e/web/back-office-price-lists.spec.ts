import { expect, test, type Page } from '@playwright/test';
import { formatCents } from '../../core/format/currency';
import { toCents } from '../../core/money';
import type { ProductDetail } from '../../core/schemas/catalogue';
import { apiCall, signInByApi, uniqueDigits } from '../page-models/account';
import { LOCALE_PREFIXES, savePosition, seriousViolations, settled, VIEWPORTS } from '../page-models/storefront';

/*
 * Price lists per customer group (issue 17) on the real server: a manager creates a group, gives one
 * product a fixed group price and adds a buyer; that buyer's product page shows the group price, another
 * buyer's the public one. axe on the back-office page; screenshots in en, cn and fr at 1280 and 390 px.
 */

const SHOTS = process.env.PRICE_LIST_SHOTS_DIR ?? 'artifacts/screenshots/price-lists';
const SHOP_ID = 17243;
const PRODUCT_ID = 100201;
const MANAGER = { username: 'manager', password: 'manager-demo-2026' } as const;

async function managerSignIn(page: Page) {
  await page.goto(`/agent?next=${encodeURIComponent('/back-office/price-lists')}`);
  await page.locator('input[autocomplete="username"]').fill(MANAGER.username);
  await page.locator('input[autocomplete="current-password"]').fill(MANAGER.password);
  await page.locator('form:has(input[autocomplete="current-password"]) button[type="submit"]').click();
  await expect(page).toHaveURL(/\/back-office\/price-lists$/);
}

test('a manager sets a group price; the group buyer sees it on the product page, another buyer does not', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const product = await (async () => {
    const context = await browser.newContext();
    const data = await apiCall<ProductDetail>(context.request, baseURL!, `/api/webclient/product?shop_id=${SHOP_ID}&product_id=${PRODUCT_ID}`);
    await context.close();
    return data;
  })();
  const publicCents = toCents(product.is_special === 1 ? product.org_price || product.price : product.price);
  const groupCents = publicCents - 123;

  // Two buyers, each in their own browser.
  const memberContext = await browser.newContext();
  await savePosition(memberContext, baseURL!);
  const memberPage = await memberContext.newPage();
  const memberDigits = uniqueDigits();
  await signInByApi(memberPage, baseURL!, memberDigits);
  const otherContext = await browser.newContext();
  await savePosition(otherContext, baseURL!);
  const otherPage = await otherContext.newPage();
  await signInByApi(otherPage, baseURL!, uniqueDigits());

  // The manager: a new group, the product at a fixed group price, the first buyer as a member.
  const managerContext = await browser.newContext();
  await savePosition(managerContext, baseURL!);
  const page = await managerContext.newPage();
  await managerSignIn(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customer groups and price lists');
  const groupName = `Chain ${Date.now() % 100_000}`;
  await page.getByLabel('Name (English)').fill(groupName);
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByRole('heading', { level: 2, name: groupName })).toBeVisible();

  await page.getByLabel('Find a product by SKU or name').fill(product.sku);
  const productSelect = page.getByLabel('Product', { exact: true });
  await expect(productSelect.locator(`option[value="${PRODUCT_ID}"]`)).toHaveCount(1);
  await productSelect.selectOption(String(PRODUCT_ID));
  await page.getByLabel('Price rule').selectOption('fixed');
  await page.getByLabel('Group price ($)').fill((groupCents / 100).toFixed(2));
  await page.getByRole('button', { name: 'Set price' }).click();
  const priceRow = page.getByRole('row', { name: new RegExp(product.sku) });
  await expect(priceRow).toContainText(formatCents(groupCents, 'en'));

  await page.getByLabel('Find a customer by name or phone').fill(memberDigits);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Remove .* from the group$/ })).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);

  // The member sees the group price; the other buyer the public one.
  await memberPage.goto(`/product/${PRODUCT_ID}`);
  await expect(memberPage.getByRole('main')).toContainText(formatCents(groupCents, 'en'));
  await otherPage.goto(`/product/${PRODUCT_ID}`);
  await expect(otherPage.getByRole('main')).toContainText(formatCents(publicCents, 'en'));
  await expect(otherPage.getByRole('main')).not.toContainText(formatCents(groupCents, 'en'));

  // Screenshots of the back-office page in three languages at both widths.
  for (const { locale, prefix } of LOCALE_PREFIXES) {
    await page.goto(`${prefix}/back-office/price-lists`);
    await page.getByRole('button', { name: new RegExp(groupName) }).click();
    await expect(page.getByRole('row', { name: new RegExp(product.sku) })).toBeVisible();
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await settled(page);
      await page.screenshot({ path: `${SHOTS}/price-lists-${locale}-${viewport.width}.png`, fullPage: true });
    }
    await page.setViewportSize(VIEWPORTS[0]);
    expect(await seriousViolations(page, 'main')).toEqual([]);
  }
  await memberPage.screenshot({ path: `${SHOTS}/product-group-buyer-1280.png` });
  await otherPage.screenshot({ path: `${SHOTS}/product-other-buyer-1280.png` });
  await Promise.all([memberContext.close(), otherContext.close(), managerContext.close()]);
});
