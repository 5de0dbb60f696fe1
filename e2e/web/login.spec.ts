import { expect, test, type Page } from '@playwright/test';
import { CartModel } from '../page-models/cart';
import { latestSmsCode, LoginModalModel, signInWithSms } from '../page-models/login';
import { savePosition, SCREENSHOTS, seriousViolations, settled } from '../page-models/storefront';

/** Each test signs in its own number: the e2e database lives for the whole run. */
const PHONES = { newBuyer: '4165550101', wrongCode: '4165550102', favourite: '4165550103', signInPage: '4165550104' };

const userMenuTrigger = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Account:/ });

test('a new phone signs in with the texted code; the menu shows the UID; logout asks, clears the cart and goes home', async ({
  page,
  context,
  baseURL,
}) => {
  // The second sign-in waits out the SMS countdown: the server's retry_after (10 s on the e2e server, 60 s by default).
  await savePosition(context, baseURL!);
  await page.goto('/supply');
  const cart = new CartModel(page);
  await cart.card('Peeled Garlic').getByRole('button', { name: 'Add Peeled Garlic' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  const modal = new LoginModalModel(page);
  await modal.open();
  await expect(modal.dialog.getByRole('tab', { name: 'Individual' })).toHaveAttribute('aria-selected', 'true');
  await expect(modal.country).toHaveValue('CA');
  await expect(modal.dialog).toContainText('A phone number that is not registered yet gets a new account automatically.');
  await expect(modal.dialog.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  await expect(modal.dialog.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');

  // Non-digits are stripped as typed; Send starts the countdown the server's retry_after sets and blocks sending.
  await modal.phone.pressSequentially('(416) 555-0101');
  await expect(modal.phone).toHaveValue(PHONES.newBuyer);
  const codeSent = page.waitForResponse((r) => r.url().includes('/api/webclient/verification_code/request') && r.ok());
  await modal.send.click();
  const { data } = (await (await codeSent).json()) as { data: { retry_after: number } };
  test.setTimeout(90_000 + data.retry_after * 1000);
  await expect(modal.dialog.getByRole('status')).toHaveText('We sent a code to +1 416-555-0101.');
  await expect(modal.dialog.getByRole('button', { name: /^Resend \(\d+ s\)$/ })).toHaveAttribute('aria-disabled', 'true');
  await expect(modal.code).toBeFocused();
  // Closed and opened again, the modal keeps its countdown.
  await page.keyboard.press('Escape');
  await expect(modal.dialog).toBeHidden();
  await modal.open();
  await expect(modal.dialog.getByRole('button', { name: /^Resend \(\d+ s\)$/ })).toHaveAttribute('aria-disabled', 'true');

  // The help for a code that does not arrive.
  await modal.dialog.getByText("Didn't receive a code?").click();
  await expect(modal.dialog.getByRole('link', { name: '+1 888-555-0199' })).toHaveAttribute('href', 'tel:+18885550199');

  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOTS}/login-modal-1280.png` });

  await modal.code.fill(await latestSmsCode(page, `1${PHONES.newBuyer}`));
  await modal.code.press('Enter');
  await expect(modal.dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Logged in' })).toBeVisible();

  // The guest cart merged into the new customer's server cart.
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await cart.open();
  await expect(cart.cell('Peeled Garlic')).toBeVisible();
  await expect(cart.drawer.getByTestId('today-amount')).toHaveText('Ordered today: $0.00 in 0 orders');
  await page.screenshot({ path: `${SCREENSHOTS}/cart-today-amount-1280.png` });
  await cart.close();

  await userMenuTrigger(page).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(/^UID: \d+$/)).toBeVisible();
  for (const item of ['Recent order', 'Orders', 'My address', 'My coupon', 'My favourites', 'Profile', 'Logout']) {
    await expect(menu.getByRole('menuitem', { name: item, exact: true })).toBeVisible();
  }
  expect(await seriousViolations(page, '[role="menu"]')).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOTS}/user-menu-1280.png` });

  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure to logout?' });
  await expect(confirm).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/logout-dialog-1280.png` });
  // Cancel keeps the session.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(userMenuTrigger(page)).toBeVisible();

  await userMenuTrigger(page).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('supply-desk:TOKEN'))).toBeNull();
  // Spec §4 Logout: the customer's cid went into the position cookie.
  const position = (await context.cookies()).find((c) => c.name === 'position');
  expect(JSON.parse(decodeURIComponent(position!.value)).cid).toBeGreaterThan(0);

  // The server kept the cart: signing in again (once the countdown allows a new code) brings it back.
  await modal.open();
  await expect(modal.dialog.getByRole('button', { name: 'Resend', exact: true })).toBeEnabled({ timeout: data.retry_after * 1000 + 10_000 });
  await signInWithSms(page, PHONES.newBuyer);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('login validation: empty phone, empty code and a wrong code show their messages under the field', async ({
  page,
  context,
  baseURL,
}) => {
  await savePosition(context, baseURL!);
  await page.goto('/');
  const modal = new LoginModalModel(page);
  await modal.open();

  await modal.submit.click();
  await expect(modal.dialog.getByRole('alert')).toHaveText('Please enter a valid phone number!');
  await expect(modal.phone).toBeFocused();
  await expect(modal.phone).toHaveAttribute('aria-invalid', 'true');

  await modal.phone.fill(PHONES.wrongCode);
  await modal.submit.click();
  await expect(modal.dialog.getByRole('alert')).toHaveText('Please enter a sms code!');
  await expect(modal.code).toBeFocused();

  await modal.requestCode(PHONES.wrongCode);
  const code = await latestSmsCode(page, `1${PHONES.wrongCode}`);
  await modal.code.fill(code === '000000' ? '111111' : '000000');
  await modal.code.press('Enter');
  await expect(modal.dialog.getByRole('alert')).toHaveText('your code is expired or incorrect');
  await expect(modal.code).toHaveAttribute('aria-invalid', 'true');
  await expect(modal.dialog).toBeVisible();

  // Merchant: coming soon.
  await modal.dialog.getByRole('tab', { name: 'Merchant' }).click();
  await expect(modal.dialog.getByText('Coming soon!')).toBeVisible();
});

test('forgot password: empty does nothing, then a 3 s wait, the e-mail sent view and back to login', async ({ page, context, baseURL }) => {
  await savePosition(context, baseURL!);
  await page.goto('/');
  const modal = new LoginModalModel(page);
  await modal.open();
  await modal.dialog.getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot password' });
  await expect(forgot).toBeVisible();
  await forgot.getByRole('button', { name: 'Continue' }).click();
  await expect(forgot.getByRole('button', { name: 'Continue' })).toBeVisible();
  await forgot.getByRole('textbox', { name: 'E-mail' }).fill('buyer@example.com');
  await forgot.getByRole('button', { name: 'Continue' }).click();
  await expect(forgot.getByRole('button', { name: 'Sending…' })).toBeVisible();
  const sent = page.getByRole('dialog', { name: 'We almost finished' });
  await expect(sent).toContainText('buyer@example.com', { timeout: 8_000 });
  await sent.getByRole('button', { name: 'Go back' }).click();
  await expect(modal.dialog).toBeVisible();

  // Closed and opened again after the 500 ms reset: the login view.
  await modal.dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await page.keyboard.press('Escape');
  await expect(forgot).toBeHidden();
  await page.waitForTimeout(700);
  await modal.open();
});

test('favourites need a login; a signed-in customer toggles the heart', async ({ page, context, baseURL }) => {
  await savePosition(context, baseURL!);
  await page.goto('/supply');
  await page.getByRole('article', { name: 'Peeled Garlic', exact: true }).getByRole('link').first().click();
  const heart = page.getByRole('button', { name: 'Add to favourites' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  const modal = new LoginModalModel(page);
  await expect(modal.dialog).toContainText('You have not logged in yet! Please log in before proceeding!');

  await signInWithSms(page, PHONES.favourite);
  await page.getByRole('button', { name: 'Add to favourites' }).click();
  await expect(page.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: `${SCREENSHOTS}/product-favourite-1280.png` });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Remove from favourites' }).click();
  await expect(page.getByRole('button', { name: 'Add to favourites' })).toHaveAttribute('aria-pressed', 'false');

  // The drawer carries the user menu on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText(/^UID: \d+$/)).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'My favourites' })).toHaveAttribute('href', '/favourites');
  await settled(page);
  await page.screenshot({ path: `${SCREENSHOTS}/mobile-drawer-user-390.png` });
  await drawer.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Are you sure to logout?' })).toBeVisible();
});

test('an expired session opens the modal with the notice; the modal in Chinese on a phone', async ({ page, context, baseURL }) => {
  await savePosition(context, baseURL!);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/cn');
  const past = Date.now() - 1000;
  await page.evaluate((expiresAt) => {
    const entry = (value: unknown) => JSON.stringify({ value, savedAt: expiresAt - 60_000, expiresAt });
    localStorage.setItem('supply-desk:TOKEN', entry('stale-token'));
    localStorage.setItem('supply-desk:SET_USER', entry({ cid: 1, name: '', username: '14165550199' }));
  }, past);
  await page.reload();
  const modal = new LoginModalModel(page, {
    title: '登录',
    phone: '手机号码',
    code: '短信验证码',
    send: /^(发送验证码|重新发送)/,
    submit: '登录',
  });
  await expect(modal.dialog).toBeVisible();
  await expect(modal.dialog).toContainText('用户已过期，请重新登录！');
  expect(await page.evaluate(() => localStorage.getItem('supply-desk:TOKEN'))).toBeNull();
  await modal.phone.fill('4165550105');
  await modal.send.click();
  await expect(modal.dialog.getByRole('status')).toContainText('验证码已发送至');
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await page.screenshot({ path: `${SCREENSHOTS}/login-modal-cn-390.png` });

  // The drawer offers the same login.
  await page.keyboard.press('Escape');
  await expect(modal.dialog).toBeHidden();
  await page.getByRole('button', { name: '打开菜单' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: '账户' })).toBeVisible();
  await settled(page);
  await page.screenshot({ path: `${SCREENSHOTS}/mobile-drawer-account-cn-390.png` });
  await page.getByRole('dialog').getByRole('button', { name: '登录' }).click();
  await expect(modal.dialog).toBeVisible();
});

test('closing a forced prompt goes home; /sign-in returns to a same-site redirect only', async ({ page, context, baseURL }) => {
  await savePosition(context, baseURL!);
  await page.goto('/coupons');
  const modal = new LoginModalModel(page);
  await expect(modal.dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal.dialog).toBeHidden();
  await expect(page).toHaveURL(`${baseURL}/`);

  await page.goto('/sign-in?redirect=%2Ffavourites');
  await expect(modal.dialog).toBeVisible();
  await signInWithSms(page, PHONES.signInPage);
  await expect(page).toHaveURL(`${baseURL}/favourites`);

  await page.goto('/fr/sign-in?redirect=%2F%2Fevil.example%2Fx');
  await expect(page).toHaveURL(`${baseURL}/fr`);
});
