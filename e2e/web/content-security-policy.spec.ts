import { expect, test, type Page } from '@playwright/test';
import { signInByApi } from '../page-models/account';
import { agentBanner, AgentSignInModel, CustomerFinderModel } from '../page-models/agent-console';
import { CartModel } from '../page-models/cart';
import { addAddressByApi, addSandboxCard, addToCart, CheckoutModel, startCheckoutFromDrawer } from '../page-models/checkout';
import { savePosition } from '../page-models/storefront';

/*
 * Issue 14: the storefront and the agent console run under the server's Content-Security-Policy
 * without a single violation, through a buyer's journey (home → supply → product → cart → checkout,
 * paid with the sandbox's 3-D Secure card) and an agent's (sign in at /agent, open a customer).
 */
const GARLIC = 'Peeled Garlic';
const THREE_DS_CARD = '4000 0025 0000 3155';

declare global {
  interface Window {
    reportCspViolation?: (text: string) => void;
  }
}

/**
 * Collects every `securitypolicyviolation` event of every document the page loads, and every console
 * message about the policy. The page reports through an exposed function, so the list survives
 * full navigations.
 */
async function watchPolicy(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.reportCspViolation?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} (${location.pathname})`);
    });
  });
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) seen.push(`console ${message.type()}: ${message.text()}`);
  });
  return seen;
}

/** The policy is on, and the watcher hears it: an inline script is refused and reported. */
async function expectPolicyEnforced(page: Page, seen: string[]) {
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineScriptRan = true';
    document.body.append(script);
  });
  await expect.poll(() => seen.some((v) => v.startsWith('script-src-elem blocked inline'))).toBe(true);
  expect(await page.evaluate(() => (window as Window & { inlineScriptRan?: boolean }).inlineScriptRan)).toBeUndefined();
  seen.length = 0;
}

test('a buyer goes from home to a paid order without a Content-Security-Policy violation', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  await savePosition(context, baseURL!);
  const seen = await watchPolicy(page);

  const home = await page.goto('/');
  expect(home!.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(home!.headers()['x-content-type-options']).toBe('nosniff');
  await expectPolicyEnforced(page, seen);

  const session = await signInByApi(page, baseURL!);
  await addAddressByApi(page, baseURL!, session.token, 'Policy Noodle House');
  await page.goto('/');
  await page.getByRole('link', { name: 'Shop all', exact: true }).first().click();
  await expect(page).toHaveURL(/\/supply/);
  const cart = new CartModel(page);
  await expect(cart.card(GARLIC)).toBeVisible();

  // The product page, then back to the shelf to fill the cart.
  await cart.card(GARLIC).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\/\d+/);
  await expect(page.getByRole('heading', { level: 1, name: GARLIC })).toBeVisible();
  await page.goBack();
  await addToCart(page, [{ name: GARLIC, times: 2 }]);
  await cart.open();
  await cart.close();

  await startCheckoutFromDrawer(page);
  await expect(page).toHaveURL(/\/addressBook\?enableSelect=1/);
  await page.getByRole('button', { name: 'Deliver here: Policy Noodle House' }).click();
  const checkout = new CheckoutModel(page);
  await expect(checkout.heading).toBeVisible();
  await addSandboxCard(page, checkout, THREE_DS_CARD, '3155');
  await checkout.placeAndConfirm();
  const bank = page.getByRole('dialog', { name: 'Confirm this payment' });
  await expect(bank).toBeVisible();
  await bank.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page).toHaveURL(/\/payment-result\?orderId=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Card authorized' })).toBeVisible();

  expect(seen).toEqual([]);
});

test('an agent signs in and opens a customer without a Content-Security-Policy violation', async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  await savePosition(context, baseURL!);
  const seen = await watchPolicy(page);

  const signIn = new AgentSignInModel(page);
  await signIn.goto();
  await expect(signIn.heading).toBeVisible();
  await expectPolicyEnforced(page, seen);
  await signIn.signInWithKeyboard();
  const finder = new CustomerFinderModel(page);
  await expect(finder.heading).toBeVisible();
  await finder.typeSearch('Danforth', /Danforth Souvlaki Grill/);
  await finder.openWithKeyboard(/Danforth Souvlaki Grill/);
  await expect(agentBanner(page)).toContainText('Danforth Souvlaki Grill');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  expect(seen).toEqual([]);
});

test('source maps are not served', async ({ page, request }) => {
  await page.goto('/');
  const scripts = await page.locator('script[src^="/assets/"]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('src')!));
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) {
    expect((await request.get(src)).status(), src).toBe(200);
    expect((await request.get(`${src}.map`)).status(), `${src}.map`).toBe(404);
  }
});
