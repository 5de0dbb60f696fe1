import { mkdir } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Session } from '../../core/schemas/account';
import type { PlacedOrder } from '../../core/schemas/checkout';
import type { PackingOrder } from '../../core/schemas/fulfilment';
import { apiCall, signInByApi } from '../page-models/account';
import { placeCashOrder } from '../page-models/agent-orders';
import { addAddressByApi } from '../page-models/checkout';
import { LOCALE_PREFIXES, savePosition, seriousViolations, settled, VIEWPORTS } from '../page-models/storefront';
import { pngBytes } from '../../tests/helpers/photo-fixture';

/*
 * Claims (issue 15; spec §9) on the real server: a buyer's cash order of Baby Spinach (fresh goods)
 * is brought to "delivered" through the warehouse and driver APIs; the buyer reports a damaged unit
 * with a photo from the order detail; the warehouse approves it at /warehouse/claims; the buyer sees
 * the decision. axe-clean; screenshots in en, cn and fr at 1280 and 390 px.
 */
const SHOTS = '/work/notes/shots/claims';
const STAFF = {
  warehouse: { username: 'warehouse', password: 'warehouse-demo-2026' },
  driver: { username: 'driver', password: 'driver-demo-2026' },
} as const;

const staffLogin = (request: APIRequestContext, baseURL: string, who: keyof typeof STAFF) =>
  apiCall<Session>(request, baseURL, '/api/login', { method: 'POST', body: STAFF[who] });

/** The order as the warehouse packs it in full, sends it out, and the driver delivers it. */
async function deliver(request: APIRequestContext, baseURL: string, orderId: number) {
  const warehouse = await staffLogin(request, baseURL, 'warehouse');
  const driver = await staffLogin(request, baseURL, 'driver');
  const post = (path: string, token: string, body: unknown) => apiCall(request, baseURL, path, { method: 'POST', token, body });
  await post('/api/fulfilment/accept', warehouse.token, { order_id: orderId });
  const packing = await apiCall<PackingOrder>(request, baseURL, `/api/fulfilment/order?order_id=${orderId}`, { token: warehouse.token });
  await post('/api/fulfilment/pack', warehouse.token, {
    order_id: orderId,
    lines: packing.lines.map((l) => ({ line_id: l.line_id, delivered_qty: l.qty, actual_weight_grams: l.need_weigh ? (l.unit_grams ?? 0) * l.qty : null })),
  });
  await post('/api/fulfilment/out_for_delivery', warehouse.token, { order_id: orderId });
  await post('/api/driver/deliver', driver.token, { order_id: orderId, receiver_name: 'Chef Lin' });
}

/** A signed-in buyer in the page with a delivered cash order of `qty` × Baby Spinach. */
async function deliveredOrder(page: Page, baseURL: string, qty: number): Promise<PlacedOrder> {
  await page.goto('/app-download');
  const session = await signInByApi(page, baseURL);
  const address = await addAddressByApi(page, baseURL, session.token, 'Claims Noodle House');
  const order = await placeCashOrder(page.request, baseURL, session.token, address.id, qty);
  await deliver(page.request, baseURL, order.order_id);
  return order;
}

