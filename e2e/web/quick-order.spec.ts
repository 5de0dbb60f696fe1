import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '../../core/schemas/common';
import { signInByApi } from '../page-models/account';
import { addAddressByApi, placeOrderByApi } from '../page-models/checkout';
import { addableProducts, QuickOrderModel } from '../page-models/quick-order';
import { savePosition, SCREENSHOTS, seriousViolations, settled, VIEWPORTS } from '../page-models/storefront';

/*
 * Bulk order entry (/quick-order) on the real server and the demo catalogue (shop 17243, delivery):
 * a signed-in buyer keys rows with the keyboard only, pastes rows from the clipboard (a bad SKU is
 * flagged and scrolled into view), uploads a CSV file and adds everything to the cart.
 */
const SHOP_ID = 17243;
const SPRING_WATER = 'DR-1003';
const BAD_SKU = 'NOPE-404';

test.beforeEach(async ({ context, baseURL }) => {
  await savePosition(context, baseURL!);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
});

/** Puts text on the clipboard and pastes it into the focused box with Ctrl+V. */
async function pasteText(page: Page, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('ControlOrMeta+V');
}

/** Saves <name>-<width>.png at both widths. */
async function screenshots(page: Page, name: string, ready: ReturnType<Page['locator']>) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expect(ready).toBeVisible();
    await settled(page);
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${viewport.width}.png` });
  }
  await page.setViewportSize(VIEWPORTS[0]);
}

test('a buyer keys rows with the keyboard, pastes rows with a bad SKU, uploads a CSV and adds it all to the cart', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.goto('/app-download');
  await signInByApi(page, baseURL!);
  const products = (await addableProducts(page, baseURL!, SHOP_ID)).filter((p) => p.sku !== SPRING_WATER);
  expect(products.length).toBeGreaterThan(30);
  const quick = new QuickOrderModel(page);
  await quick.goto();
  await expect(page.getByTestId('cart-count')).toHaveText('0');

  // Five rows, keyboard only: a SKU, then a name, then three SKUs.
  await quick.sku(1).focus();
  const [a, b, c, d] = products;
  await quick.keyRow(a!.sku, 2, new RegExp(a!.sku));
  await quick.keyRow('spring wat', 3, /Spring Water/);
  await quick.keyRow(b!.sku, 1);
  await quick.keyRow(c!.sku, 4);
  await quick.keyRow(d!.sku, 1);
  await expect(quick.sku(6)).toBeFocused();
  expect(await quick.table()).toEqual([
    { sku: a!.sku, qty: '2', status: 'ready' },
    { sku: SPRING_WATER, qty: '3', status: 'ready' },
    { sku: b!.sku, qty: '1', status: 'ready' },
    { sku: c!.sku, qty: '4', status: 'ready' },
    { sku: d!.sku, qty: '1', status: 'ready' },
  ]);
  await expect(quick.summary).toContainText('5 lines ready');

  // ↑ to row 5, Ctrl+Delete removes it, Ctrl+Z brings it back; Ctrl+Y redoes the removal, Ctrl+Z undoes it again.
  await page.keyboard.press('ArrowUp');
  await expect(quick.sku(5)).toBeFocused();
  await page.keyboard.press('Control+Delete');
  expect((await quick.table()).map((row) => row.sku)).toEqual([a!.sku, SPRING_WATER, b!.sku, c!.sku]);
  await page.keyboard.press('Control+Z');
  expect((await quick.table()).map((row) => row.sku)).toEqual([a!.sku, SPRING_WATER, b!.sku, c!.sku, d!.sku]);
  await page.keyboard.press('Control+Y');
  await page.keyboard.press('Control+Z');
  expect(await quick.table()).toHaveLength(5);

  // Paste 20 lines from the clipboard: a header, a repeat of row 1 (summed), an unknown SKU near the end.
  const pasted = products.slice(5, 23);
  const lines = ['SKU\tQTY', ...pasted.slice(0, 16).map((p) => `${p.sku}\t1`), `${a!.sku}\t3`, `${BAD_SKU}\t2`, ...pasted.slice(16).map((p) => `${p.sku}, 2`)];
  await quick.sku(6).focus();
  await pasteText(page, lines.join('\r\n'));
  await expect(quick.notice).toContainText('Read 20 rows. 1 row needs attention.');
  const bad = quick.rows.filter({ has: page.locator(`input[value="${BAD_SKU}"]`) });
  await expect(bad).toHaveAttribute('data-status', 'unknown');
  await expect(bad).toContainText('Unknown SKU or name');
  await expect(bad).toBeInViewport();
  const afterPaste = await quick.table();
  expect(afterPaste).toHaveLength(5 + 16 + 1 + 2);
  expect(afterPaste[0]).toEqual({ sku: a!.sku, qty: '5', status: 'ready' });

  // A CSV file: byte-order mark, CRLF, lower-case header, a quoted field, an empty qty (1).
  const [f, g] = products.slice(23, 25);
  await quick.csvInput.setInputFiles({
    name: 'order.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFFsku,qty\r\n"${f!.sku}",6\r\n${g!.sku},\r\n`),
  });
  await expect(quick.notice).toContainText('Read 2 rows.');
  const all = await quick.table();
  expect(all.slice(-2)).toEqual([
    { sku: f!.sku, qty: '6', status: 'ready' },
    { sku: g!.sku, qty: '1', status: 'ready' },
  ]);
  await expect(bad).toBeInViewport();

  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'quick-order-en', quick.heading);

  // Add to cart (Ctrl+Enter): every ready row goes in, the bad row stays with its reason.
  const units = all.filter((row) => row.status === 'ready').reduce((sum, row) => sum + Number(row.qty), 0);
  const readyLines = all.filter((row) => row.status === 'ready').length;
  await quick.sku(1).focus();
  await page.keyboard.press('Control+Enter');
  await expect(quick.report).toBeVisible();
  await expect(quick.report).toContainText(`${readyLines} lines went into the cart (${units} units).`);
  await expect(quick.report).toContainText('1 row with a problem stays in the grid.');
  await expect(quick.live).toContainText(`${readyLines} lines went into the cart`);
  await expect(page.getByTestId('cart-count')).toHaveText(String(units));
  expect(await quick.table()).toEqual([{ sku: BAD_SKU, qty: '2', status: 'unknown' }]);
  expect(await seriousViolations(page)).toEqual([]);

  // On to the cart drawer as usual.
  await quick.report.getByRole('button', { name: 'Open the cart' }).click();
  await expect(page.getByRole('dialog', { name: /^Cart/ })).toBeVisible();
});

