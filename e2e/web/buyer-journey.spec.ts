import { expect, test, type Locator, type Page } from '@playwright/test';
import type { OrderDetail } from '../../core/schemas/order';
import { apiCall, signInByApi } from '../page-models/account';
import { AgentOrdersModel, staffSignInThroughPage } from '../page-models/agent-orders';
import { addAddressByApi, addSandboxCard, addToCart, CheckoutModel, startCheckoutFromDrawer } from '../page-models/checkout';
import { savePosition, screenshotBothWidths, seriousViolations } from '../page-models/storefront';

/*
 * What an outside buyer journey found (issue 14), on the real server with the offline payment sandbox:
 * the drawer in Chinese and French, the /payment summary at 1280 × 800, a declined card's order in
 * My Orders and the agent table, and one name for the discount line. Demo shop 17243: $10 off $300;
 * small order fee $9.90 under $100; Peeled Garlic $59.95; Canola Oil $47.95, $45.95 from 5 (volume price).
 */

const DECLINE_CARD = '4000 0000 0000 0002';

/** Texts of the drawer in each language, as a buyer reads them. */
const DRAWER = {
  cn: {
    drawer: '购物车',
    garlic: '去皮大蒜',
    oil: '芥花籽油',
    add: '加入',
    increase: '再加一件',
    one: '1 件',
    five: '5 件',
    feeHint: '再买 $40.05 即可免除 $9.90 小额订单费。',
    spendOff: '购物车中有商品享受批量价，满减优惠不再适用。',
  },
  fr: {
    drawer: 'Panier',
    garlic: 'Ail pelé',
    oil: 'Huile de canola',
    add: 'Ajouter',
    increase: 'Ajouter un ',
    one: '1 unité',
    five: '5 unités',
    feeHint: 'Ajoutez 40,05 $ de plus pour éviter les frais de petite commande de 9,90 $.',
    spendOff: 'Des prix de volume s’appliquent à votre panier, donc les rabais selon le montant dépensé sont désactivés.',
  },
} as const;

function drawerCell(drawer: Locator, name: string): Locator {
  return drawer.getByRole('listitem').filter({ has: drawer.page().getByRole('heading', { name, exact: true }) });
}

test('the drawer in cn and fr: units in the language, a small-order hint that reads, and why the spend discount is off', async ({
  browser,
  baseURL,
}) => {
  for (const [locale, text] of Object.entries(DRAWER)) {
    // A fresh browser per language: an empty cart.
    const context = await browser.newContext({ baseURL });
    await savePosition(context, baseURL!);
    const page = await context.newPage();
    await page.goto(`/${locale}/supply/produce`);
    const garlic = page.getByRole('article', { name: text.garlic, exact: true });
    await garlic.getByRole('button', { name: `${text.add} ${text.garlic}` }).click();
    await expect(garlic.getByText(text.one)).toBeVisible();

    await page.getByRole('banner').getByTestId('cart-count').click();
    const drawer = page.getByRole('dialog', { name: new RegExp(`^${text.drawer}`) });
    await expect(drawerCell(drawer, text.garlic).getByTestId('cart-qty')).toContainText(text.one);
    await expect(drawer.getByTestId('fee-hint')).toHaveText(text.feeHint);
    await expect(drawer.getByTestId('next-tier-hint')).toBeVisible();
    await expect(drawer.getByTestId('spend-discount-off')).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Five canola oil reach its volume price: the spend-and-save tiers go off, and the drawer says so.
    await page.goto(`/${locale}/supply/oil`);
    const oil = page.getByRole('article', { name: text.oil, exact: true });
    await oil.getByRole('button', { name: `${text.add} ${text.oil}` }).click();
    for (let i = 0; i < 4; i++) await oil.getByRole('button', { name: `${text.increase}${text.oil}` }).click();
    await expect(oil.getByText(text.five)).toBeVisible();
    await page.getByRole('banner').getByTestId('cart-count').click();
    await expect(drawerCell(drawer, text.oil).getByTestId('cart-qty')).toContainText(text.five);
    await expect(drawer.getByTestId('spend-discount-off')).toHaveText(text.spendOff);
    await expect(drawer.getByTestId('next-tier-hint')).toHaveCount(0);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await screenshotBothWidths(page, `journey-drawer-${locale}`, drawer);
    await context.close();
  }
});

