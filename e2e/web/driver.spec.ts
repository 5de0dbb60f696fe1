import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { clientHeaders, DEFAULT_SIGNATURE_SALT } from '../../core/request-signature';
import type { Session } from '../../core/schemas/account';
import type { PlacedOrder } from '../../core/schemas/checkout';
import { PHOTO_MAX_BYTES } from '../../core/schemas/fulfilment';
import { pngBytes } from '../../tests/helpers/photo-fixture';
import { apiCall } from '../page-models/account';
import { newCustomerByApi, placeCashOrder, staffSessionByApi } from '../page-models/agent-orders';
import { LOCALE_PREFIXES, savePosition, seriousViolations, settled, VIEWPORTS } from '../page-models/storefront';

/*
 * The driver's screen (issue 15) at 390 px on the real server: orders placed through the API, taken
 * through the warehouse's steps as the demo supervisor (the dev shortcut runs applyAction), then the
 * demo driver signs in at /agent and lands on /driver, picks the delivery date, reads the stops (call,
 * maps in a new tab, the lines), is refused a 5 MB+ photo in the browser, and marks a stop delivered
 * with the receiver's name and a photo the buyer can then see. axe-clean; screenshots in en, cn, fr.
 */

const SHOTS = '/work/notes/shots/driver';
const DRIVER = { username: 'driver', password: 'driver-demo-2026' };
const PHONE = { width: 390, height: 844 };

async function advance(page: Page, baseURL: string, token: string, orderId: number, to: 'packed' | 'delivering') {
  await apiCall(page.request, baseURL, '/api/dev/fulfilment/advance', { method: 'POST', token, body: { order_id: orderId, to } });
}

