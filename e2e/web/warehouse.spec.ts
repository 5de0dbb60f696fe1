import { mkdir } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { formatCents } from '../../core/format/currency';
import { packingSettlementInput } from '../../core/orders/packing-input';
import { settleOrder } from '../../core/orders/settlement';
import { apiCall } from '../page-models/account';
import { newCustomerByApi } from '../page-models/agent-orders';
import { DayOrdersModel, packingOrderByApi, PackingModel, placeWeighedCashOrder, warehouseSessionByApi, warehouseSignIn, WEIGHED } from '../page-models/warehouse';
import { LOCALE_PREFIXES, savePosition, seriousViolations, settled, VIEWPORTS } from '../page-models/storefront';

/*
 * The warehouse screens (issue 15) on the real server: a buyer's cash order with a catch-weight line
 * placed through the API; the warehouse user signs in at /agent and lands on /warehouse, accepts the
 * order with "Accept selected", packs it with a lighter weight on the weighed line (the screen's live
 * total drops as the weight is typed, and equals core's settlement and then the server's), saves and
 * sends it out for delivery. axe on each screen; screenshots in en, cn and fr at 1280 and 390 px.
 */

const SHOTS = process.env.WUI_SHOTS_DIR ?? 'artifacts/screenshots/warehouse';