/** A signed-in buyer with one saved address, on /payment with `count` different products in the cart. */
async function onPaymentWith(page: Page, baseURL: string, count: number, addressName: string) {
  await page.goto('/supply');
  const session = await signInByApi(page, baseURL);
  await addAddressByApi(page, baseURL, session.token, addressName);
  await page.goto('/supply');
  const adds = page.getByRole('article').getByRole('button', { name: /^Add (?!one more)/ });
  for (let i = 0; i < count; i++) {
    await adds.first().click();
    await expect(page.getByTestId('cart-count')).toHaveText(String(i + 1));
  }
  await startCheckoutFromDrawer(page);
  const fee = page.getByRole('alertdialog', { name: 'Small order fee' });
  const addressBook = page.getByRole('button', { name: `Deliver here: ${addressName}` });
  await expect(fee.or(addressBook)).toBeVisible();
  if (await fee.isVisible()) await fee.getByRole('button', { name: 'Proceed to checkout' }).click();
  await addressBook.click();
  await expect(page).toHaveURL(/\/payment\?addressType=delivery$/);
  const checkout = new CheckoutModel(page);
  await checkout.expectReady();
  return { session, checkout };
}

/** Whether the element lies inside the window and nothing (such as the sticky header) covers it. */
function unobstructed(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight || box.height === 0) return false;
    return [box.top + 2, box.top + box.height / 2, box.bottom - 2].every((y) => {
      const hit = document.elementFromPoint(box.left + box.width / 2, y);
      return hit !== null && (el === hit || el.contains(hit));
    });
  });
}

test('/payment at 1280 × 800: every summary line and Place order are reached by scrolling the page, none hidden in a scroll area', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await savePosition(context, baseURL!);
  const { checkout } = await onPaymentWith(page, baseURL!, 9, 'Long Order Diner');
  const lines = checkout.summary.getByTestId('checkout-line');

  // A long order folds after four lines and says how many follow.
  await expect(lines).toHaveCount(4);
  const toggle = checkout.summary.getByRole('button', { name: 'Show 5 more products' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(await seriousViolations(page, 'aside')).toEqual([]);
  await screenshotBothWidths(page, 'journey-payment-folded', checkout.heading);
  await toggle.click();
  await expect(lines).toHaveCount(9);
  await expect(checkout.summary.getByRole('button', { name: 'Show fewer products' })).toHaveAttribute('aria-expanded', 'true');

  // Nothing in the summary scrolls on its own: the page does (clipping is checked line by line below).
  const innerScrollers = await checkout.summary.evaluate((aside) =>
    [aside, ...aside.querySelectorAll('*')]
      .filter((el) => /auto|scroll/.test(getComputedStyle(el).overflowY) && el.scrollHeight > el.clientHeight + 1)
      .map((el) => `${el.tagName} ${el.getAttribute('aria-label') ?? ''}`),
  );
  expect(innerScrollers).toEqual([]);
  for (const target of [...(await lines.all()), checkout.summary.getByTestId('fee-lines'), checkout.placeOrder]) {
    // Centred: scrollIntoViewIfNeeded leaves a line that shows all but its last quarter pixel where it is.
    await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    expect(await unobstructed(target), await target.innerText()).toBe(true);
  }
  await screenshotBothWidths(page, 'journey-payment-unfolded', checkout.heading);

  // Folded again, the summary is short enough to stay in view, under the sticky header, as the form scrolls.
  await checkout.summary.getByRole('button', { name: 'Show fewer products' }).click();
  await page.evaluate(() => window.scrollTo(0, 700));
  await expect.poll(() => unobstructed(checkout.summary.getByRole('heading', { name: /Order details/ }))).toBe(true);
  expect(await unobstructed(checkout.placeOrder)).toBe(true);
});

test('a declined card: the failure page, then "Awaiting payment · Payment failed" in My Orders, the order and the agent table; the log in plain words', async ({
  page,
  context,
  baseURL,
  browser,
}) => {
  test.setTimeout(150_000);
  await savePosition(context, baseURL!);
  const { session, checkout } = await onPaymentWith(page, baseURL!, 2, 'Declined Dumplings');
  await addSandboxCard(page, checkout, DECLINE_CARD, '0002');
  await checkout.placeAndConfirm();

  await expect(page).toHaveURL(/\/payment-result\?orderId=\d+/, { timeout: 20_000 });
  await expect(page.getByText('Your order failed, you can check the order status below')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('definition').filter({ hasText: 'Awaiting payment' })).toBeVisible();
  const orderId = Number(new URL(page.url()).searchParams.get('orderId'));
  const order = await apiCall<OrderDetail>(page.request, baseURL!, `/api/webclient/order/detail?order_id=${orderId}`, { token: session.token });
  expect(order.payment_status).toBe('failed');

  // My Orders: not "Processing".
  await page.goto('/orders');
  const row = page.getByRole('table', { name: 'Your orders' }).getByRole('row').filter({ hasText: order.order_no });
  await expect(row).toContainText('Awaiting payment');
  await expect(row).toContainText('Payment failed');
  await expect(row).not.toContainText('Processing');
  await expect(row.getByRole('link', { name: `Pay order ${order.order_no}` })).toBeVisible();
  await screenshotBothWidths(page, 'journey-orders-declined', page.getByRole('heading', { level: 1, name: 'My Orders' }));

  // The order: its badges, and a status log in words (no pi_… id).
  await page.goto(`/orderDetail?orderId=${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${order.order_no}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Awaiting payment' })).toBeVisible();
  await expect(page.getByText('We will prepare your order once it is paid.')).toBeVisible();
  await expect(page.getByText('Processing')).toHaveCount(0);
  const log = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Status log' }) });
  await expect(log).toContainText('Card payment failed: Your card was declined.');
  await expect(log).not.toContainText('pi_');
  await expect(log).not.toContainText('Processing');
  for (const prefix of ['/cn', '/fr']) {
    await page.goto(`${prefix}/orderDetail?orderId=${orderId}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(prefix === '/cn' ? '银行卡付款失败：您的卡被拒绝。' : 'Échec du paiement par carte\u00a0: Votre carte a été refusée.')).toBeVisible();
  }

  // The supervisor's order table says the same.
  const staff = await browser.newContext({ baseURL });
  const staffPage = await staff.newPage();
  await staffSignInThroughPage(staffPage, 'supervisor', '/agent/orders');
  const orders = new AgentOrdersModel(staffPage);
  await orders.search.fill(order.order_no);
  await expect(orders.row(order.order_no)).toContainText('Awaiting payment');
  await expect(orders.row(order.order_no)).toContainText('Payment failed');
  await staff.close();
});

