import { expect, test, type Page } from '@playwright/test';
import type { SkuIndex } from '../../core/schemas/agent';
import { apiCall, signInByApi } from '../page-models/account';
import { addAddressByApi, placeOrderByApi } from '../page-models/checkout';
import { addableProducts, QuickOrderModel } from '../page-models/quick-order';
import { savePosition, SCREENSHOTS, seriousViolations, VIEWPORTS } from '../page-models/storefront';

/*
 * Issue 20 on the real server and the demo catalogue (shop 17243): Large Eggs are sold from 2 by 2
 * (the seed's quantity rule), the navbar counts down to the cut-off, and a buyer's order guide turns
 * par levels and what is on hand into proposals added to the cart in one step.
 */
const SHOP_ID = 17243;
const EGGS = 'Large Eggs, Grade A';

test.beforeEach(async ({ context, baseURL }) => {
  await savePosition(context, baseURL!);
});

async function eggsSku(page: Page, baseURL: string): Promise<string> {
  const index = await apiCall<SkuIndex>(page.request, baseURL, `/api/catalogue/sku_index?shop_id=${SHOP_ID}&shipping_type=delivery`);
  const row = index.rows.find((r) => r.name === EGGS)!;
  expect(row).toMatchObject({ min_qty: 2, qty_step: 2 });
  return row.sku;
}

test('a case-increment product steps by its increment on a card and in the grid; the navbar counts down to the cut-off', async ({ page, baseURL }) => {
  await page.goto('/supply/dairy-eggs');
  const countdown = page.getByRole('banner').getByTestId('cutoff-countdown');
  await expect(countdown).toHaveText(/Order within (\d+ h )?\d+ min for delivery \w+day, \w{3} \d{1,2}/);

  const card = page.getByRole('article', { name: EGGS, exact: true });
  await card.getByRole('button', { name: `Add ${EGGS}` }).click();
  const stepper = card.getByRole('group');
  await expect(stepper).toContainText('2');
  await card.getByRole('button', { name: `Add one more ${EGGS}` }).click();
  await expect(stepper).toContainText('4');
  await card.getByRole('button', { name: `Remove one ${EGGS}` }).click();
  await expect(stepper).toContainText('2');
  expect(await seriousViolations(page)).toEqual([]);

  const sku = await eggsSku(page, baseURL!);
  await signInByApi(page, baseURL!);
  const quick = new QuickOrderModel(page);
  await quick.goto();
  await quick.sku(1).focus();
  await quick.keyRow(sku, 3);
  await expect(quick.row(1)).toContainText('Sold from 2 by 2');
  await quick.qty(1).focus();
  await page.keyboard.press('+');
  await expect(quick.qty(1)).toHaveValue('4');
  await page.keyboard.press('-');
  await expect(quick.qty(1)).toHaveValue('2');
  await expect(quick.row(1)).not.toContainText('Sold from 2 by 2');

  // Screenshots of the navbar countdown in each language.
  for (const prefix of ['', '/cn', '/fr']) {
    await page.goto(`${prefix}/supply/dairy-eggs`);
    await expect(page.getByRole('banner').getByTestId('cutoff-countdown')).toBeVisible();
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.screenshot({ path: `${SCREENSHOTS}/countdown${prefix.replace('/', '-') || '-en'}-${viewport.width}.png` });
    }
    await page.setViewportSize(VIEWPORTS[0]);
  }
});

test('a buyer sets par levels in the order guide, reorders it and adds the proposals to the cart', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await page.goto('/app-download');
  const session = await signInByApi(page, baseURL!);
  const token = session.token;
  const address = await addAddressByApi(page, baseURL!, token, 'Order Guide Diner');
  const plain = (await addableProducts(page, baseURL!, SHOP_ID))[0]!;
  const index = await apiCall<SkuIndex>(page.request, baseURL!, `/api/catalogue/sku_index?shop_id=${SHOP_ID}&shipping_type=delivery`);
  const eggs = index.rows.find((r) => r.name === EGGS)!;
  await placeOrderByApi(page.request, baseURL!, token, {
    product_items: [
      { product_id: eggs.product_id, qty: 4 },
      { product_id: plain.product_id, qty: 30 },
    ],
    payment_type: 'card',
    time_preference: 'asap',
    contact_id: address.id,
    keyPrefix: 'order-guide',
  });

  // The user menu leads to the guide.
  await page.goto('/');
  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('menuitem', { name: 'Order guide' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order guide' })).toBeVisible();
  const rows = page.getByTestId('order-guide-row');
  await expect(rows).toHaveCount(2);
  const eggsRow = rows.filter({ hasText: EGGS });
  const plainRow = rows.filter({ hasText: plain.name });
  await expect(eggsRow).toContainText('usually 4');

  // Par 9 eggs with 4 on hand → 5 wanted → 6 (from 2 by 2); par 40 of the other with 12 on hand → 28.
  await eggsRow.getByLabel('Par').fill('9');
  await eggsRow.getByLabel('On hand').fill('4');
  await expect(eggsRow.getByTestId('order-guide-proposal')).toHaveText('6');
  await plainRow.getByLabel('Par').fill('40');
  await plainRow.getByLabel('On hand').fill('12');
  await expect(plainRow.getByTestId('order-guide-proposal')).toHaveText('28');

  // Walk-in order by the keyboard: the second row moves up.
  const secondName = (await rows.nth(1).getByRole('link').textContent())!;
  await rows.nth(1).getByRole('button', { name: `Move ${secondName} up` }).click();
  await expect(rows.first().getByRole('link')).toHaveText(secondName);
  await page.getByRole('button', { name: 'Save par levels' }).click();
  await expect(page.getByTestId('order-guide-status')).toHaveText('Par levels and walk-in order saved.');
  expect(await seriousViolations(page)).toEqual([]);

  await page.reload();
  await expect(rows.first().getByRole('link')).toHaveText(secondName);
  await expect(eggsRow.getByLabel('Par')).toHaveValue('9');
  await eggsRow.getByLabel('On hand').fill('4');
  await plainRow.getByLabel('On hand').fill('12');
  await page.getByRole('button', { name: 'Add all 2 proposals to cart' }).click();
  await expect(page.getByTestId('order-guide-status')).toHaveText('2 products added to the cart.');
  await expect(page.getByTestId('cart-count')).toHaveText('34');

  for (const prefix of ['', '/cn', '/fr']) {
    await page.goto(`${prefix}/order-guide`);
    await expect(rows).toHaveCount(2);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.screenshot({ path: `${SCREENSHOTS}/order-guide${prefix.replace('/', '-') || '-en'}-${viewport.width}.png`, fullPage: true });
    }
    await page.setViewportSize(VIEWPORTS[0]);
  }
});
