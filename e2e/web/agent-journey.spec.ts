import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type { AgentOrderDetail } from '../../core/schemas/agent';
import { agentBanner, AgentSignInModel, CustomerFinderModel } from '../page-models/agent-console';
import { AgentOrdersModel, csvRows, DEMO_STAFF, staffSessionByApi, staffSignInThroughPage } from '../page-models/agent-orders';
import { apiCall } from '../page-models/account';
import { addSandboxCard, CheckoutModel, startCheckoutFromDrawer } from '../page-models/checkout';
import { addableProducts, QuickOrderModel } from '../page-models/quick-order';
import { savePosition, seriousViolations } from '../page-models/storefront';

/*
 * Issue 7's phone-order journey in Chromium, on the real server and demo data: an agent signs in,
 * finds a restaurant, keys 25 lines with the keyboard only, pastes 10 more rows (two unknown SKUs
 * are flagged), adds them, checks out with the sandbox card; the order carries the agent's id and
 * the customer's own coupons are refused. A supervisor then filters the orders by that agent and
 * exports the view as CSV.
 */
const SHOP_ID = 17243;
const CUSTOMER = 'Danforth Souvlaki Grill';
const BAD_SKUS = ['ZZ-0001', 'NOPE-404'];

async function pasteText(page: Page, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('ControlOrMeta+V');
}

test('an agent keys a 35-row phone order, two bad SKUs are flagged, the order records the agent and refuses user coupons; a supervisor filters by agent and exports CSV', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await savePosition(context, baseURL!);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  const products = await addableProducts(page, baseURL!, SHOP_ID);
  expect(products.length).toBeGreaterThanOrEqual(33);

  // Sign in and find the restaurant, keyboard only.
  const signInPage = new AgentSignInModel(page);
  await signInPage.goto();
  await signInPage.signInWithKeyboard();
  const finder = new CustomerFinderModel(page);
  await expect(finder.heading).toBeVisible();
  await finder.typeSearch('Danforth', new RegExp(CUSTOMER));
  await finder.openWithKeyboard(new RegExp(CUSTOMER));
  await expect(agentBanner(page)).toContainText(CUSTOMER);

  // 25 lines keyed row by row: SKU → suggestion → Enter → quantity → Enter.
  const quick = new QuickOrderModel(page);
  await expect(quick.heading).toBeVisible();
  await expect(quick.pasteButton).toBeEnabled({ timeout: 20_000 });
  const keyed = products.slice(0, 25);
  await quick.sku(1).focus();
  for (const [i, product] of keyed.entries()) await quick.keyRow(product.sku, 1 + (i % 3), new RegExp(product.sku));
  await expect.poll(async () => (await quick.table()).length).toBe(25);
  expect((await quick.table()).every((row) => row.status === 'ready')).toBe(true);

  // 10 more rows from the clipboard, two of them unknown SKUs, pasted into the next empty row.
  const pasted = products.slice(25, 33);
  const clipboard = [
    ...pasted.slice(0, 4).map((p) => `${p.sku}\t2`),
    `${BAD_SKUS[0]}\t1`,
    ...pasted.slice(4).map((p) => `${p.sku}, 3`),
    `${BAD_SKUS[1]} 5`,
  ].join('\n');
  await expect(quick.sku(26)).toBeFocused();
  await pasteText(page, clipboard);
  await expect.poll(async () => (await quick.table()).length).toBe(35);
  const rows = await quick.table();
  const flagged = rows.filter((row) => row.status !== 'ready');
  expect(flagged.map((row) => row.sku).sort()).toEqual([...BAD_SKUS].sort());
  expect(flagged.every((row) => row.status === 'unknown')).toBe(true);
  for (const sku of BAD_SKUS) {
    const row = quick.rows.filter({ has: page.locator(`input[value="${sku}"]`) });
    await expect(row).toContainText(/Unknown SKU/i);
  }
  // The first bad row is scrolled into view.
  await expect(quick.rows.filter({ has: page.locator(`input[value="${BAD_SKUS[0]}"]`) })).toBeInViewport();

  // Add to cart: 33 lines go in, the two bad rows stay with their reason.
  await quick.addButton.click();
  await expect(quick.report).toContainText('33');
  await expect(page.getByTestId('cart-count')).not.toHaveText('0');
  expect((await quick.table()).map((row) => row.sku).sort()).toEqual([...BAD_SKUS].sort());

  // Checkout for the customer: their saved address, the sandbox card.
  await startCheckoutFromDrawer(page);
  const deliverHere = page.getByRole('button', { name: /^Deliver here:/ }).first();
  if (await deliverHere.isVisible({ timeout: 5_000 }).catch(() => false)) await deliverHere.click();
  const checkout = new CheckoutModel(page);
  await expect(checkout.heading).toBeVisible();
  await expect(checkout.summary.getByTestId('checkout-line')).toHaveCount(33);

  // Agent orders never use the customer's own coupons: the page says so, and the server refuses one.
  await expect(page.getByTestId('available-coupons')).toHaveText('Agent orders cannot use the customer’s own coupons.');
  await page.getByRole('textbox', { name: 'Coupon code' }).fill('SAVE5');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Coupons' })).toContainText('Custom coupons are not allowed for orders placed on behalf of the user');
  expect(await seriousViolations(page)).toEqual([]);

  await addSandboxCard(page, checkout, '4242 4242 4242 4242', '4242');
  await checkout.placeAndConfirm();
  await expect(page).toHaveURL(/\/payment-result\?orderId=\d+/, { timeout: 30_000 });
  await expect(page.getByText('Card authorized')).toBeVisible({ timeout: 20_000 });
  const orderId = Number(new URL(page.url()).searchParams.get('orderId'));

  // The order as the server holds it: placed by the demo agent, no coupon.
  const agent = await staffSessionByApi(page.request, baseURL!, 'agent');
  const order = await apiCall<AgentOrderDetail>(page.request, baseURL!, `/api/agent/orders/detail?order_id=${orderId}`, { token: agent.token });
  expect(order.agent_id).toBe(agent.user.aid);
  expect(order.customer_name).toBe(CUSTOMER);
  expect(order.payment_status).toBe('prepaid');
  expect(order.lines.filter((line) => !line.is_gift)).toHaveLength(33);
  expect(order.coupons ?? []).toEqual([]);

  // A supervisor filters the table by that agent and exports the view.
  const supervisorContext = await browser.newContext({ acceptDownloads: true });
  await savePosition(supervisorContext, baseURL!);
  const supervisorPage = await supervisorContext.newPage();
  await staffSignInThroughPage(supervisorPage, 'supervisor', '/agent/orders');
  const orders = new AgentOrdersModel(supervisorPage);
  await expect(orders.heading).toBeVisible();
  await orders.agentFilter.selectOption({ label: DEMO_STAFF.agent.name });
  await expect(supervisorPage).toHaveURL(new RegExp(`agent_id=${agent.user.aid}`));
  await expect(orders.row(order.order_no)).toHaveCount(1);
  const downloading = supervisorPage.waitForEvent('download');
  await orders.exportButton.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = csvRows(await readFile(await download.path(), 'utf8'));
  const header = csv[0]!;
  const agentColumn = header.indexOf('agent_id');
  const numberColumn = header.indexOf('order_no');
  expect(agentColumn).toBeGreaterThanOrEqual(0);
  expect(csv.slice(1).every((row) => row[agentColumn] === String(agent.user.aid))).toBe(true);
  expect(csv.slice(1).map((row) => row[numberColumn])).toContain(order.order_no);
  await supervisorContext.close();
});
