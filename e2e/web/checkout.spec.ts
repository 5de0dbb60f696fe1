import { expect, test, type Page } from '@playwright/test';
import type { OrderQuote } from '../../core/schemas/checkout';
import type { OrderDetail } from '../../core/schemas/order';
import { apiCall, signInByApi, STORAGE_PREFIX, uniqueDigits } from '../page-models/account';
import { CartModel } from '../page-models/cart';
import { addAddressByApi, addSandboxCard, addToCart, CheckoutModel, PICKUP_POSITION, startCheckoutFromDrawer } from '../page-models/checkout';
import { LoginModalModel, signInWithSms } from '../page-models/login';
import { savePosition, screenshotBothWidths, seriousViolations } from '../page-models/storefront';

/*
 * The checkout on the real server with the offline payment sandbox (Stripe's published test cards):
 * demo shop 17243, Peeled Garlic $59.95; two of them ($119.90) are above the $100 small-order-fee
 * threshold, one is below it.
 */
const GARLIC = 'Peeled Garlic';
const SUCCEED_CARD = '4242 4242 4242 4242';
const DECLINE_CARD = '4000 0000 0000 0002';

/** The id in /payment-result?orderId=N. */
function orderIdOf(page: Page): number {
  return Number(new URL(page.url()).searchParams.get('orderId'));
}

/** A signed-in buyer with one saved address and two garlic in the cart, on /supply. */
async function buyerWithCart(page: Page, baseURL: string, addressName: string) {
  await page.goto('/supply');
  const session = await signInByApi(page, baseURL);
  await addAddressByApi(page, baseURL, session.token, addressName);
  await page.goto('/supply');
  await addToCart(page, [{ name: GARLIC, times: 2 }]);
  return session;
}

/**
 * Spec §4 Checkout steps 3–4 for a buyer without a chosen address: the drawer's Checkout opens the
 * address book in select mode, and choosing an entry continues to /payment?addressType=delivery.
 */
async function checkoutThroughAddressBook(page: Page, addressName: string) {
  await startCheckoutFromDrawer(page);
  await expect(page).toHaveURL(/\/addressBook\?enableSelect=1/);
  await page.getByRole('button', { name: `Deliver here: ${addressName}` }).click();
  await expect(page).toHaveURL(/\/payment\?addressType=delivery$/);
  const checkout = new CheckoutModel(page);
  await expect(checkout.heading).toBeVisible();
  await expect(page.getByTestId('checkout-contact')).toContainText(addressName);
  return checkout;
}

test('a buyer checks out for delivery with the 4242 card, finds the order and downloads its invoice', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await savePosition(context, baseURL!);
  const session = await buyerWithCart(page, baseURL!, 'Success Noodle House');
  const checkout = await checkoutThroughAddressBook(page, 'Success Noodle House');

  // The side bar: the lines and the server's fee lines; 2 × $59.95 waives the small order fee.
  await expect(checkout.summary.getByTestId('checkout-line')).toHaveCount(1);
  await expect(checkout.summary.getByTestId('fee-lines')).toContainText('Subtotal');
  await expect(checkout.summary.getByTestId('fee-lines')).toContainText('$119.90');
  await expect(checkout.summary).toContainText('Your small order fee is waived.');

  // A note and a 5% tip are quoted again (debounced).
  await page.getByRole('textbox', { name: 'Note' }).fill('Back door, please');
  await page.getByRole('region', { name: 'Tips' }).getByRole('radio', { name: '5%', exact: true }).check();
  await expect(checkout.summary.getByTestId('fee-lines')).toContainText('Tips');
  await expect(checkout.summary.getByTestId('fee-lines')).toContainText('$6.00');

  await addSandboxCard(page, checkout, SUCCEED_CARD, '4242');
  await checkout.expectReady();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotBothWidths(page, 'checkout-delivery', checkout.heading);

  // 'Verify order info': method, date and time, address, payment and the quoted total.
  const total = (await checkout.total.textContent())!;
  await checkout.placeOrder.click();
  await expect(checkout.confirmDialog).toBeVisible();
  await expect(checkout.confirmDialog).toContainText('Delivery');
  await expect(checkout.confirmDialog).toContainText('100 Queen St W');
  await expect(checkout.confirmDialog).toContainText('Credit / Debit Card');
  await expect(checkout.confirmDialog.getByTestId('confirm-total')).toHaveText(total);
  expect(await seriousViolations(page)).toEqual([]);

  // A refusal from the server (here a 409 for stock, answered once by the test) shows in an alert and
  // keeps the form; the retry sends the same idempotency key, so it can never place a second order.
  const keys: string[] = [];
  await page.route('**/api/webclient/order/place_order', async (route) => {
    keys.push((route.request().postDataJSON() as { idempotency_key: string }).idempotency_key);
    if (keys.length > 1) return route.continue();
    return route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'OUT_OF_STOCK', message: 'Not enough stock: Peeled Garlic (1 left).' }),
    });
  });
  await checkout.confirmDialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('place-order-error')).toContainText('Not enough stock: Peeled Garlic (1 left).');
  await expect(checkout.confirmDialog).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Note' })).toHaveValue('Back door, please');
  await checkout.placeAndConfirm();

  await expect(page).toHaveURL(/\/payment-result\?orderId=\d+/, { timeout: 20_000 });
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  await expect(page.getByText('Card authorized')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Your order has been confirmed')).toBeVisible();
  // The placed order emptied today's cart.
  await expect(page.getByTestId('cart-count')).toHaveText('0');

  const orderId = orderIdOf(page);
  const order = await apiCall<OrderDetail>(page.request, baseURL!, `/api/webclient/order/detail?order_id=${orderId}`, {
    token: session.token,
  });
  // The card is authorized at checkout and charged the settled amount when the order is packed.
  expect(order.payment_status).toBe('prepaid');
  expect(order.note).toBe('Back door, please');
  expect(order.fee_lines.find((line) => line.code === 'tips')?.amount).toBe(6);

  // My Orders → the order → the invoice PDF.
  await page.goto('/orders');
  await page.getByRole('link', { name: `View order ${order.order_no}` }).first().click();
  await expect(page).toHaveURL(new RegExp(`/orderDetail\\?orderId=${orderId}`));
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download invoice (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const path = await download.path();
  expect(path).toBeTruthy();
});

