import { mkdir, stat } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { BuyerOrderDetail } from '../../core/schemas/buyer-order';
import type { Menu } from '../../core/schemas/catalogue';
import type { PlacedOrder } from '../../core/schemas/checkout';
import { pngBytes } from '../../tests/helpers/photo-fixture';
import { apiCall, signInByApi } from '../page-models/account';
import { addAddressByApi, addSandboxCard, addToCart, CheckoutModel, startCheckoutFromDrawer, placeOrderByApi } from '../page-models/checkout';
import { LOCALE_PREFIXES, savePosition, seriousViolations, settled, VIEWPORTS } from '../page-models/storefront';
import { DayOrdersModel, packingOrderByApi, PackingModel, PLAIN, SHOP_ID, WEIGHED, warehouseSessionByApi, warehouseSignIn } from '../page-models/warehouse';

/*
 * One connected order life (issue 15) on the real server with the offline sandbox: a buyer's card
 * order (authorized through the sandbox card routes, as checkout does) of a weighed and a counted
 * product; the warehouse accepts and packs it at 1280 px with a lighter weight (the live total drops
 * below the checkout total), sends it out; the driver delivers it at 390 px with a receiver and a
 * photo; the buyer reads every step with its time, the lower settled total, downloads the final
 * invoice, reports a damaged line with a photo; the warehouse approves the refund; the buyer sees
 * it in the payment history. Then another order is cancelled the same day. axe on every page.
 */
const SHOTS = '/work/notes/shots/journey';
const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 900 };

async function cardOrder(request: APIRequestContext, baseURL: string, token: string, contactId: number, qty: [number, number]): Promise<PlacedOrder & { total: number }> {
  const menu = await apiCall<Menu>(request, baseURL, `/api/webclient/menu?shop_id=${SHOP_ID}`);
  const products = menu.menus.flatMap((m) => m.products);
  const idOf = (name: string) => products.find((p) => p.product_name === name)!.product_id;
  const order = await placeOrderByApi(request, baseURL, token, {
    product_items: [
      { product_id: idOf(WEIGHED), qty: qty[0] },
      { product_id: idOf(PLAIN), qty: qty[1] },
    ],
    payment_type: 'card',
    time_preference: 'asap',
    contact_id: contactId,
    keyPrefix: 'journey',
  });
  const setup = await apiCall<{ setup_intent_id: string }>(request, baseURL, '/api/payment/stripe/credit_card/setup_intent', { token });
  const card = await apiCall<{ id: string }>(request, baseURL, '/api/payment/sandbox/confirm_setup', {
    method: 'POST',
    token,
    body: { setup_intent_id: setup.setup_intent_id, card_no: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
  });
  const attempt = await apiCall<{ status: string }>(request, baseURL, '/api/payment/stripe/order_payment_intent', {
    method: 'POST',
    token,
    body: { order_id: order.order_id, payment_method_id: card.id },
  });
  expect(attempt.status).toBe('succeeded');
  const detail = await apiCall<BuyerOrderDetail>(request, baseURL, `/api/webclient/order/detail?order_id=${order.order_id}`, { token });
  return { ...order, total: detail.total };
}

async function shootAll(page: Page, name: string, url: (prefix: string) => string, ready: (p: Page) => ReturnType<Page['locator']>) {
  await mkdir(SHOTS, { recursive: true });
  for (const { locale, prefix } of LOCALE_PREFIXES) {
    await page.goto(url(prefix));
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await expect(ready(page)).toBeVisible();
      await settled(page);
      await page.screenshot({ path: `${SHOTS}/${name}-${locale}-${viewport.width}.png`, fullPage: true });
      expect(await seriousViolations(page, 'main'), `${name} ${locale} ${viewport.width}`).toEqual([]);
    }
  }
  await page.setViewportSize(DESK);
}

