import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { clientHeaders, DEFAULT_SIGNATURE_SALT } from '../../core/request-signature';
import { staffSignInThroughPage } from '../page-models/agent-orders';
import { savePosition, SCREENSHOTS, screenshotBothWidths, seriousViolations } from '../page-models/storefront';

/** Issue 19: the download-app dialog of a shop that steers guests to the app, newsletter sign-up, sandbox badge. */

/** A saved delivery position in Kitchener (shop 17245, which steers guests to the app). */
const KITCHENER_POSITION = {
  sid: 17245,
  delivery_setting_id: 17245,
  lat: 43.4516,
  lng: -80.4925,
  name: '200 King St W, Kitchener, ON N2G 4V6',
  postcode: 'N2G 4V6',
};

const MAIL_FILE = join(process.env.E2E_OUTBOX_DIR ?? join('.data-e2e', 'outbox'), 'mail.jsonl');

interface OutboxMail {
  to: string;
  subject?: string;
  text: string;
}

/** Mail sent to `to`: GET /api/dev/outbox when the server has it (development), else the outbox file. */
async function mailTo(page: Page, to: string): Promise<OutboxMail[]> {
  const url = new URL(`/api/dev/outbox?channel=mail&to=${encodeURIComponent(to)}`, page.url());
  const headers = clientHeaders({ language: 'en', apiHost: url.host, salt: process.env.SIGNATURE_SALT ?? DEFAULT_SIGNATURE_SALT });
  const response = await page.request.get(url.toString(), { headers });
  if (response.ok()) return ((await response.json()) as { data: { list: OutboxMail[] } }).data.list;
  const text = await readFile(MAIL_FILE, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as OutboxMail)
    .filter((m) => m.to === to);
}

test('a guest on the Waterloo Region shop gets the download-app dialog, which cannot be dismissed', async ({ page, context, baseURL }) => {
  await savePosition(context, baseURL!, KITCHENER_POSITION);
  await Promise.all([page.waitForResponse(/shop\/detail\?mid=17245/), page.goto('/')]);
  await expect(page.getByTestId('sandbox-badge')).toHaveText('Sandbox · shop 17245', { useInnerText: true });
  await page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'This shop orders through the app' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: /App Store/ })).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Google Play/ })).toBeVisible();
  await expect(dialog.getByRole('button')).toHaveCount(0);
  const width = (await dialog.boundingBox())!.width;
  expect(Math.abs(width - 1280 * 0.7)).toBeLessThan(2);

  await page.keyboard.press('Escape');
  await page.mouse.click(10, 450);
  await expect(dialog).toBeVisible();
  // Focus stays inside the dialog.
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotBothWidths(page, 'download-app-dialog-en', dialog);
});

test('adding to cart as a guest on that shop shows the dialog too', async ({ page, context, baseURL }) => {
  await savePosition(context, baseURL!, KITCHENER_POSITION);
  // The shop's detail (which says it steers guests to the app) is read before the click.
  await Promise.all([page.waitForResponse(/shop\/detail\?mid=17245/), page.goto('/fr/supply')]);
  const add = page.locator('main article').first().getByRole('button', { name: /^Ajouter/ });
  await add.click();
  await expect(page.getByTestId('download-app-dialog')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await screenshotBothWidths(page, 'download-app-dialog-fr', page.getByTestId('download-app-dialog'));
});

test('a newsletter sign-up in the footer lands a confirmation in the outbox; its link confirms once', async ({ page, context, baseURL }) => {
  await savePosition(context, baseURL!);
  await page.goto('/');
  const email = `e2e-news-${Date.now()}@example.com`;
  const footer = page.getByRole('contentinfo');
  const field = footer.getByRole('textbox', { name: 'Your e-mail' });
  await field.fill('not-an-email');
  await footer.getByRole('button', { name: 'Sign up' }).click();
  await expect(footer.getByRole('status')).toHaveText('Please enter the correct email address');
  await field.fill(email);
  await footer.getByRole('button', { name: 'Sign up' }).click();
  await expect(footer.getByRole('status')).toHaveText('Almost done: check your inbox and click the link to confirm.');
  expect(await seriousViolations(page, 'footer')).toEqual([]);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await footer.screenshot({ path: `${SCREENSHOTS}/newsletter-footer-en-${width}.png` });
  }

  let mail: OutboxMail | undefined;
  await expect.poll(async () => (mail = (await mailTo(page, email))[0])?.subject).toBe('Confirm your Supply Desk newsletter subscription');
  const link = /https?:\/\/\S+\?confirm=\S+/.exec(mail!.text)![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('status').filter({ hasText: 'confirmed' })).toHaveText('Your subscription is confirmed. Welcome!');
  await page.reload();
  await expect(page.getByText('This confirmation link has already been used or has expired.')).toBeVisible();
});

test('on a phone the sandbox badge takes the room beside the logo: the cart stays on the logo’s line', async ({ page, context, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await savePosition(context, baseURL!);
  for (const path of ['/supply', '/']) {
    await page.goto(path);
    await expect(page.getByTestId('sandbox-badge')).toBeVisible();
    // The shop's id alone, beside the logo; the whole text for a screen reader.
    await expect(page.getByTestId('sandbox-badge').locator('[aria-hidden="true"]')).toHaveText('#17243');
    await expect(page.getByTestId('sandbox-badge').locator('.sr-only, [class*="sr-only"]')).toHaveText('Sandbox · shop 17243');
    const logo = (await page.getByRole('banner').getByRole('link', { name: 'Supply Desk home' }).boundingBox())!;
    const cart = (await page.getByTestId('cart-count').boundingBox())!;
    // On one line: the cart's count sits within the logo's height.
    expect(cart.y, path).toBeGreaterThan(logo.y - cart.height);
    expect(cart.y + cart.height, path).toBeLessThan(logo.y + logo.height + cart.height);
    await expectWholeBadge(page, path);
  }
  // Signed in as staff (the console's bar above the page) the id shows whole too.
  await staffSignInThroughPage(page, 'agent', '/supply');
  await expectWholeBadge(page, 'agent /supply');
});

/** The badge's text is not cut short: all of it fits the badge's width. */
async function expectWholeBadge(page: Page, label: string) {
  const badge = page.getByTestId('sandbox-badge');
  await expect(badge.locator('[aria-hidden="true"]')).toHaveText('#17243');
  const { scrollWidth, clientWidth } = await badge.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
  expect(scrollWidth, label).toBeLessThanOrEqual(clientWidth);
}