test('the discount line has one name in the drawer, the checkout and the order, here in Chinese (优惠)', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  await savePosition(context, baseURL!);
  await page.goto('/supply');
  const session = await signInByApi(page, baseURL!);
  await addAddressByApi(page, baseURL!, session.token, 'Discount Diner');
  await page.goto('/supply');
  // 6 × $59.95 = $359.70: $10 off $300.
  await addToCart(page, [{ name: 'Peeled Garlic', times: 6 }]);

  await page.goto('/cn/supply');
  await page.getByRole('banner').getByTestId('cart-count').click();
  const drawerDiscount = page.getByRole('dialog', { name: /^购物车/ }).locator('p').filter({ hasText: '-$10.00' });
  await expect(drawerDiscount).toHaveText('优惠-$10.00');
  await page.keyboard.press('Escape');

  await page.goto('/supply');
  await startCheckoutFromDrawer(page);
  await page.getByRole('button', { name: 'Deliver here: Discount Diner' }).click();
  await expect(page).toHaveURL(/\/payment\?addressType=delivery$/);
  await page.goto('/cn/payment?addressType=delivery');
  const feeLines = page.getByTestId('fee-lines');
  await expect(feeLines).toContainText('优惠');
  await expect(feeLines).toContainText('-$10.00');

  await page.goto('/payment?addressType=delivery');
  const checkout = new CheckoutModel(page);
  await checkout.paymentType(/^Pay On Arrival \(Cash\)/).check();
  await checkout.placeAndConfirm();
  await expect(page).toHaveURL(/\/payment-result\?orderId=\d+/, { timeout: 20_000 });
  const orderId = Number(new URL(page.url()).searchParams.get('orderId'));
  await page.goto(`/cn/orderDetail?orderId=${orderId}`);
  const fees = page.locator('section').filter({ has: page.getByRole('heading', { name: '费用明细' }) });
  await expect(fees.getByText('优惠', { exact: true })).toBeVisible();
  await expect(fees).toContainText('-$10.00');
});