/** Staff sign-in through /agent, going on to the claims queue. */
async function staffSignIn(page: Page, prefix = '') {
  await page.goto(`${prefix}/agent?next=${encodeURIComponent(`${prefix}/warehouse/claims`)}`);
  await page.locator('input[autocomplete="username"]').fill(STAFF.warehouse.username);
  await page.locator('input[autocomplete="current-password"]').fill(STAFF.warehouse.password);
  await page.locator('form:has(input[autocomplete="current-password"]) button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/warehouse/claims$`));
}

async function shoot(page: Page, name: string) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png`, fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS[0]);
}

test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

test.beforeEach(async ({ context, baseURL }) => {
  await savePosition(context, baseURL!);
});

test('a buyer reports a damaged item with a photo, the warehouse approves it, the buyer sees the decision', async ({ page, browser, baseURL }) => {
  // The whole journey, both sides, with screenshots at two widths and axe on each page: ~55 s on a loaded 2-core machine.
  test.setTimeout(120_000);
  const order = await deliveredOrder(page, baseURL!, 3);

  await page.goto(`/orderDetail?orderId=${order.order_id}`);
  const panel = page.getByRole('region', { name: 'Problems with this order' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('3 delivered')).toBeVisible();
  await panel.getByRole('button', { name: /Report a problem with Baby Spinach/ }).click();

  const dialog = page.getByRole('dialog', { name: 'Report a problem' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: 'Damaged' }).check();
  await dialog.getByLabel('Quantity').fill('1');
  await dialog.getByLabel('Details (optional)').fill('Leaves crushed, box wet');
  // A file over 5 MB is refused before upload, in words.
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(dialog.getByRole('alert')).toHaveText('huge.png is larger than 5 MB.');
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'spinach.png', mimeType: 'image/png', buffer: pngBytes(24) });
  await expect(dialog.getByRole('img', { name: 'Photo 1 of your report' })).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/buyer-dialog-en-${viewport.width}.png` });
  }
  await page.setViewportSize(VIEWPORTS[0]);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole('status')).toHaveText('Your report was sent. Our answer will appear on this page.');
  await expect(panel.getByText('Waiting for review by our warehouse.')).toBeVisible();
  await expect(panel.getByRole('img', { name: 'Photo 1 of your report' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The warehouse, in its own browser.
  const staffContext = await browser.newContext();
  await savePosition(staffContext, baseURL!);
  const staff = await staffContext.newPage();
  await staffSignIn(staff);
  const card = staff.getByRole('article', { name: new RegExp(`Order ${order.order_no}`) });
  await expect(card).toBeVisible();
  await expect(card.getByText('Leaves crushed, box wet')).toBeVisible();
  await expect(card.getByRole('img', { name: /Photo 1 of claim/ })).toBeVisible();
  await expect(card.getByText(/Approval gives back \$\d+\.\d\d/)).toBeVisible();
  expect(await seriousViolations(staff)).toEqual([]);
  // The photo opens large, and closes back to its thumbnail.
  await card.getByRole('button', { name: /Photo 1 of claim \d+ \(open large\)/ }).click();
  const large = staff.getByRole('dialog', { name: /Photo 1 of claim/ });
  await expect(large.getByRole('img')).toBeVisible();
  expect(await seriousViolations(staff, '[role="dialog"]')).toEqual([]);
  await staff.screenshot({ path: `${SHOTS}/staff-photo-en-1280.png` });
  await staff.keyboard.press('Escape');
  await expect(large).toBeHidden();
  await expect(card.getByRole('button', { name: /Photo 1 of claim/ })).toBeFocused();
  await shoot(staff, 'staff-queue-en');
  await card.getByRole('button', { name: 'Approve: refund' }).click();
  await expect(staff.getByRole('status').filter({ hasText: /approved/ })).toBeVisible();
  await expect(card).toBeHidden();
  await staff.getByRole('button', { name: 'Approved' }).click();
  await expect(staff.getByRole('article', { name: new RegExp(`Order ${order.order_no}`) }).getByText(/Refund to the original payment method/)).toBeVisible();
  expect(await seriousViolations(staff)).toEqual([]);
  await shoot(staff, 'staff-approved-en');

  // The buyer sees the decision.
  await page.reload();
  // A cash order not paid yet: the refund comes off what the buyer owes.
  await expect(panel.getByText(/Approved: \$\d+\.\d\d taken off what you owe/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await panel.scrollIntoViewIfNeeded();
  await shoot(page, 'buyer-decided-en');

  // The same screens in Chinese and French.
  for (const { locale, prefix } of LOCALE_PREFIXES.filter((l) => l.locale !== 'en')) {
    await page.goto(`${prefix}/orderDetail?orderId=${order.order_id}`);
    await expect(page.locator('section[aria-labelledby]').filter({ has: page.locator('img') }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, `buyer-decided-${locale}`);
    const trigger = page.locator('button[aria-label]').filter({ hasText: locale === 'cn' ? '报告问题' : 'Signaler un problème' }).first();
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await settled(page);
      await page.screenshot({ path: `${SHOTS}/buyer-dialog-${locale}-${viewport.width}.png` });
    }
    await page.setViewportSize(VIEWPORTS[0]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    // Focus goes back to the button that opened it.
    await expect(trigger).toBeFocused();

    await staff.goto(`${prefix}/warehouse/claims`);
    await staff.getByRole('button', { name: locale === 'cn' ? '已批准' : 'Approuvée' }).click();
    await expect(staff.getByRole('article').first()).toBeVisible();
    expect(await seriousViolations(staff)).toEqual([]);
    await shoot(staff, `staff-approved-${locale}`);
  }
  await staffContext.close();
});

test('a pending claim in the queue, in cn and fr (screenshots), and a rejection the buyer reads', async ({ page, browser, baseURL }) => {
  const order = await deliveredOrder(page, baseURL!, 2);
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('supply-desk:TOKEN') ?? '{}').value as string);
  const line = (await apiCall<{ lines: { line_id: number }[] }>(page.request, baseURL!, `/api/claims?order_id=${order.order_id}`, { token })).lines[0]!;
  const photo = `data:image/png;base64,${pngBytes(24).toString('base64')}`;
  await apiCall(page.request, baseURL!, '/api/claims', {
    method: 'POST',
    token,
    body: { order_id: order.order_id, line_id: line.line_id, qty: 1, kind: 'poor_quality', note: 'Yellow leaves', photos: [photo, photo] },
  });

  const staffContext = await browser.newContext();
  await savePosition(staffContext, baseURL!);
  const staff = await staffContext.newPage();
  await staffSignIn(staff);
  for (const { locale, prefix } of LOCALE_PREFIXES) {
    await staff.goto(`${prefix}/warehouse/claims`);
    await expect(staff.getByRole('article').filter({ hasText: order.order_no })).toBeVisible();
    await expect(staff.getByRole('article').filter({ hasText: order.order_no }).getByRole('img')).toHaveCount(2);
    expect(await seriousViolations(staff)).toEqual([]);
    await shoot(staff, `staff-queue-pending-${locale}`);
  }
  const card = staff.getByRole('article').filter({ hasText: order.order_no });
  await staff.goto('/warehouse/claims');
  await card.getByRole('button', { name: 'Reject' }).click();
  const dialog = staff.getByRole('dialog');
  // Escape closes it and gives focus back to Reject; open it again.
  await staff.keyboard.press('Escape');
  await expect(card.getByRole('button', { name: 'Reject' })).toBeFocused();
  await staff.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Reject claim' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please give a reason.');
  await dialog.getByLabel('Reason (the buyer reads it)').fill('Baby spinach leaves yellow at the edges within its shelf life.');
  expect(await seriousViolations(staff, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Reject claim' }).click();
  await expect(dialog).toBeHidden();
  await expect(staff.getByRole('status').filter({ hasText: /rejected/ })).toBeVisible();
  await staffContext.close();

  await page.goto(`/orderDetail?orderId=${order.order_id}`);
  await expect(page.getByText('Not approved: Baby spinach leaves yellow at the edges within its shelf life.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
