import { expect, test, type Page } from '@playwright/test';
import { signInByApi, uniqueDigits } from '../page-models/account';
import { issueLinkByApi } from '../page-models/agent-console';
import { placeCashOrder, staffSessionByApi, staffSignInThroughPage } from '../page-models/agent-orders';
import { addAddressByApi, addToCart } from '../page-models/checkout';
import { CartModel } from '../page-models/cart';
import { smsMessages } from '../page-models/login';
import { LOCALE_PREFIXES, savePosition, SCREENSHOTS, seriousViolations, settled, VIEWPORTS } from '../page-models/storefront';

/*
 * Issue 20 screens on the real server and the demo catalogue (shop 17243): a buyer saves the cart as
 * a standing order from the cart drawer, pauses it, resumes it and skips the next delivery; a customer
 * confirms an agent's order from the read-back link and the agent's order view shows the confirmation.
 */
const GARLIC = 'Peeled Garlic';

test.beforeEach(async ({ context, baseURL }) => {
  await savePosition(context, baseURL!);
});

async function screenshots(page: Page, name: string, path: string, ready: (page: Page) => Promise<void>) {
  for (const { locale, prefix } of LOCALE_PREFIXES) {
    await page.goto(`${prefix}${path}`);
    await ready(page);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.evaluate(() => window.scrollTo(0, 0));
      await settled(page);
      await page.screenshot({ path: `${SCREENSHOTS}/${name}-${locale}-${viewport.width}.png`, fullPage: true });
    }
    await page.setViewportSize(VIEWPORTS[0]);
  }
}

