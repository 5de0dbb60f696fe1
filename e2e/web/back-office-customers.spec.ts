import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type { PlacedOrder } from '../../core/schemas/checkout';
import { clientHeaders, DEFAULT_SIGNATURE_SALT } from '../../core/request-signature';
import { signInByApi, uniqueDigits } from '../page-models/account';
import { firstContactId } from '../page-models/agent-orders';
import { addAddressByApi, addToCart, CheckoutModel, startCheckoutFromDrawer } from '../page-models/checkout';
import { LOCALE_PREFIXES, savePosition, seriousViolations, settled, VIEWPORTS } from '../page-models/storefront';

/**
 * Back office, customers (issue 17): a manager finds a restaurant, puts it on hold with a reason,
 * the buyer reads the reason in a banner and cannot place an order; releasing the hold lifts both.
 * axe on the list, the drawer and the buyer's page; screenshots in en, cn and fr at 1280 and 390 px.
 */

const SHOTS = process.env.CUSTOMERS_SHOTS_DIR ?? 'artifacts/screenshots/back-office-customers';
const MANAGER = { username: 'manager', password: 'manager-demo-2026' } as const;
/** How the customers table writes a buyer's ten digits: `(416) 555-0123`. */
const shownPhone = (digits: string) => `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
const REASON = 'Two invoices are overdue. Please call accounts at 416-555-0100.';

async function managerSignIn(page: Page, next: string) {
  await page.goto(`/agent?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Username').fill(MANAGER.username);
  await page.getByLabel('Password').fill(MANAGER.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${next}$`));
}

/** A cash order through the API as the buyer: the status code and the server's message. */
async function tryPlaceOrder(page: Page, baseURL: string, token: string, contactId: number): Promise<{ status: number; message: string }> {
  const headers = clientHeaders({ language: 'en', apiHost: new URL(baseURL).host, salt: DEFAULT_SIGNATURE_SALT, token });
  const options = (await (await page.request.get('/api/webclient/checkout/options?shop_id=17243&shipping_type=delivery', { headers })).json()) as {
    data: { delivery_dates: string[] };
  };
  const menu = (await (await page.request.get('/api/webclient/menu?shop_id=17243', { headers })).json()) as {
    data: { menus: { products: { product_id: number; product_name: string }[] }[] };
  };
  const product = menu.data.menus.flatMap((m) => m.products).find((p) => p.product_name === 'Baby Spinach')!;
  const res = await page.request.post('/api/webclient/order/place_order', {
    headers,
    data: {
      shop_id: 17243,
      shipping_type: 'delivery',
      product_items: [{ product_id: product.product_id, qty: 2 }],
      payment_type: 'cash',
      service_date: options.data.delivery_dates[0],
      contact_id: contactId,
      is_collect_small_order_fee: true,
      idempotency_key: `e2e-customers-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    },
  });
  const body = (await res.json()) as { message?: string; data?: PlacedOrder };
  return { status: res.status(), message: body.message ?? '' };
}

test('a manager puts a customer on hold, the buyer reads the reason and cannot order until it is released', async ({ page, browser, context, baseURL }) => {
  test.setTimeout(240_000);
  await mkdir(SHOTS, { recursive: true });
  await savePosition(context, baseURL!);

  // The buyer, in a browser of their own.
  const buyerContext = await browser.newContext();
  await savePosition(buyerContext, baseURL!);
  const buyerPage = await buyerContext.newPage();
  const digits = uniqueDigits();
  const buyer = await signInByApi(buyerPage, baseURL!, digits);
  await addAddressByApi(buyerPage, baseURL!, buyer.token, 'Hold Test Diner');
  const contactId = await firstContactId(buyerPage.request, baseURL!, buyer.token);

  // The manager finds them by phone and opens the drawer.
  await managerSignIn(page, '/back-office/customers');
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Customers' })).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('Search customers').fill(digits.slice(-7));
  const table = page.getByTestId('customers-table');
  await expect(table.locator('tbody tr')).toHaveCount(1);
  // Its phone the way a Canadian writes it: (416) 5xx-xxxx.
  await expect(table.locator('tbody tr')).toContainText(shownPhone(digits));
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await table.getByRole('button', { name: /^Open / }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('Not on hold: the customer can order.')).toBeVisible();

  // An empty reason is refused by the form; a reason puts the customer on hold.
  await drawer.getByRole('button', { name: 'Put on hold' }).click();
  await expect(drawer.getByRole('alert')).toHaveText('Write the reason the customer will read.');
  await expect(drawer.getByLabel('Reason (the customer reads it)')).toBeFocused();
  await drawer.getByLabel('Reason (the customer reads it)').fill(REASON);
  await drawer.getByRole('button', { name: 'Put on hold' }).click();
  await expect(drawer.getByTestId('customer-hold')).toContainText(REASON);
  await expect(drawer.getByRole('status').filter({ hasText: 'The customer is on hold.' })).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(table.locator('tbody tr').first()).toContainText('On hold');

  // The buyer reads the reason, and the server refuses their order in words.
  await buyerPage.reload();
  const banner = buyerPage.getByTestId('hold-banner');
  await expect(banner).toContainText('Your account is on hold');
  await expect(banner).toContainText(REASON);
  expect(await seriousViolations(buyerPage, 'main')).toEqual([]);
  const refused = await tryPlaceOrder(buyerPage, baseURL!, buyer.token, contactId);
  expect(refused.status).toBe(403);
  expect(refused.message).toContain(REASON);

  // Screenshots: the list, the drawer (on hold) and the buyer's banner, in en, cn and fr at 1280 and 390 px.
  for (const { locale, prefix } of LOCALE_PREFIXES) {
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto(`${prefix}/back-office/customers`);
      await expect(page.getByTestId(viewport.width < 768 ? 'customer-cards' : 'customers-table')).toBeVisible();
      await settled(page);
      await page.screenshot({ path: `${SHOTS}/list-${locale}-${viewport.width}.png`, fullPage: true });
      expect(await seriousViolations(page, 'main'), `list ${locale} ${viewport.width}`).toEqual([]);
      await page.goto(`${prefix}/back-office/customers?q=${digits.slice(-7)}&customer=${buyer.user.cid}`);
      await expect(page.getByTestId('customer-hold')).toBeVisible();
      await settled(page);
      await page.screenshot({ path: `${SHOTS}/drawer-${locale}-${viewport.width}.png` });
      expect(await seriousViolations(page, '[role="dialog"]'), `drawer ${locale} ${viewport.width}`).toEqual([]);

      await buyerPage.setViewportSize(viewport);
      await buyerPage.goto(`${prefix}/`);
      await expect(buyerPage.getByTestId('hold-banner')).toContainText(REASON);
      await settled(buyerPage);
      await buyerPage.screenshot({ path: `${SHOTS}/buyer-banner-${locale}-${viewport.width}.png` });
    }
  }

  // Released: the banner goes and the order goes through.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/back-office/customers?q=${digits.slice(-7)}&customer=${buyer.user.cid}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Release hold' }).click();
  await expect(page.getByRole('dialog').getByText('Not on hold: the customer can order.')).toBeVisible();
  // The hold's own line (the history below it says the same).
  await expect(page.getByRole('dialog').getByText(/released .* by /).first()).toBeVisible();
  await buyerPage.goto('/');
  await expect(buyerPage.getByRole('main')).toBeVisible();
  await expect(buyerPage.getByTestId('hold-banner')).toHaveCount(0);
  expect((await tryPlaceOrder(buyerPage, baseURL!, buyer.token, contactId)).status).toBe(200);
  await buyerContext.close();
});

