import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { PlacedOrder } from '../../core/schemas/checkout';
import type { Menu } from '../../core/schemas/catalogue';
import { clientHeaders, DEFAULT_SIGNATURE_SALT } from '../../core/request-signature';
import { apiCall, signInByApi, uniqueDigits } from '../page-models/account';
import { addAddressByApi, placeOrderByApi } from '../page-models/checkout';
import { savePosition, seriousViolations, settled } from '../page-models/storefront';

/*
 * "Remind me to pay" (issue 19, spec §2.8 remind dialog): a buyer with an unpaid card order sees it
 * flagged in My Orders, opens the remind dialog, picks SMS and gets the pay link in the sandbox outbox;
 * e-mail without an address on the account says so. Orders are placed through the API.
 */
const SHOP_ID = 17243;
const SHOTS = process.env.REMIND_SHOTS_DIR ?? join('test-results', 'screenshots', 'payment-remind');
const SMS_FILE = join(process.env.E2E_OUTBOX_DIR ?? join('.data-e2e', 'outbox'), 'sms.jsonl');

async function smsTo(page: Page, to: string): Promise<{ to: string; text: string }[]> {
  const url = new URL(`/api/dev/outbox?channel=sms&to=${to}`, page.url());
  const headers = clientHeaders({ language: 'en', apiHost: url.host, salt: process.env.SIGNATURE_SALT ?? DEFAULT_SIGNATURE_SALT });
  const response = await page.request.get(url.toString(), { headers });
  if (response.ok()) return ((await response.json()) as { data: { list: { to: string; text: string }[] } }).data.list;
  const text = await readFile(SMS_FILE, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as { to: string; text: string })
    .filter((m) => m.to === to);
}

async function placeCardOrder(page: Page, baseURL: string, token: string): Promise<PlacedOrder> {
  const address = await addAddressByApi(page, baseURL, token, 'Remind Noodle House');
  const menu = await apiCall<Menu>(page.request, baseURL, `/api/webclient/menu?shop_id=${SHOP_ID}`);
  const product = menu.menus.flatMap((m) => m.products).find((p) => p.product_name === 'Baby Spinach');
  expect(product).toBeTruthy();
  return placeOrderByApi(page.request, baseURL, token, {
    product_items: [{ product_id: product!.product_id, qty: 3 }],
    payment_type: 'card',
    time_preference: 'asap',
    contact_id: address.id,
    keyPrefix: 'remind',
  });
}

test('an unpaid order is flagged; "Remind me to pay" sends the pay link by SMS; e-mail without an address says so', async ({ page, context, baseURL }) => {
  await savePosition(context, baseURL!);
  const digits = uniqueDigits();
  const session = await signInByApi(page, baseURL!, digits);
  const order = await placeCardOrder(page, baseURL!, session.token);

  await page.goto('/orders');
  const row = page.getByRole('table', { name: 'Your orders' }).getByRole('row').filter({ hasText: order.order_no });
  await expect(row).toContainText('Payment due');
  await row.getByRole('button', { name: `Remind me to pay order ${order.order_no}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Remind me to pay' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /SMS/ })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: /SMS/ })).toBeFocused();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await settled(page);
    await page.screenshot({ path: join(SHOTS, `remind-dialog-en-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  await dialog.getByRole('button', { name: 'Send reminder' }).click();
  await expect(dialog.getByRole('status')).toHaveText(`We sent the payment link to your phone. Sent to •••• ${digits.slice(-4)}.`);
  await expect
    .poll(async () => (await smsTo(page, `1${digits}`)).map((m) => m.text).find((text) => text.includes(order.order_no)) ?? '')
    .toMatch(new RegExp(`Pay here: http://[^ ]+/orderDetail\\?orderId=${order.order_id}$`));
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  // On the order detail, in French: e-mail, but the account has no address.
  await page.goto(`/fr/orderDetail?orderId=${order.order_id}`);
  await page.getByRole('button', { name: `Me rappeler de payer la commande ${order.order_no}` }).click();
  const fr = page.getByRole('dialog', { name: 'Me rappeler de payer' });
  await fr.getByRole('radio', { name: /Courriel/ }).check();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await settled(page);
    await page.screenshot({ path: join(SHOTS, `remind-dialog-fr-${width}.png`) });
  }
  await fr.getByRole('button', { name: 'Envoyer le rappel' }).click();
  await expect(fr.getByRole('alert')).toHaveText('Votre compte n’a pas d’adresse courriel. Ajoutez-en une dans votre profil ou choisissez le texto.');
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
});