test('a warehouse user accepts an order, packs a weighed line lighter, sees the lower total live, saves and sends it out', async ({ page, context, baseURL }) => {
  test.setTimeout(180_000);
  await savePosition(context, baseURL!);
  const buyer = await newCustomerByApi(page, baseURL!, 'Warehouse Bistro');
  const order = await placeWeighedCashOrder(page.request, baseURL!, buyer.token, buyer.contactId);

  // Signing in at /agent without ?next= lands a warehouse user on the day's orders.
  await warehouseSignIn(page);
  const day = new DayOrdersModel(page);
  await day.open(order.serviceDate);
  const row = day.row(order.order_no);
  await expect(row).toContainText('Processing');
  await expect(row).toContainText('Weighed');
  expect(await seriousViolations(page, 'main')).toEqual([]);

  // Select it and accept the selection.
  await row.getByRole('checkbox').check();
  await expect(day.acceptSelected).toHaveText('Accept selected (1)');
  await day.acceptSelected.click();
  await expect(day.feedback).toContainText('1 order accepted.');
  await expect(row).toContainText('Accepted');
  await expect(row.getByRole('checkbox')).toBeDisabled();

  // The pick list of the day (the tab keeps the day and shop), and its PDF through the web platform's download.
  await page.getByRole('link', { name: 'Pick list' }).click();
  await expect(page.getByTestId('pick-list')).toContainText(WEIGHED);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/^pick-list-.*\.pdf$/);
  await page.getByRole('link', { name: "Day's orders" }).click();

  // Pack: the weighed line is weighed lighter than its standard weight.
  await row.getByRole('link', { name: `Pack order ${order.order_no}` }).click();
  await expect(page).toHaveURL(new RegExp(`/warehouse/orders/${order.order_id}$`));
  const packing = new PackingModel(page);
  const staff = await warehouseSessionByApi(page.request, baseURL!);
  const view = await packingOrderByApi(page.request, baseURL!, staff.token, order.order_id);
  const weighed = view.lines.find((l) => l.name === WEIGHED)!;
  const plain = view.lines.find((l) => l.name !== WEIGHED)!;
  expect(weighed.unit_grams).not.toBeNull();
  const standardGrams = weighed.unit_grams! * weighed.qty;
  const lighter = Math.floor(standardGrams * 0.8);
  await expect(packing.settledTotal()).toHaveText(formatCents(Math.round(view.total * 100), 'en'));
  // Start packing: the order is "Preparing" (the buyer can no longer cancel online) and the form stays.
  await page.getByRole('button', { name: `Start packing order ${order.order_no}` }).click();
  await expect(packing.feedback).toContainText(`Packing of order ${order.order_no} started.`);
  await expect(page.getByRole('main')).toContainText('Preparing');

  // Keyboard: the quantity field, Enter to the weight, type it, Enter on to the next line's quantity.
  await packing.delivered(weighed.line_id).focus();
  await page.keyboard.press('Enter');
  await expect(packing.weight(weighed.line_id)).toBeFocused();
  await page.keyboard.type(String(lighter));
  const expected = settleOrder(
    packingSettlementInput(view, [
      { lineId: weighed.line_id, deliveredQty: weighed.qty, actualWeightGrams: lighter },
      { lineId: plain.line_id, deliveredQty: plain.qty, actualWeightGrams: null },
    ]),
  );
  expect(expected.settledTotalCents).toBeLessThan(Math.round(view.total * 100));
  await expect(packing.settledTotal()).toHaveText(formatCents(expected.settledTotalCents, 'en'));
  await expect(packing.difference).toContainText(`${formatCents(expected.differenceCents, 'en')} less than at checkout`);
  await expect(packing.line(weighed.line_id).getByTestId('line-settled')).toContainText(formatCents(expected.lines[0]!.settledRowTotalCents, 'en'));
  await page.keyboard.press('Enter');
  await expect(packing.delivered(plain.line_id)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(packing.save).toBeFocused();
  expect(await seriousViolations(page, 'main')).toEqual([]);

  // Save: the server settles to the same figure; then out for delivery.
  await page.keyboard.press('Enter');
  await expect(packing.feedback).toContainText(`Order ${order.order_no} packed: settled total ${formatCents(expected.settledTotalCents, 'en')}.`);
  await expect(page.getByRole('heading', { name: 'Packed' })).toBeVisible();
  const after = await packingOrderByApi(page.request, baseURL!, staff.token, order.order_id);
  expect(after.settlement?.settled_total).toBe(expected.settledTotalCents / 100);
  await page.getByRole('button', { name: `Send order ${order.order_no} out for delivery` }).click();
  await expect(packing.feedback).toContainText(`Order ${order.order_no} is out for delivery.`);
  await expect(page.getByRole('main')).toContainText('On the way');
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/packed-en-1280.png`, fullPage: true });

  // Cancel asks for the reason in a dialog (an empty one is refused by the form), and Back leaves the order as it is.
  await page.getByRole('button', { name: `Cancel order ${order.order_no}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${order.order_no}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Enter the reason for the customer.');
  await expect(dialog.getByLabel('Reason')).toBeFocused();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/cancel-dialog-en-1280.png` });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // Back on the list it reads "On the way" with the settled total and the charged one struck through.
  await day.open(order.serviceDate);
  await expect(row).toContainText('On the way');
  await expect(row).toContainText(formatCents(expected.settledTotalCents, 'en'));
});

test('the warehouse screens in en, cn and fr at 1280 and 390 px, axe-clean', async ({ page, context, baseURL }) => {
  test.setTimeout(240_000);
  await savePosition(context, baseURL!);
  await mkdir(SHOTS, { recursive: true });
  const buyer = await newCustomerByApi(page, baseURL!, 'Screenshot Diner');
  const order = await placeWeighedCashOrder(page.request, baseURL!, buyer.token, buyer.contactId);
  await placeWeighedCashOrder(page.request, baseURL!, buyer.token, buyer.contactId);
  const staff = await warehouseSessionByApi(page.request, baseURL!);
  const view = await packingOrderByApi(page.request, baseURL!, staff.token, order.order_id);
  const weighed = view.lines.find((l) => l.name === WEIGHED)!;

  await warehouseSignIn(page);
  const day = new DayOrdersModel(page);
  await day.open(order.serviceDate);
  // Someone else accepts it meanwhile: the click on the stale Accept shows the server's refusal, and the row catches up.
  await apiCall(page.request, baseURL!, '/api/fulfilment/accept', { method: 'POST', token: staff.token, body: { order_id: order.order_id } });
  await day.row(order.order_no).getByRole('button', { name: `Accept order ${order.order_no}` }).click();
  await expect(page.getByRole('alert').filter({ hasText: order.order_no })).toContainText('This order is now “Accepted”, so this step does not apply.');
  await expect(day.row(order.order_no)).toContainText('Accepted');

  for (const { locale, prefix } of LOCALE_PREFIXES) {
    const screens = [
      // The table from 768 px, cards below it: the order's link is visible in either.
      { name: 'orders', url: `${prefix}/warehouse?date=${order.serviceDate}&shop=17243`, ready: page.getByRole('link', { name: order.order_no, exact: true }) },
      { name: 'pick-list', url: `${prefix}/warehouse/pick-list?date=${order.serviceDate}&shop=17243`, ready: page.getByTestId('pick-list') },
      { name: 'packing', url: `${prefix}/warehouse/orders/${order.order_id}`, ready: page.getByTestId('packing-totals') },
    ];
    for (const screen of screens) {
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await page.goto(screen.url);
        await expect(screen.ready).toBeVisible();
        if (screen.name === 'packing') {
          await page.locator(`#pack-line-${weighed.line_id}-weight`).fill(String(Math.floor(weighed.unit_grams! * weighed.qty * 0.8)));
        }
        await settled(page);
        await page.screenshot({ path: `${SHOTS}/${screen.name}-${locale}-${viewport.width}.png`, fullPage: true });
        expect(await seriousViolations(page, 'main'), `${screen.name} ${locale} ${viewport.width}`).toEqual([]);
      }
    }
  }
});
