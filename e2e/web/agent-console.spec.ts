import { expect, test, type Page } from '@playwright/test';
import { STORAGE_PREFIX } from '../page-models/account';
import {
  agentBanner,
  agentLinkAlert,
  AgentSignInModel,
  CustomerFinderModel,
  findCustomerByApi,
  issueLinkByApi,
  staffConsoleBar,
  staffLoginByApi,
  webLinkPath,
} from '../page-models/agent-console';
import { staffSignInThroughPage } from '../page-models/agent-orders';
import { LOCALE_PREFIXES, savePosition, screenshotBothWidths, seriousViolations } from '../page-models/storefront';

/*
 * The agent console in Chromium (issue 7): staff sign-in, the keyboard-driven customer finder, the
 * agent banner on every page with F2 to switch, and §2.9 agent links on a web page, including the
 * refused ones that must change nothing. Demo customers: server/db/seed/demo-customers.ts.
 */

async function storedProxyFlag(page: Page): Promise<string | null> {
  return page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as { value: string }).value : null;
  }, `${STORAGE_PREFIX}IS_PEOXY_PLACEORDER_USER`);
}

test('an agent signs in, finds a customer with the keyboard and orders for them with the banner on every page', async ({ page, context, baseURL }) => {
  test.setTimeout(150_000);
  await savePosition(context, baseURL!);
  const signIn = new AgentSignInModel(page);

  // The sign-in page in each language (screenshots, and axe on the English one).
  for (const { prefix, locale } of LOCALE_PREFIXES) {
    await signIn.goto(prefix);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    if (locale === 'en') {
      await expect(signIn.heading).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    }
    await screenshotBothWidths(page, `agent-sign-in-${locale}`, heading);
  }

  // A wrong password is answered inline; then the right one, typed only with the keyboard.
  await signIn.goto();
  await signIn.signInWithKeyboard({ username: 'agent', password: 'not-the-password' });
  await expect(signIn.error).toHaveText('Incorrect username or password.');
  await signIn.username.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await signIn.signInWithKeyboard(undefined, { remember: true });
  await expect(page).toHaveURL(/\/agent\/customers$/);
  await expect(staffConsoleBar(page)).toContainText('Alex Martin');

  // The finder: part of a phone number, then a name, keyboard only.
  const finder = new CustomerFinderModel(page);
  await expect(finder.heading).toBeVisible();
  await expect(finder.search).toBeFocused();
  await finder.typeSearch('5550102', /Bistro Laurier/);
  await expect(finder.options).toHaveCount(1);
  await expect(finder.option(/Bistro Laurier/)).toContainText('483 Queen St W');
  await finder.typeSearch('Spadina Noo', /Spadina Noodle House/);
  await page.keyboard.press('ArrowDown');
  await expect(finder.option(/Spadina Noodle House/)).toHaveAttribute('aria-selected', 'true');
  await expect(finder.search).toHaveAttribute('aria-activedescendant', /option-0$/);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotBothWidths(page, 'agent-customers-en', finder.heading);
  await page.keyboard.press('Enter');

  // Opened: the quick order, in agent-order mode, announced, with the banner.
  await expect(page).toHaveURL(/\/quick-order$/);
  const banner = agentBanner(page);
  await expect(banner.getByTestId('agent-banner-name')).toHaveText('Spadina Noodle House');
  await expect(page.getByTestId('agent-announcement')).toHaveText('Ordering for Spadina Noodle House');
  expect(await storedProxyFlag(page)).toBe('1');

  // Another page (after a reload: the mode is read back from storage) still shows whom it is for.
  await page.goto('/supply');
  await expect(banner.getByTestId('agent-banner-name')).toHaveText('Spadina Noodle House');
  await expect(banner.getByRole('link', { name: /Switch customer/ })).toHaveAttribute('aria-keyshortcuts', 'F2');
  await screenshotBothWidths(page, 'agent-banner-en', banner);

  // F2 anywhere: the finder, ready to type.
  await page.keyboard.press('F2');
  await expect(page).toHaveURL(/\/agent\/customers$/);
  await expect(finder.search).toBeFocused();

  // The finder and banner in cn and fr.
  for (const { prefix, locale } of LOCALE_PREFIXES.slice(1)) {
    await page.goto(`${prefix}/agent/customers`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await page.getByRole('combobox').fill('Bistro');
    await expect(page.getByRole('option', { name: /Bistro Laurier/ })).toBeVisible();
    await screenshotBothWidths(page, `agent-customers-${locale}`, heading);
    await page.goto(`${prefix}/supply`);
    await expect(banner.getByTestId('agent-banner-name')).toHaveText('Spadina Noodle House');
    await screenshotBothWidths(page, `agent-banner-${locale}`, banner);
  }

  // End: the customer session goes, the staff sign-in stays (console bar, back on the finder).
  await page.goto('/supply');
  await banner.getByRole('button', { name: 'End' }).click();
  await expect(page).toHaveURL(/\/agent\/customers$/);
  await expect(banner).toHaveCount(0);
  await expect(staffConsoleBar(page)).toBeVisible();
  expect(await storedProxyFlag(page)).toBeNull();

  // Sign out: back to the sign-in, prefilled from "Remember me" but not signed in again by itself…
  await staffConsoleBar(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/agent$/);
  await expect(page.getByText('You have signed out of the agent console.')).toBeVisible();
  await expect(signIn.username).toHaveValue('agent');
  await expect(staffConsoleBar(page)).toHaveCount(0);
  // …while a later start of the app (the staff token gone) signs in silently with the saved details.
  await page.reload();
  await expect(page).toHaveURL(/\/agent\/customers$/);
  await expect(staffConsoleBar(page)).toContainText('Alex Martin');
});

test('a web agent link signs in as the customer; an expired, malformed or refused one changes nothing', async ({ page, context, baseURL, request }) => {
  test.setTimeout(90_000);
  await savePosition(context, baseURL!);
  const staff = await staffLoginByApi(request, baseURL!);
  const lotus = await findCustomerByApi(request, baseURL!, staff.token, 'Golden Lotus');
  const link = await issueLinkByApi(request, baseURL!, staff.token, lotus.customer_id);

  // A page opened with the §2.9 query: signed in as the customer, banner shown, token gone from the address bar.
  await page.goto(webLinkPath('/supply', link));
  const banner = agentBanner(page);
  await expect(banner.getByTestId('agent-banner-name')).toHaveText('Golden Lotus Dim Sum');
  await expect(banner).toContainText(`#${lotus.customer_id}`);
  await expect(page.getByTestId('agent-announcement')).toHaveText('Ordering for Golden Lotus Dim Sum');
  expect(new URL(page.url()).search).toBe('');
  expect(await storedProxyFlag(page)).toBe('1');
  const tokenBefore = await page.evaluate((key) => localStorage.getItem(key), `${STORAGE_PREFIX}TOKEN`);

  // Another customer's link that is expired, malformed, or carries a token the server does not know.
  const bistro = await findCustomerByApi(request, baseURL!, staff.token, 'Bistro Laurier');
  const bistroLink = await issueLinkByApi(request, baseURL!, staff.token, bistro.customer_id);
  const refused: { override: Record<string, string>; message: RegExp }[] = [
    { override: { exp: String(Math.floor(Date.now() / 1000) - 60) }, message: /expired/ },
    { override: { token: 'short', customer_id: 'abc' }, message: /incomplete or damaged/ },
    { override: { token: 'x'.repeat(40) }, message: /server refused this agent link/ },
  ];
  for (const { override, message } of refused) {
    await page.goto(webLinkPath('/supply', bistroLink, override));
    const alert = agentLinkAlert(page);
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(message);
    await expect(alert).toContainText('Nothing was changed');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(alert).toBeHidden();
    // The previous customer is still the one being ordered for.
    await expect(banner.getByTestId('agent-banner-name')).toHaveText('Golden Lotus Dim Sum');
    expect(await page.evaluate((key) => localStorage.getItem(key), `${STORAGE_PREFIX}TOKEN`)).toBe(tokenBefore);
    expect(await storedProxyFlag(page)).toBe('1');
  }
});

test('Enter in the finder opens the first match, also when pressed before the results are in', async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  await savePosition(context, baseURL!);
  await staffSignInThroughPage(page, 'agent', '/agent/customers');
  const finder = new CustomerFinderModel(page);
  await expect(finder.search).toBeFocused();

  // Two restaurants in Markham: Enter, with none chosen, opens the first one listed.
  await finder.typeSearch('Markham', /Café Montmartre/);
  await expect(finder.options).toHaveCount(2);
  const first = (await finder.options.first().innerText()).split('\n')[0]!.trim();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/quick-order$/);
  await expect(agentBanner(page).getByTestId('agent-banner-name')).toHaveText(first);
  // The URL changes before the lazy quick order replaces the finder: F2 only once it shows (else the
  // finder on screen, still holding 'Markham', would simply stay).
  await expect(page.getByRole('heading', { level: 1, name: 'Quick order' })).toBeVisible();

  // F2, type and Enter at once: the first match opens as soon as the results arrive.
  await page.keyboard.press('F2');
  await expect(finder.search).toBeFocused();
  await page.keyboard.type('Spadina Noo');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/quick-order$/);
  await expect(agentBanner(page).getByTestId('agent-banner-name')).toHaveText('Spadina Noodle House');
});