/** `<name>-390.png` and `<name>-1280.png`; the whole page for lists, the screen for an open dialog. */
async function shoot(page: Page, name: string, ready: Locator, fullPage = true) {
  if (fullPage) await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (const viewport of [...VIEWPORTS].reverse()) {
    await page.setViewportSize(viewport);
    await expect(ready).toBeVisible();
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png`, fullPage });
  }
  await page.setViewportSize(PHONE);
}

test('a driver signs in at 390 px, reads the day’s stops and marks one delivered with a photo', async ({ page, context, baseURL }) => {
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  await savePosition(context, baseURL!);

  // Three cash orders of one new restaurant: two leave the warehouse, one is packed and waits.
  const buyer = await newCustomerByApi(page, baseURL!, 'Harbourfront Noodle House');
  const orders: PlacedOrder[] = [];
  for (const qty of [2, 3, 1]) orders.push(await placeCashOrder(page.request, baseURL!, buyer.token, buyer.contactId, qty));
  const [first, second, waiting] = orders as [PlacedOrder, PlacedOrder, PlacedOrder];
  const supervisor = await staffSessionByApi(page.request, baseURL!, 'supervisor');
  await advance(page, baseURL!, supervisor.token, first.order_id, 'delivering');
  await advance(page, baseURL!, supervisor.token, second.order_id, 'delivering');
  await advance(page, baseURL!, supervisor.token, waiting.order_id, 'packed');
  const detail = await apiCall<{ service_date: string }>(page.request, baseURL!, `/api/webclient/order/detail?order_id=${first.order_id}`, { token: buyer.token });
  const serviceDate = detail.service_date;

  // The driver signs in on a phone and lands on their stops.
  await page.setViewportSize(PHONE);
  await page.goto('/agent');
  await page.getByLabel('Username').fill(DRIVER.username);
  await page.getByLabel('Password').fill(DRIVER.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/driver$/);
  await expect(page.getByRole('heading', { name: 'Deliveries', level: 1 })).toBeVisible();
  await page.getByLabel('Delivery date').fill(serviceDate);

  const card = (order: PlacedOrder) => page.getByRole('article').filter({ hasText: `Order ${order.order_no}` });
  await expect(card(first)).toBeVisible();
  await expect(card(second)).toBeVisible();
  await expect(card(waiting)).toContainText('Packed, not left yet');
  await expect(card(waiting).getByRole('button', { name: 'Mark delivered' })).toHaveCount(0);
  await expect(card(first)).toContainText('Harbourfront Noodle House');
  await expect(card(first)).toContainText('Baby Spinach');
  await expect(card(first)).toContainText('× 2');
  const maps = card(first).getByRole('link', { name: /Open in Maps/ });
  await expect(maps).toHaveAttribute('target', '_blank');
  await expect(maps).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
  await expect(card(first).getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await shoot(page, 'stops-en', card(first));

  // The day's count: other specs share this server and this date, so it is read, not assumed.
  const countText = (await page.getByText(/^\d+ of \d+ delivered$/).textContent()) ?? '';
  const [doneBefore, stopsOfDay] = (countText.match(/\d+/g) ?? []).map(Number) as [number, number];
  expect(stopsOfDay).toBeGreaterThanOrEqual(3);

  // Mark delivered: the receiver is required; a photo over 5 MB is refused before any upload.
  await card(first).getByRole('button', { name: 'Mark delivered' }).click();
  const dialog = page.getByRole('dialog', { name: `Deliver order ${first.order_no}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Received by')).toBeFocused();
  await dialog.getByRole('button', { name: 'Confirm delivery' }).click();
  await expect(dialog.getByText('Enter the name of the person who received the order.')).toBeVisible();
  const photoInput = dialog.getByLabel('Photo (optional)');
  await expect(photoInput).toHaveAttribute('accept', 'image/png,image/jpeg');
  await expect(photoInput).toHaveAttribute('capture', 'environment');
  const small = pngBytes(48, [15, 122, 66]);
  await photoInput.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([small, Buffer.alloc(PHOTO_MAX_BYTES + 1 - small.length)]) });
  await expect(dialog.getByText('Each photo must be under 5 MB.')).toBeVisible();
  await photoInput.setInputFiles({ name: 'door.png', mimeType: 'image/png', buffer: small });
  await expect(dialog.getByRole('img', { name: 'The delivery photo' })).toBeVisible();
  await expect(dialog.getByText('Each photo must be under 5 MB.')).toHaveCount(0);
  await dialog.getByLabel('Received by').fill('Mei Lin');
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await shoot(page, 'deliver-dialog-en', dialog, false);
  await dialog.getByRole('button', { name: 'Confirm delivery' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(first)).toContainText('Delivered to Mei Lin');
  await expect(card(first)).toContainText('Photo saved');
  await expect(page.getByRole('heading', { name: 'Harbourfront Noodle House' }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `Order ${first.order_no} marked delivered.` })).toBeAttached();
  await expect(page.getByText(`${doneBefore + 1} of ${stopsOfDay} delivered`)).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);

  // The buyer's order is delivered, and the buyer (only) can see the photo the driver took.
  const driver = await apiCall<Session>(page.request, baseURL!, '/api/login', { method: 'POST', body: DRIVER });
  const stops = await apiCall<{ stops: { order_id: number; delivery_photo: string | null; receiver_name: string | null }[] }>(
    page.request,
    baseURL!,
    `/api/driver/stops?service_date=${serviceDate}`,
    { token: driver.token },
  );
  const stop = stops.stops.find((s) => s.order_id === first.order_id)!;
  expect(stop.receiver_name).toBe('Mei Lin');
  const photo = await page.request.get(stop.delivery_photo!, {
    headers: clientHeaders({ language: 'en', apiHost: new URL(baseURL!).host, salt: DEFAULT_SIGNATURE_SALT, token: buyer.token }),
  });
  expect(photo.status()).toBe(200);
  expect(photo.headers()['content-type']).toBe('image/png');
  expect(Buffer.from(await photo.body()).equals(small)).toBe(true);
  const stranger = await newCustomerByApi(page, baseURL!, 'Someone Else Cafe');
  const refused = await page.request.get(stop.delivery_photo!, {
    headers: clientHeaders({ language: 'en', apiHost: new URL(baseURL!).host, salt: DEFAULT_SIGNATURE_SALT, token: stranger.token }),
  });
  expect(refused.status()).toBe(404);

  // The same screen in every language, at both widths.
  for (const { locale, prefix } of LOCALE_PREFIXES) {
    await page.goto(`${prefix}/driver`);
    await page.locator('input[type="date"]').fill(serviceDate);
    await expect(card(first).or(page.getByRole('article').filter({ hasText: first.order_no }))).toBeVisible();
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await shoot(page, `stops-done-${locale}`, page.getByRole('article').filter({ hasText: first.order_no }));
    if (locale !== 'en') {
      await page.getByRole('article').filter({ hasText: second.order_no }).getByRole('button').first().click();
      const open = page.getByRole('dialog');
      await expect(open).toBeVisible();
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
      await shoot(page, `deliver-dialog-${locale}`, open, false);
      await page.keyboard.press('Escape');
      await expect(open).toBeHidden();
    }
  }
});