test('an order’s whole life: card checkout, weighed packing, delivery, final invoice, a refunded claim; and a same-day cancel', async ({ page, browser, baseURL }) => {
  test.setTimeout(300_000);
  const started = Date.now();
  await savePosition(page.context(), baseURL!);
  await page.setViewportSize(DESK);

  // 1. The buyer checks out through the storefront with the sandbox 4242 card: 2 × Green Cabbage (weighed), 3 × Baby Spinach.
  await page.goto('/supply');
  const session = await signInByApi(page, baseURL!);
  const address = await addAddressByApi(page, baseURL!, session.token, 'Journey Bistro');
  await page.goto('/supply');
  await addToCart(page, [
    { name: WEIGHED, times: 2 },
    { name: PLAIN, times: 3 },
  ]);
  await startCheckoutFromDrawer(page);
  await expect(page).toHaveURL(/\/addressBook\?enableSelect=1/);
  await page.getByRole('button', { name: 'Deliver here: Journey Bistro' }).click();
  const checkout = new CheckoutModel(page);
  await expect(checkout.heading).toBeVisible();
  await addSandboxCard(page, checkout, '4242 4242 4242 4242', '4242');
  await checkout.expectReady();
  expect(await seriousViolations(page)).toEqual([]);
  await checkout.placeAndConfirm();
  await expect(page).toHaveURL(/\/payment-result\?orderId=\d+/, { timeout: 20_000 });
  await expect(page.getByText('Card authorized')).toBeVisible({ timeout: 20_000 });
  const orderId = Number(new URL(page.url()).searchParams.get('orderId'));
  const placed = await apiCall<BuyerOrderDetail>(page.request, baseURL!, `/api/webclient/order/detail?order_id=${orderId}`, { token: session.token });
  const order = { order_id: orderId, order_no: placed.order_no, total: placed.total };
  const serviceDate = placed.service_date;
  const checkoutCents = Math.round(order.total * 100);
  expect(checkoutCents).toBeGreaterThan(0);

  // 2. The warehouse at 1280 px: finds the order on its date, accepts it, packs the weighed line lighter.
  const wctx = await browser.newContext({ viewport: DESK });
  await savePosition(wctx, baseURL!);
  const wh = await wctx.newPage();
  await warehouseSignIn(wh);
  const day = new DayOrdersModel(wh);
  await day.open(serviceDate);
  const row = day.row(order.order_no);
  await expect(row).toContainText('Processing');
  expect(await seriousViolations(wh, 'main')).toEqual([]);
  await row.getByRole('button', { name: `Accept order ${order.order_no}` }).click();
  await expect(row).toContainText('Accepted');
  await row.getByRole('link', { name: `Pack order ${order.order_no}` }).click();
  await expect(wh).toHaveURL(new RegExp(`/warehouse/orders/${order.order_id}$`));
  const packing = new PackingModel(wh);
  await expect(packing.totals).toBeVisible();
  const cents = async () => Math.round(Number((await packing.settledTotal().innerText()).replace(/[^0-9.]/g, '')) * 100);
  expect(await cents()).toBe(checkoutCents);
  const weighedLine = wh.locator('[data-testid="packing-line"]').filter({ hasText: WEIGHED });
  const weightInput = weighedLine.locator('input[id$="-weight"]');
  // The two units weigh 80 % of their standard weight (read from the packing answer, not guessed).
  const staff = await warehouseSessionByApi(wh.request, baseURL!);
  const view = await packingOrderByApi(wh.request, baseURL!, staff.token, order.order_id);
  const weighed = view.lines.find((l) => l.name === WEIGHED)!;
  expect(weighed.need_weigh).toBeTruthy();
  await weightInput.fill(String(Math.floor(weighed.unit_grams! * weighed.qty * 0.8)));
  await expect.poll(cents).toBeLessThan(checkoutCents);
  const packedCents = await cents();
  await expect(packing.difference).toContainText('less than at checkout');
  expect(await seriousViolations(wh, 'main')).toEqual([]);
  await packing.save.click();
  await expect(packing.feedback).toContainText(`Order ${order.order_no} packed`);
  await expect(wh.getByRole('heading', { name: 'Packed' })).toBeVisible();
  await wh.getByRole('button', { name: `Send order ${order.order_no} out for delivery` }).click();
  await expect(packing.feedback).toContainText(`Order ${order.order_no} is out for delivery.`);
  expect(await seriousViolations(wh, 'main')).toEqual([]);
  await shootAll(wh, 'warehouse-packing', (prefix) => `${prefix}/warehouse/orders/${order.order_id}`, (p) => p.getByTestId('packing-totals'));

  // 3. The driver at 390 px marks it delivered with the receiver's name and a photo.
  const dctx = await browser.newContext({ viewport: PHONE });
  await savePosition(dctx, baseURL!);
  const dr = await dctx.newPage();
  await dr.goto('/agent');
  await dr.getByLabel('Username').fill('driver');
  await dr.getByLabel('Password').fill('driver-demo-2026');
  await dr.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(dr).toHaveURL(/\/driver$/);
  await dr.getByLabel('Delivery date').fill(serviceDate);
  const stop = dr.getByRole('article').filter({ hasText: `Order ${order.order_no}` });
  await expect(stop).toContainText('Journey Bistro');
  expect(await seriousViolations(dr, 'main')).toEqual([]);
  await stop.getByRole('button', { name: 'Mark delivered' }).click();
  const deliver = dr.getByRole('dialog', { name: `Deliver order ${order.order_no}` });
  await deliver.getByLabel('Received by').fill('Chef Ana');
  await deliver.getByLabel('Photo (optional)').setInputFiles({ name: 'door.png', mimeType: 'image/png', buffer: pngBytes(32, [15, 122, 66]) });
  await expect(deliver.getByRole('img', { name: 'The delivery photo' })).toBeVisible();
  expect(await seriousViolations(dr, '[role="dialog"]')).toEqual([]);
  await deliver.getByRole('button', { name: 'Confirm delivery' }).click();
  await expect(stop).toContainText('Delivered to Chef Ana');
  await dctx.close();

  // 4. The buyer: every step with its time, the lower total, the final invoice PDF.
  await page.goto(`/orderDetail?orderId=${order.order_id}`);
  const steps = page.getByRole('list', { name: 'Steps of this order' });
  for (const step of ['Accepted', 'Packed', 'Out for delivery', 'Delivered']) {
    const item = steps.getByRole('listitem').filter({ hasText: step }).first();
    await expect(item).toBeVisible();
    await expect(item.locator('time')).toHaveCount(1);
  }
  await expect(page.getByText(/Card charged the final amount/).first()).toBeVisible();
  const detail = await apiCall<BuyerOrderDetail>(page.request, baseURL!, `/api/webclient/order/detail?order_id=${order.order_id}`, { token: session.token });
  expect(Math.round((detail.settled_total ?? 0) * 100)).toBe(packedCents);
  expect(packedCents).toBeLessThan(checkoutCents);
  expect(await seriousViolations(page, 'main')).toEqual([]);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Final invoice (PDF)' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(/^invoice-.+\.pdf$/);
  const size = (await stat((await pdf.path())!)).size;
  expect(size).toBeGreaterThan(1_000);
  expect(size).toBeLessThan(2_000_000);

  // 5. A damaged bag of spinach with a photo; the warehouse approves a refund; the buyer sees both.
  const panel = page.getByRole('region', { name: 'Problems with this order' });
  await panel.getByRole('button', { name: new RegExp(`Report a problem with ${PLAIN}`) }).click();
  const report = page.getByRole('dialog', { name: 'Report a problem' });
  await report.getByRole('radio', { name: 'Damaged' }).check();
  await report.getByLabel('Quantity').fill('1');
  await report.locator('input[type="file"]').setInputFiles({ name: 'spinach.png', mimeType: 'image/png', buffer: pngBytes(24, [200, 60, 40]) });
  await expect(report.getByRole('img', { name: 'Photo 1 of your report' })).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(report).toBeHidden();
  await expect(panel.getByText('Waiting for review by our warehouse.')).toBeVisible();

  await wh.goto('/warehouse/claims');
  const claim = wh.getByRole('article', { name: new RegExp(`Order ${order.order_no}`) });
  await expect(claim).toBeVisible();
  expect(await seriousViolations(wh, 'main')).toEqual([]);
  await claim.getByRole('button', { name: 'Approve: refund' }).click();
  await expect(wh.getByRole('status').filter({ hasText: /approved/ })).toBeVisible();
  await wctx.close();

  await page.reload();
  await expect(panel.getByText(/Approved/).first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Every payment step of this order' })).toContainText('Refunded to your card');
  // The final amounts follow the claim: the packed total, the approved claim off it, the total after it.
  const afterClaim = await apiCall<BuyerOrderDetail>(page.request, baseURL!, `/api/webclient/order/detail?order_id=${order.order_id}`, { token: session.token });
  const afterClaimCents = Math.round((afterClaim.settled_total ?? 0) * 100);
  expect(afterClaimCents).toBeLessThan(packedCents);
  const finalAmounts = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Final amounts' }) });
  await expect(finalAmounts).toContainText('Approved claims');
  await expect(finalAmounts).toContainText(`-$${((packedCents - afterClaimCents) / 100).toFixed(2)}`);
  await expect(finalAmounts.locator('div').filter({ hasText: 'Final total' }).last()).toContainText(`$${(afterClaimCents / 100).toFixed(2)}`);
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await shootAll(page, 'buyer-order-detail', (prefix) => `${prefix}/orderDetail?orderId=${order.order_id}`, (p) => p.getByRole('heading', { level: 1 }));

  // 6. Another order, cancelled the same day from order detail.
  const second = await cardOrder(page.request, baseURL!, session.token, address.id, [1, 2]);
  await page.goto(`/orderDetail?orderId=${second.order_id}`);
  const cancelPanel = page.getByRole('region', { name: 'Cancel this order' });
  await expect(cancelPanel).toContainText('You can cancel online until 23:59 tonight for a full refund.');
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await cancelPanel.getByRole('button', { name: 'Cancel order' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Cancel order ${second.order_no}?` });
  expect(await seriousViolations(page, '[role=alertdialog]')).toEqual([]);
  await confirm.getByRole('button', { name: 'Yes, cancel the order' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Cancelled' })).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);
  console.log(`journey took ${Math.round((Date.now() - started) / 1000)} s`);
});