test('Pay Later over the credit limit a manager set is shown unavailable at checkout, with the reason', async ({ page, browser, context, baseURL }) => {
  test.setTimeout(180_000);
  await mkdir(SHOTS, { recursive: true });
  await savePosition(context, baseURL!);
  const buyerContext = await browser.newContext();
  await savePosition(buyerContext, baseURL!);
  const buyerPage = await buyerContext.newPage();
  await buyerPage.goto('/supply');
  const digits = uniqueDigits();
  const buyer = await signInByApi(buyerPage, baseURL!, digits);
  const addressName = 'Credit Limit Cafe';
  await addAddressByApi(buyerPage, baseURL!, buyer.token, addressName);

  // The manager puts them on pay-later terms with a $20 limit (an invalid limit is refused first).
  await managerSignIn(page, '/back-office/customers');
  await page.goto(`/back-office/customers?customer=${buyer.user.cid}`);
  const drawer = page.getByRole('dialog');
  await drawer.getByLabel('May pay later').check();
  await drawer.getByLabel('Credit limit ($)').fill('20 dollars');
  await drawer.getByRole('button', { name: 'Save terms' }).click();
  await expect(drawer.getByText('Enter an amount in dollars, such as 1500 or 1500.50.')).toBeVisible();
  await expect(drawer.getByLabel('Credit limit ($)')).toBeFocused();
  await drawer.getByLabel('Credit limit ($)').fill('20');
  await drawer.getByLabel('Payment terms (days)').fill('30');
  await drawer.getByRole('button', { name: 'Save terms' }).click();
  await expect(drawer.getByRole('status').filter({ hasText: 'Terms saved.' })).toBeVisible();
  await expect(page.getByTestId('customers-table').locator('tbody tr', { hasText: shownPhone(digits) })).toContainText('Pay later · limit $20.00');

  // The buyer's order is over $20: Pay Later is listed but cannot be chosen, and says why.
  await buyerPage.goto('/supply');
  await addToCart(buyerPage, [{ name: 'Peeled Garlic', times: 2 }]);
  await startCheckoutFromDrawer(buyerPage);
  await buyerPage.getByRole('button', { name: `Deliver here: ${addressName}` }).click();
  const checkout = new CheckoutModel(buyerPage);
  await expect(checkout.heading).toBeVisible();
  const payLater = checkout.paymentType(/^Pay Later/);
  await expect(payLater).toBeDisabled();
  await expect(buyerPage.getByTestId('payment-note-pay_later')).toHaveText('Unavailable: this order would pass your credit limit of $20.00 ($0.00 unpaid).');
  expect(await seriousViolations(buyerPage, 'main')).toEqual([]);
  for (const viewport of VIEWPORTS) {
    await buyerPage.setViewportSize(viewport);
    await buyerPage.getByTestId('payment-note-pay_later').scrollIntoViewIfNeeded();
    await settled(buyerPage);
    await buyerPage.screenshot({ path: `${SHOTS}/checkout-pay-later-en-${viewport.width}.png` });
  }
  await buyerContext.close();
});
