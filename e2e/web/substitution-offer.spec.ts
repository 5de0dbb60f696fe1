import { expect, test, type Page } from '@playwright/test';
import { apiCall, signInByApi } from '../page-models/account';
import { addAddressByApi, addToCart, startCheckoutFromDrawer, placeOrderByApi } from '../page-models/checkout';
import { addableProducts } from '../page-models/quick-order';
import { savePosition, SCREENSHOTS, seriousViolations, VIEWPORTS } from '../page-models/storefront';
import { SHOP_ID, warehouseSessionByApi, warehouseSignIn } from '../page-models/warehouse';

/*
 * Issue 20 on the real server and the demo catalogue: a line whose buyer asked to be asked is short
 * at packing; the packer's call sends the buyer a single-use link; the buyer accepts the substitute
 * on the offer page, and the link cannot be used twice.
 */
const GARLIC = 'Peeled Garlic';

test.beforeEach(async ({ context, baseURL }) => {
  await savePosition(context, baseURL!);
});

/** The first product the shop sells that core's rule finds a substitute for (qty 2). */
async function productWithSubstitute(page: Page, baseURL: string): Promise<{ id: number; substitute: number }> {
  for (const p of (await addableProducts(page, baseURL, SHOP_ID)).slice(0, 120)) {
    const s = await apiCall<{ substitute_id: number | null }>(page.request, baseURL, `/api/catalogue/substitute?shop_id=${SHOP_ID}&product_id=${p.product_id}&qty=2`);
    if (s.substitute_id !== null) return { id: p.product_id, substitute: s.substitute_id };
  }
  throw new Error('no product with a substitute in the demo catalogue');
}

/** A new buyer's cash order of 2 × a product with a substitute, the line marked `choice`. */
async function orderOfTwo(page: Page, baseURL: string, choice: 'similar' | 'ask') {
  await page.goto('/app-download');
  const { token } = await signInByApi(page, baseURL);
  const address = await addAddressByApi(page, baseURL, token, choice === 'ask' ? 'Substitution Diner' : 'Similar Diner');
  const chosen = await productWithSubstitute(page, baseURL);
  const placed = await placeOrderByApi(page.request, baseURL, token, {
    product_items: [{ product_id: chosen.id, qty: 2 }],
    payment_type: 'cash',
    contact_id: address.id,
    substitutions: [{ product_id: chosen.id, substitution: choice }],
    keyPrefix: `substitution-${choice}`,
  });
  return { token, chosen, placed };
}

test('the packer substitutes a short line the buyer allowed a similar item for, from the packing screen', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const { token, chosen, placed } = await orderOfTwo(page, baseURL!, 'similar');
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await savePosition(staffContext, baseURL!);
  await warehouseSignIn(staffPage);
  await staffPage.goto(`/warehouse/orders/${placed.order_id}`);
  await staffPage.getByRole('button', { name: `Accept order ${placed.order_no}` }).click();
  const line = staffPage.getByTestId('packing-line').first();
  await expect(line).toContainText('Buyer: similar item OK');
  await line.getByRole('button', { name: /^Substitute .*, as the buyer chose$/ }).click();
  await expect(line.getByTestId('line-substituted')).toContainText('Substitute for');
  expect(await seriousViolations(staffPage)).toEqual([]);
  await staffPage.screenshot({ path: `${SCREENSHOTS}/packing-substituted-en-1280.png` });
  await staffContext.close();
  const after = await apiCall<{ lines: { product_id: number }[] }>(page.request, baseURL!, `/api/webclient/order/detail?order_id=${placed.order_id}`, { token });
  expect(after.lines[0]!.product_id).toBe(chosen.substitute);
});