test('a declined card ends on the failure page and the order’s payment failed', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  await savePosition(context, baseURL!);
  const session = await buyerWithCart(page, baseURL!, 'Declined Dumplings');
  const checkout = await checkoutThroughAddressBook(page, 'Declined Dumplings');
  // Super trial (spec §2.8): one product from a category the cart has nothing from joins the order.
  await expect(checkout.summary).toContainText('2 items');
  await page.getByRole('button', { name: 'Choose trial products' }).click();
  const trial = page.getByRole('dialog', { name: 'Super trial' });
  await trial.getByRole('group').first().getByRole('radio').first().check();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotBothWidths(page, 'checkout-super-trial', trial);
  await trial.getByRole('button', { name: 'Add 1 product to the cart' }).click();
  await expect(trial).toBeHidden();
  // The trial product joins at the least its quantity rule allows, so nothing in the cart is refused.
  await expect(checkout.summary).not.toContainText('2 items');
  await expect(checkout.summary).not.toContainText('cannot be ordered');
  await addSandboxCard(page, checkout, DECLINE_CARD, '0002');
  await checkout.placeAndConfirm();

  await expect(page).toHaveURL(/\/payment-result\?orderId=\d+/, { timeout: 20_000 });
  await expect(page.getByText('Your order failed, you can check the order status below')).toBeVisible({ timeout: 20_000 });
  const order = await apiCall<OrderDetail>(page.request, baseURL!, `/api/webclient/order/detail?order_id=${orderIdOf(page)}`, {
    token: session.token,
  });
  expect(order.payment_status).toBe('failed');
  // The order page says so too (buyer-journey.spec follows it to My Orders and the agent table).
  await page.goto(`/orderDetail?orderId=${order.order_id}`);
  await expect(page.getByText('Payment failed').first()).toBeVisible();
});