test('refused rows: out of stock, delisted, over the max and a guest asked to log in', async ({ page }) => {
  const quick = new QuickOrderModel(page);
  await quick.goto();
  await quick.sku(1).focus();
  // PRD-1012 has no stock, MT-1026 is delisted, PRD-1015 allows 5 an order.
  await pasteText(page, 'PRD-1012 1\nMT-1026 1\nPRD-1015 9\nPRD-1004 2');
  await expect(quick.row(1)).toContainText('Out of stock');
  await expect(quick.row(2)).toContainText('Delisted');
  await expect(quick.row(3)).toContainText('Over the limit: at most 5 per order');
  await expect(quick.row(4)).toHaveAttribute('data-status', 'ready');
  // A guest builds the grid but is asked to log in to add; the rows stay.
  await quick.addButton.click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(quick.notice).toContainText('Log in to add these rows to your cart.');
  await page.keyboard.press('Escape');
  expect(await quick.table()).toHaveLength(4);
});

test('a line the shop cannot fill offers core’s substitute, which one click puts in its place', async ({ page }) => {
  const quick = new QuickOrderModel(page);
  await quick.goto();
  await quick.sku(1).focus();
  // OL-1022 Mustard Oil has no stock; Vegetable Oil (same category, price within 10 %) has.
  await pasteText(page, 'OL-1022 2\nPRD-1004 1');
  await expect(quick.row(1)).toContainText('Out of stock');
  const offer = quick.row(1).getByTestId('use-substitute');
  await expect(offer).toContainText('Similar in stock: Vegetable Oil');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'quick-order-substitute', offer);
  await offer.click();
  await expect(quick.row(1)).toHaveAttribute('data-status', 'ready');
  await expect(quick.sku(1)).toHaveValue('OL-1004');
  await expect(quick.row(1).getByRole('textbox', { name: /quantity/i })).toHaveValue('2');
});