test('a buyer accepts a substitution from the link', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const { token, chosen, placed } = await orderOfTwo(page, baseURL!, 'ask');

  // The packer finds the line short: the buyer's 'ask' sends them the offer link.
  const staff = await warehouseSessionByApi(page.request, baseURL!);
  const packing = await apiCall<{ lines: { line_id: number }[] }>(page.request, baseURL!, `/api/fulfilment/order?order_id=${placed.order_id}`, { token: staff.token });
  const offered = await apiCall<{ outcome: string }>(page.request, baseURL!, '/api/fulfilment/substitute_line', {
    method: 'POST',
    token: staff.token,
    body: { order_id: placed.order_id, line_id: packing.lines[0]!.line_id },
  });
  expect(offered.outcome).toBe('offered');
  const outbox = await apiCall<{ list: { text: string }[] }>(page.request, baseURL!, '/api/dev/outbox?channel=sms&limit=50');
  const link = outbox.list.filter((m) => m.text.includes(placed.order_no)).map((m) => /\/substitution\?token=([\w-]+)/.exec(m.text)?.[1]).find(Boolean);
  expect(link, 'the offer link in the SMS').toBeTruthy();

  // Screenshots of the pending offer in each language, then the buyer accepts.
  for (const prefix of ['', '/cn', '/fr']) {
    await page.goto(`${prefix}/substitution?token=${link}`);
    await expect(page.getByRole('button', { name: /Accept|接受|Accepter/ })).toBeVisible();
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.screenshot({ path: `${SCREENSHOTS}/substitution-offer${prefix.replace('/', '-') || '-en'}-${viewport.width}.png`, fullPage: true });
    }
    await page.setViewportSize(VIEWPORTS[0]);
  }
  await page.goto(`/substitution?token=${link}`);
  const main = page.getByRole('main');
  await expect(main.getByText('We propose')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await main.getByRole('button', { name: 'Accept' }).click();
  await expect(main.getByRole('status')).toHaveText('Accepted: we will deliver the substitute.');

  // The order now holds the substitute; the link works once.
  const after = await apiCall<{ lines: { product_id: number; substituted_from?: string }[] }>(page.request, baseURL!, `/api/webclient/order/detail?order_id=${placed.order_id}`, { token });
  expect(after.lines[0]).toMatchObject({ product_id: chosen.substitute, substituted_from: expect.any(String) });
  await page.reload();
  await expect(main.getByRole('status')).toHaveText('Accepted: we will deliver the substitute.');
  await expect(main.getByRole('button', { name: 'Accept' })).toHaveCount(0);

  // The buyer's order page names what the substitute replaced.
  await page.goto(`/orderDetail?orderId=${placed.order_id}`);
  await expect(page.getByTestId('line-substituted-from').first()).toHaveText(`Substitute for ${after.lines[0]!.substituted_from}`);
});

test('checkout lets each line choose its substitution, by default the customer’s preference', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await page.goto('/supply');
  const session = await signInByApi(page, baseURL!);
  const name = 'Substitution Checkout Diner';
  await addAddressByApi(page, baseURL!, session.token, name);
  await page.goto('/supply');
  await addToCart(page, [{ name: GARLIC, times: 2 }]);
  await startCheckoutFromDrawer(page);
  await expect(page).toHaveURL(/\/addressBook\?enableSelect=1/);
  await page.getByRole('button', { name: `Deliver here: ${name}` }).click();
  await expect(page).toHaveURL(/\/payment\?addressType=delivery$/);
  const choice = page.getByTestId('line-substitution').first();
  await expect(choice).toHaveValue('ask');
  await choice.selectOption('similar');
  await expect(choice).toHaveValue('similar');
  expect(await seriousViolations(page)).toEqual([]);
  for (const prefix of ['', '/cn', '/fr']) {
    await page.goto(`${prefix}/payment?addressType=delivery`);
    const line = page.getByTestId('checkout-line').first();
    await expect(line.getByTestId('line-substitution')).toBeVisible();
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await line.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENSHOTS}/checkout-substitution${prefix.replace('/', '-') || '-en'}-${viewport.width}.png` });
    }
    await page.setViewportSize(VIEWPORTS[0]);
  }
});
