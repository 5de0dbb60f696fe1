import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type { PlacedOrder } from '../../core/schemas/checkout';
import {
  agentLinkFor,
  AgentOrdersModel,
  csvRows,
  DEMO_STAFF,
  firstContactId,
  newCustomerByApi,
  placeCashOrder,
  staffSessionByApi,
  staffSignInThroughPage,
} from '../page-models/agent-orders';
import { LOCALE_PREFIXES, savePosition, screenshotBothWidths, seriousViolations } from '../page-models/storefront';

/*
 * The agent order tables (issue 7) on the real server: orders placed through the API as the demo
 * agent (agent links for two demo restaurants) and by an ordinary customer; then the supervisor's
 * table (filter by agent, sort by total, keyboard rows, detail with agent id and audit, CSV export),
 * the audit page, and an agent who sees only their own orders.
 */

interface Seeded {
  agentId: number;
  byAgent: PlacedOrder[];
  ordinary: PlacedOrder;
}

async function seedOrders(page: Page, baseURL: string): Promise<Seeded> {
  const agent = await staffSessionByApi(page.request, baseURL, 'agent');
  const rosa = await agentLinkFor(page.request, baseURL, agent.token, 'Trattoria Nonna Rosa');
  const sakura = await agentLinkFor(page.request, baseURL, agent.token, 'Sakura Sushi Bar');
  const rosaContact = await firstContactId(page.request, baseURL, rosa.token);
  const sakuraContact = await firstContactId(page.request, baseURL, sakura.token);
  const byAgent = [
    await placeCashOrder(page.request, baseURL, rosa.token, rosaContact, 1),
    await placeCashOrder(page.request, baseURL, sakura.token, sakuraContact, 4),
    await placeCashOrder(page.request, baseURL, rosa.token, rosaContact, 2),
  ];
  const customer = await newCustomerByApi(page, baseURL, 'Orders Table Diner');
  const ordinary = await placeCashOrder(page.request, baseURL, customer.token, customer.contactId, 3);
  return { agentId: agent.user.aid, byAgent, ordinary };
}