test('a buyer saves the cart as a standing order, pauses it, resumes it and skips the next delivery', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await page.goto('/supply');
  const session = await signInByApi(page, baseURL!);
  await addAddressByApi(page, baseURL!, session.token, 'Standing Order Diner');
  await page.goto('/supply');
  await addToCart(page, [{ name: GARLIC, times: 2 }]);

  // The cart drawer leads to the dialog with the cart's lines.
  const cart = new CartModel(page);
  await cart.open();
  await cart.drawer.getByRole('link', { name: 'Save cart as standing order' }).click();
  // The dialog opens over the page at once, and a modal hides the page's heading from the
  // accessibility tree: the heading is checked once the dialog has closed.
  await expect(page).toHaveURL(/\/standing-orders\?fromCart=1$/);
  const dialog = page.getByRole('dialog', { name: 'Save cart as standing order' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(GARLIC);
  await expect(dialog).toContainText('× 2');
  await dialog.getByRole('button', { name: 'Save standing order' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose at least one delivery day.');
  for (const day of ['Monday', 'Wednesday', 'Friday']) await dialog.getByLabel(day, { exact: true }).check();
  await expect(dialog.getByLabel('Delivery address')).toContainText('Standing Order Diner');
  expect(await seriousViolations(page)).toEqual([]);
  // A standing order by card or bank debit needs it on file: with neither saved, both are offered but
  // cannot be chosen, the dialog says why, and cash on delivery is what it will use.
  const payment = dialog.getByLabel('Payment');
  await expect(payment).toHaveValue('cash');
  await expect(payment.locator('option[value="card"]')).toBeDisabled();
  await expect(payment.locator('option[value="card"]')).toHaveText(/none on file/);
  await expect(payment.locator('option[value="pay_later"]')).toHaveCount(0);
  await expect(dialog.getByText('Card and bank debit use what you saved under Payment methods', { exact: false })).toBeVisible();
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await settled(page);
    await page.screenshot({ path: `${SCREENSHOTS}/standing-orders-create-en-${viewport.width}.png` });
  }
  await page.setViewportSize(VIEWPORTS[0]);
  await dialog.getByRole('button', { name: 'Save standing order' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Standing orders' })).toBeVisible();

  const status = page.getByTestId('standing-status');
  await expect(status).toHaveText('Standing order saved.');
  const order = page.getByTestId('standing-order');
  await expect(order).toHaveCount(1);
  await expect(order.getByRole('heading', { name: 'Every Mon, Wed, Fri' })).toBeVisible();
  await expect(order).toContainText('Placed 2 h before the cut-off · Cash on delivery');
  await expect(order).toContainText(GARLIC);
  await expect(order.getByTestId('standing-state')).toHaveText('Active');
  const next = (await order.getByTestId('standing-next').textContent())!;
  expect(next).toMatch(/^(Mon|Wed|Fri), \w{3} \d{1,2}, \d{4}$/);

  await order.getByRole('button', { name: 'Pause' }).click();
  await expect(status).toHaveText('Standing order for every Mon, Wed, Fri paused: nothing will be placed until you resume it.');
  await expect(order.getByTestId('standing-state')).toHaveText('Paused');
  await expect(order.getByTestId('standing-next')).toHaveText('None while paused');
  await expect(order.getByRole('button', { name: 'Skip next delivery' })).toBeDisabled();
  await order.getByRole('button', { name: 'Resume' }).click();
  await expect(order.getByTestId('standing-state')).toHaveText('Active');

  await order.getByRole('button', { name: 'Skip next delivery' }).click();
  await expect(status).toHaveText(`The delivery of ${next} is skipped.`);
  await expect(order.getByTestId('standing-skipped')).toHaveText(next);
  await expect(order.getByTestId('standing-next')).not.toHaveText(next);

  // The user menu leads here too.
  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('menuitem', { name: 'Standing orders' }).click();
  await expect(order).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);

  // Edit products: the dialog steps quantities; delete asks first.
  await order.getByRole('button', { name: 'Edit products' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit products' });
  await edit.getByRole('button', { name: `One more ${GARLIC}` }).click();
  await expect(edit.getByRole('textbox', { name: GARLIC })).toHaveValue('3');
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize(VIEWPORTS[1]);
  await settled(page);
  await page.screenshot({ path: `${SCREENSHOTS}/standing-orders-edit-en-390.png` });
  await page.setViewportSize(VIEWPORTS[0]);
  await edit.getByRole('button', { name: 'Save products' }).click();
  await expect(status).toHaveText('Products saved.');
  await expect(order).toContainText('× 3');

  await screenshots(page, 'standing-orders', '/standing-orders', async (p) => {
    await expect(p.getByTestId('standing-order')).toHaveCount(1);
  });

  await page.goto('/standing-orders');
  await order.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this standing order?' });
  await confirm.getByRole('button', { name: 'Delete standing order' }).click();
  await expect(order).toHaveCount(0);
  await expect(page.getByText('No standing orders yet.')).toBeVisible();

  // Order settings on the profile: substitution preference and read-back confirmation.
  await page.goto('/profile');
  const settings = page.getByRole('region', { name: 'Order settings' });
  await settings.getByRole('radio', { name: /^Never substitute/ }).check();
  await settings.getByRole('checkbox', { name: /^Require read-back confirmation/ }).check();
  await settings.getByRole('button', { name: 'Save order settings' }).click();
  await expect(settings.getByRole('status')).toHaveText('Order settings saved.');
  expect(await seriousViolations(page)).toEqual([]);
  await page.reload();
  await expect(settings.getByRole('radio', { name: /^Never substitute/ })).toBeChecked();
  await expect(settings.getByRole('checkbox', { name: /^Require read-back confirmation/ })).toBeChecked();
});

test("a customer confirms an agent's order from the read-back link and the agent's order shows it", async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  await page.goto('/app-download');
  const digits = uniqueDigits();
  const session = await signInByApi(page, baseURL!, digits);
  const address = await addAddressByApi(page, baseURL!, session.token, 'Read-back Bistro');
  const staff = await staffSessionByApi(page.request, baseURL!, 'agent');
  const link = await issueLinkByApi(page.request, baseURL!, staff.token, session.user.cid);
  const placed = await placeCashOrder(page.request, baseURL!, link.token, address.id, 2);

  // The read-back text with its single-use link, in the customer's language (English here).
  const phoneNum = `1${digits}`;
  let path = '';
  await expect
    .poll(async () => {
      const text = (await smsMessages(page, phoneNum)).find((m) => m.text.includes(placed.order_no))?.text ?? '';
      path = /https?:\/\/[^/\s]+(\/readback\?token=[\w-]+)/.exec(text)?.[1] ?? /(\/readback\?token=[\w-]+)/.exec(text)?.[1] ?? '';
      return path;
    })
    .toMatch(/^\/readback\?token=/);

  // A link that is not this customer's answers in the page's language.
  await page.goto('/fr/readback?token=abcdefghijklmnopqrstuvwxyz012345');
  await expect(page.getByTestId('readback-problem')).toHaveText("Ce lien de confirmation n'est pas valide pour votre compte.");

  await screenshots(page, 'readback', path, async (p) => {
    await expect(p.getByTestId('readback-total')).toBeVisible();
  });

  // The agent's console: awaiting the customer's confirmation, with a reminder.
  const agentPage = await context.newPage();
  await staffSignInThroughPage(agentPage, 'agent', `/agent/orders/${placed.order_id}`);
  const state = agentPage.getByTestId('readback-state');
  await expect(state).toHaveText("Awaiting the customer's confirmation");
  await expect(agentPage.getByRole('button', { name: 'Send reminder' })).toBeVisible();
  expect(await seriousViolations(agentPage)).toEqual([]);

  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your order' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Order ${placed.order_no}` })).toBeVisible();
  await expect(page.getByRole('row', { name: /Baby Spinach 2/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Confirm order' }).click();
  await expect(page.getByTestId('readback-confirmed')).toContainText('Confirmed on');
  await page.reload();
  await expect(page.getByTestId('readback-confirmed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm order' })).toHaveCount(0);

  await agentPage.reload();
  await expect(state).toHaveText(/^Confirmed by the customer at \d{1,2}:\d{2}$/);
  await expect(agentPage.getByRole('button', { name: 'Send reminder' })).toHaveCount(0);
  await agentPage.screenshot({ path: `${SCREENSHOTS}/readback-agent-en-1280.png`, fullPage: true });
});
