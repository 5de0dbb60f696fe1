import { expect, test } from '@playwright/test';
import type { Analytics } from '../../core/schemas/event-log';
import { apiCall } from '../page-models/account';
import { CartModel } from '../page-models/cart';
import { staffSessionByApi, staffSignInThroughPage } from '../page-models/agent-orders';
import { savePosition, screenshotBothWidths, seriousViolations } from '../page-models/storefront';

/*
 * The behaviour event log (issue 19): a guest adds to the cart, the page sends the spec's payload in
 * the background (a beacon when the page is hidden), and the supervisor's analytics read it back; the
 * analytics page renders clean under axe.
 */
test('an add to cart reaches the event log with the spec fields and shows on the supervisor analytics page', async ({ page, context, baseURL }) => {
  await savePosition(context, baseURL!);
  const sent = page.waitForRequest((request) => request.url().includes('/event/api/events') && request.method() === 'POST');
  await page.goto('/supply');
  const card = new CartModel(page).card('Peeled Garlic');
  await card.getByRole('button', { name: 'Add Peeled Garlic' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // Leaving the page flushes the queue at once (pagehide / visibilitychange).
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  // Sent as a beacon (Chromium does not show Playwright a beacon's body): the credential rides in the query.
  const request = await sent;
  expect(new URL(request.url()).searchParams.get('access_token')).toBeTruthy();

  // Stored: the supervisor's analytics count it.
  const supervisor = await staffSessionByApi(page.request, baseURL!, 'supervisor');
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Toronto' });
  await expect
    .poll(async () => {
      const data = await apiCall<Analytics>(page.request, baseURL!, `/api/analytics/summary?from=${today}&to=${today}`, { token: supervisor.token });
      return data.most_added.find((r) => r.product_name === 'Peeled Garlic')?.adds ?? 0;
    })
    .toBeGreaterThan(0);

  await staffSignInThroughPage(page, 'supervisor', '/agent/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping analytics' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Peeled Garlic' }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotBothWidths(page, 'event-log-analytics', page.getByRole('heading', { name: 'Most-added products' }));
});