test('a supervisor filters by agent, sorts by total, opens an order with the keyboard, reads its audit, exports CSV; an agent sees only theirs', async ({
  page,
  context,
  baseURL,
  browser,
}) => {
  test.setTimeout(240_000);
  // Without a saved position the storefront opens the position dialog on the home page first.
  await savePosition(context, baseURL!);
  const seeded = await seedOrders(page, baseURL!);
  const [first, second, third] = seeded.byAgent as [PlacedOrder, PlacedOrder, PlacedOrder];

  // The supervisor signs in at /agent and lands on the orders table: everyone's orders.
  await staffSignInThroughPage(page, 'supervisor', '/agent/orders');
  const orders = new AgentOrdersModel(page);
  await expect(orders.heading).toBeVisible();
  for (const order of [...seeded.byAgent, seeded.ordinary]) await expect(orders.row(order.order_no)).toHaveCount(1);
  await expect(orders.row(seeded.ordinary.order_no)).toContainText('Customer');
  await expect(orders.row(first.order_no)).toContainText(DEMO_STAFF.agent.name);
  expect(await seriousViolations(page, 'main')).toEqual([]);

  // Filter by the demo agent: the customer's own order goes, the URL carries the filter.
  await orders.agentFilter.selectOption({ label: DEMO_STAFF.agent.name });
  await expect(page).toHaveURL(new RegExp(`agent_id=${seeded.agentId}`));
  await expect(orders.row(seeded.ordinary.order_no)).toHaveCount(0);
  for (const order of seeded.byAgent) await expect(orders.row(order.order_no)).toHaveCount(1);

  // Sort by total: largest first, then smallest first.
  await orders.sortButton('Total').click();
  await expect(page).toHaveURL(/sort=total&dir=desc/);
  await expect(orders.table.getByRole('columnheader', { name: /Total/ })).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(async () => (await orders.totals()).every((v, i, all) => i === 0 || all[i - 1]! >= v)).toBe(true);
  await orders.sortButton('Total').click();
  await expect(page).toHaveURL(/sort=total&dir=asc/);
  await expect(orders.table.getByRole('columnheader', { name: /Total/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(async () => (await orders.totals()).every((v, i, all) => i === 0 || all[i - 1]! <= v)).toBe(true);
  const sortedUrl = page.url();

  // The keyboard: the body is one tab stop; ↓/↑/End/Home move the active row; Enter opens it.
  const rows = orders.bodyRows;
  const count = await rows.count();
  expect(count).toBeGreaterThanOrEqual(3);
  // After the last sortable header comes the body: one tab stop, on its active row.
  await orders.sortButton('Total').focus();
  await page.keyboard.press('Tab');
  await expect(rows.nth(0)).toBeFocused();
  await expect(rows.locator('[tabindex="0"]')).toHaveCount(0);
  await expect(orders.table.locator('tbody [tabindex="0"]')).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await expect(rows.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(rows.nth(count - 1)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(rows.nth(0)).toBeFocused();
  const numbers = await orders.orderNumbers();
  const target = numbers.indexOf(third.order_no);
  expect(target).toBeGreaterThanOrEqual(0);
  for (let i = 0; i < target; i += 1) await page.keyboard.press('ArrowDown');
  await expect(rows.nth(target)).toBeFocused();
  await page.keyboard.press('Enter');

  // The detail: agent id and name, the customer, the audit entry of the placed order.
  await expect(page).toHaveURL(new RegExp(`/agent/orders/${third.order_id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order #${third.order_no}` })).toBeVisible();
  await expect(page.getByTestId('order-agent')).toHaveText(`${DEMO_STAFF.agent.name} (agent ID ${seeded.agentId})`);
  await expect(page.getByText('Trattoria Nonna Rosa (ID')).toBeVisible();
  const audit = page.getByRole('region', { name: 'Agent actions on this order' });
  await expect(audit).toContainText('Order placed');
  await expect(audit).toContainText(new RegExp(`Order ${third.order_no} · \\$\\d+\\.\\d{2} · 1 line`));
  // Not in agent mode for this customer: the quick order needs the customer opened first.
  await expect(page.getByText(/open this customer first/)).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);

  // Back: the same filtered, sorted view.
  await page.goBack();
  await expect(page).toHaveURL(sortedUrl);
  await expect(orders.agentFilter).toHaveValue(String(seeded.agentId));
  await expect(orders.table.getByRole('columnheader', { name: /Total/ })).toHaveAttribute('aria-sort', 'ascending');

  // The column choice: Phone hidden, remembered across a reload (platform storage), then shown again.
  await orders.columnsButton.click();
  await page.getByRole('menu').getByRole('menuitemcheckbox', { name: 'Phone' }).click();
  await page.keyboard.press('Escape');
  const phoneHeader = orders.table.getByRole('columnheader', { name: 'Phone', exact: true });
  await expect(phoneHeader).toHaveCount(0);
  await page.reload();
  await expect(orders.table.getByRole('columnheader', { name: 'Agent', exact: true })).toBeVisible();
  await expect(phoneHeader).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('supply-desk:AGENT_ORDER_COLUMNS'))).toBe('{"customer_phone":false}');
  await orders.columnsButton.click();
  await expect(page.getByRole('menu').getByRole('menuitemcheckbox', { name: 'Phone' })).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('menu').getByRole('menuitemcheckbox', { name: 'Phone' }).click();
  await page.keyboard.press('Escape');
  await expect(phoneHeader).toBeVisible();

  // Export CSV: the current view, only the demo agent's orders.
  const downloading = page.waitForEvent('download');
  await orders.exportButton.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = csvRows(await readFile((await download.path())!, 'utf8'));
  expect(csv[0]).toEqual([
    'order_no',
    'created_at',
    'service_date',
    'customer_id',
    'customer_name',
    'customer_phone',
    'agent_id',
    'agent_name',
    'shipping_type',
    'payment_type',
    'status',
    'payment_status',
    'total',
  ]);
  const data = csv.slice(1);
  expect(data.length).toBeGreaterThanOrEqual(3);
  for (const row of data) expect(row[6], row.join(',')).toBe(String(seeded.agentId));
  const exported = data.map((row) => row[0]);
  for (const order of seeded.byAgent) expect(exported).toContain(order.order_no);
  expect(exported).not.toContain(seeded.ordinary.order_no);
  // Same sort as the table: totals ascending.
  const totals = data.map((row) => Number(row[12]));
  expect(totals).toEqual([...totals].sort((a, b) => a - b));
  await expect(page.getByRole('status').filter({ hasText: /^Saved orders-/ })).toBeVisible();

  // The audit: filter by action, the entry links to its order.
  await page.goto('/agent/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit' })).toBeVisible();
  await page.getByLabel('Action').selectOption({ label: 'Order placed' });
  await expect(page).toHaveURL(/action=order_placed/);
  const auditTable = page.getByRole('table', { name: 'Audit entries' });
  const entry = auditTable.locator('tbody tr').filter({ hasText: second.order_no });
  await expect(entry).toContainText('Order placed');
  await expect(entry).toContainText('Sakura Sushi Bar');
  await expect(entry).toContainText(/1 line/);
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await entry.getByRole('link', { name: `Open order ${second.order_no}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order #${second.order_no}` })).toBeVisible();

  // Screenshots of the three pages in each language, at 1280 and 390 px.
  for (const { prefix, locale } of LOCALE_PREFIXES) {
    await page.goto(`${prefix}/agent/orders?agent_id=${seeded.agentId}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
    await screenshotBothWidths(page, `agent-orders-${locale}`, heading);
    await page.goto(`${prefix}/agent/orders/${third.order_id}`);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(third.order_no) })).toBeVisible();
    await expect(page.getByTestId('order-agent')).toBeVisible();
    await screenshotBothWidths(page, `agent-order-detail-${locale}`, page.getByRole('heading', { level: 1 }));
    await page.goto(`${prefix}/agent/audit`);
    await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
    await screenshotBothWidths(page, `agent-audit-${locale}`, page.getByRole('heading', { level: 1 }));
  }

  // An agent, in a browser of their own: only their orders, no agent filter.
  const agentContext = await browser.newContext({ baseURL });
  await savePosition(agentContext, baseURL!);
  const agentPage = await agentContext.newPage();
  await staffSignInThroughPage(agentPage, 'agent', '/agent/orders');
  const theirs = new AgentOrdersModel(agentPage);
  await expect(theirs.heading).toBeVisible();
  for (const order of seeded.byAgent) await expect(theirs.row(order.order_no)).toHaveCount(1);
  await expect(theirs.row(seeded.ordinary.order_no)).toHaveCount(0);
  await expect(theirs.agentFilter).toHaveCount(0);
  // Searching for the customer's order by its number finds nothing for the agent.
  await theirs.search.fill(seeded.ordinary.order_no);
  await expect(agentPage).toHaveURL(new RegExp(`q=${seeded.ordinary.order_no}`));
  await expect(agentPage.getByText('No orders match this view.')).toBeVisible();

  // A staff token the server refuses ends the staff sign-in and goes back to it, keeping the view.
  await agentPage.evaluate(() => {
    const key = 'supply-desk:STAFF_TOKEN';
    const entry = JSON.parse(localStorage.getItem(key)!) as { value: string };
    localStorage.setItem(key, JSON.stringify({ ...entry, value: 'refused-token-0123456789abcdef0123456789' }));
  });
  await agentPage.goto('/agent/orders?status=processing');
  await expect(agentPage).toHaveURL(/\/agent\?next=%2Fagent%2Forders%3Fstatus%3Dprocessing$/);
  await expect(agentPage.getByLabel('Username')).toBeVisible();
  await agentContext.close();
});