test('the order guide fills the grid with usual quantities, and a past order fills it again', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await page.goto('/app-download');
  const session = await signInByApi(page, baseURL!);
  const products = await addableProducts(page, baseURL!, SHOP_ID);
  const address = await addAddressByApi(page, baseURL!, session.token, 'Guide Noodle House');
  const bought = products.slice(0, 4).map((p, i) => ({ product_id: p.product_id, qty: i + 2 }));
  const order = await placeOrderByApi(page.request, baseURL!, session.token, {
    product_items: bought,
    payment_type: 'cash',
    time_preference: '14:30',
    contact_id: address.id,
    keyPrefix: 'quick-order',
  });

  const quick = new QuickOrderModel(page);
  await quick.goto('/quick-order?guide=1');
  const guide = page.getByRole('table', { name: 'Items this customer ordered in the last 90 days' });
  await expect(guide.getByRole('row')).toHaveCount(1 + bought.length);
  // Alt+G: every guide item at its usual quantity.
  await quick.sku(1).focus();
  await page.keyboard.press('Alt+g');
  await expect(quick.notice).toContainText('Filled 4 items from the order guide.');
  const filled = await quick.table();
  expect(filled.map((row) => [row.sku, row.qty, row.status]).sort()).toEqual(
    bought.map((line) => [products.find((p) => p.product_id === line.product_id)!.sku, String(line.qty), 'ready']).sort(),
  );
  // Sorted by the customer's own order.
  await page.getByText('My order', { exact: true }).click();
  await expect(guide.getByRole('row').nth(1)).toContainText(products[0]!.sku);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'quick-order-guide-en', guide);

  // Order again: the past order's lines are added to the same rows (quantities summed).
  await page.getByRole('tab', { name: 'Order again' }).click();
  await page.getByRole('button', { name: `Fill the grid from order ${order.order_no}` }).click();
  await expect(quick.notice).toContainText(`Filled 4 lines from order ${order.order_no}.`);
  expect((await quick.table()).map((row) => row.qty).sort()).toEqual(bought.map((line) => String(line.qty * 2)).sort());

  // ?fromOrder= fills a fresh grid (a new page load) from that order.
  await quick.goto(`/quick-order?fromOrder=${order.order_id}`);
  await expect(quick.notice).toContainText(`from order ${order.order_no}`);
  expect(await quick.table()).toHaveLength(bought.length);
});

for (const locale of ['cn', 'fr'] as Locale[]) {
  test(`quick order in ${locale}: reasons in the page's language, screenshots`, async ({ page }) => {
    await page.goto(`/${locale}/quick-order`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const firstSku = page.locator('[data-row-id] [role="combobox"]').first();
    await expect(page.locator('[data-row-id]').first()).toHaveAttribute('data-status', 'empty');
    await expect(page.getByRole('toolbar').getByRole('button').first()).toBeEnabled({ timeout: 20_000 });
    await firstSku.focus();
    await pasteText(page, 'PRD-1001 2\nDE-1003 4\nPRD-1012 1\nNOPE-404 1\nDR-1003 12');
    const rows = page.locator('[data-row-id]');
    await expect(rows.nth(2)).toContainText(locale === 'cn' ? '缺货' : 'Rupture de stock');
    await expect(rows.nth(3)).toContainText(locale === 'cn' ? '未知的 SKU 或名称' : 'SKU ou nom inconnu');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, `quick-order-${locale}`, page.getByRole('heading', { level: 1 }));
  });
}