test('a pickup checkout refuses cash', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  await savePosition(context, baseURL!, PICKUP_POSITION);
  await page.goto('/supply');
  // One garlic ($59.95) as a guest: the small-order-fee dialog first (spec §4 Checkout step 2), then
  // the login, after which the checkout continues by itself (step 3).
  await addToCart(page, [{ name: GARLIC, times: 1 }]);
  await startCheckoutFromDrawer(page, { expectSmallOrderFee: true });
  await expect(new LoginModalModel(page).dialog).toBeVisible();
  await signInWithSms(page, uniqueDigits());
  const token = await page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { value?: string }).value ?? '',
    `${STORAGE_PREFIX}TOKEN`,
  );

  // A pickup position goes straight to the pickup checkout, no address needed.
  await expect(page).toHaveURL(/\/payment\?addressType=pickup$/);
  const checkout = new CheckoutModel(page);
  await expect(checkout.method('Pickup')).toBeChecked();
  await expect(page.getByTestId('checkout-warehouse')).toContainText('2300 Markham Rd');
  await expect(checkout.summary.getByTestId('fee-lines')).toContainText('Small order fee');

  // Cash is shown but cannot be chosen on pickup, with the reason.
  const cash = checkout.paymentType(/^Pay On Arrival \(Cash\)/);
  await expect(cash).toBeDisabled();
  await expect(checkout.payment).toContainText('Pay on arrival is disabled on pickup orders.');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotBothWidths(page, 'checkout-pickup', checkout.heading);

  // Cash on delivery, then back to pickup: the payment type is forced to another one, and said so.
  await checkout.method('Delivery').check();
  await expect(cash).toBeEnabled();
  await cash.check();
  await checkout.method('Pickup').check();
  await expect(checkout.notice).toBeVisible();
  await expect(checkout.notice).toContainText('Cash is not accepted on pickup orders');
  await checkout.notice.getByRole('button', { name: 'OK' }).click();
  await expect(cash).not.toBeChecked();
  await expect(checkout.paymentType(/^Credit \/ Debit Card/)).toBeChecked();

  // The server refuses it too, whatever a client sends.
  const options = await apiCall<{ payment_types: string[]; warehouses: { id: number; pickup_days: { date: string }[] }[] }>(
    page.request,
    baseURL!,
    '/api/webclient/checkout/options?shop_id=17243&shipping_type=pickup',
    { token },
  );
  expect(options.payment_types).not.toContain('cash');
  const warehouse = options.warehouses[0]!;
  const quote = await apiCall<OrderQuote>(page.request, baseURL!, '/api/webclient/order/quote', {
    method: 'POST',
    token,
    body: {
      shop_id: 17243,
      shipping_type: 'pickup',
      product_items: [{ product_id: 100116, qty: 2 }],
      payment_type: 'cash',
      warehouse_id: warehouse.id,
      service_date: warehouse.pickup_days[0]?.date,
    },
  });
  expect(quote.payable).toBe(false);
  expect(quote.refusal).toMatch(/Pay on arrive is disabled on pickup order/);

  // 'Edit cart': the drawer cannot open on /payment (spec §2.4), so it opens over the catalogue.
  await checkout.summary.getByRole('button', { name: 'Edit cart' }).click();
  await expect(page).toHaveURL(/\/supply$/);
  await expect(new CartModel(page).drawer).toBeVisible();
});

test('a PAD checkout shows the bank account binding: cheque form and agreement', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  await savePosition(context, baseURL!);
  await buyerWithCart(page, baseURL!, 'PAD Bistro');
  const checkout = await checkoutThroughAddressBook(page, 'PAD Bistro');

  const pad = checkout.paymentType(/^Pre-authorized debit \(PAD\) Pay/);
  await pad.check();
  // PAD earns the 1% cashback voucher and carries no channel fee.
  await expect(checkout.summary).toContainText('PAD cashback');
  await expect(checkout.summary.getByTestId('fee-lines')).not.toContainText('Payment channel fee');

  // Placing without a bound account asks for one.
  await checkout.expectReady();
  await checkout.placeOrder.click();
  await expect(page.getByTestId('payment-choice-error')).toHaveText('Please select bank card');
  await expect(checkout.confirmDialog).toBeHidden();

  // The binding: upload a cheque → the cheque form → the agreement → the binding notice.
  await checkout.payment.getByRole('button', { name: 'Add bank account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a bank account (PAD)' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /^Upload a cheque/ }).click();
  const form = page.getByRole('dialog');
  await expect(form.getByText('Cheque information').first()).toBeVisible();
  await form.getByRole('textbox', { name: 'Institution number' }).fill('001');
  await form.getByRole('textbox', { name: 'Transit number' }).fill('12345');
  await form.getByRole('textbox', { name: 'Account number' }).fill('1234567');
  await form.getByRole('textbox', { name: 'Account holder name' }).fill('PADBistroInc');
  await form.getByLabel('Photo of the cheque').setInputFiles({ name: 'cheque.png', mimeType: 'image/png', buffer: TINY_PNG });
  await form.getByRole('button', { name: 'Next' }).click();

  await expect(form.getByText('Pre-authorized debit agreement').first()).toBeVisible();
  const accept = form.getByRole('button', { name: 'Accept' });
  await form.getByRole('checkbox', { name: /I have read this agreement/ }).check();
  await accept.click();
  await expect(form.getByText('Binding notice').first()).toBeVisible();
  await form.getByRole('button', { name: 'Done' }).click();
  await expect(form).toBeHidden();
  // The account is listed with its binding state (pending until the bank confirms, up to 48 hours).
  await expect(checkout.payment).toContainText(/Bank 001 · account ending in 4567/);
  await expect(checkout.payment).toContainText(/Binding in progress|Ready/);
  expect(await seriousViolations(page)).toEqual([]);
});

/** A 1×1 PNG: a cheque photo the form accepts (type and size are what it checks). */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
