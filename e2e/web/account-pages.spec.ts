import { expect, test, type Page } from '@playwright/test';
import { AddressBookModel, apiCall, CONTACT_STORAGE, FavouritesModel, signInByApi, uniqueDigits } from '../page-models/account';
import { LoginModalModel, signInWithSms } from '../page-models/login';
import { savePosition, SCREENSHOTS, seriousViolations, settled, VIEWPORTS } from '../page-models/storefront';

/** Demo shop 17243 (the saved Toronto position): Peeled Garlic is product 100116. */
const SHOP = 17243;
const GARLIC = { id: 100116, name: 'Peeled Garlic' };

test.beforeEach(async ({ context, baseURL }) => {
  await savePosition(context, baseURL!);
});

/** `<name>-1280.png` and `<name>-390.png` once the page has settled: the whole page, or the window (dialogs). */
async function screenshots(page: Page, name: string, { fullPage = true } = {}) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await settled(page);
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${viewport.width}.png`, fullPage });
  }
  await page.setViewportSize(VIEWPORTS[0]);
}

const storedToken = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('supply-desk:TOKEN') ?? 'null') as { value: string } | null)?.value);

test('a guest on an account page is asked to log in; logging in shows the page', async ({ page }) => {
  await page.goto('/coupons');
  // The forced login prompt opens above the page, which says why (hidden from the tree while modal).
  const modal = new LoginModalModel(page);
  await expect(modal.dialog).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Please log in', includeHidden: true })).toBeVisible();
  await signInWithSms(page, uniqueDigits());
  await expect(page.getByRole('heading', { level: 1, name: 'My Coupons' })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Coupons by status' })).toBeVisible();
  await expect(page).toHaveURL(/\/coupons$/);
});

test('address book: add with a bad then a good postal code, pick for checkout, modify, remove', async ({ page, baseURL }) => {
  await signInByApi(page, baseURL!);
  const book = new AddressBookModel(page);
  await book.goto();
  await expect(page.getByText('No saved addresses yet')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'account-address-book-empty');

  await book.addButton.click();
  await expect(book.dialog).toBeVisible();
  await book.name.fill('Golden Wok');
  await book.tel.fill('416 555 0188');

  // Typed without picking: the spec's message, and what was typed stays.
  await book.address.fill('100 Queen St W');
  await book.name.focus();
  await expect(book.dialog.getByRole('alert')).toHaveText('Please select an address from the prompt list');
  await expect(book.address).toHaveValue('100 Queen St W');
  await expect(book.address).toHaveAttribute('aria-invalid', 'true');

  await book.address.fill('');
  await book.address.fill('100 Queen St W');
  await expect(book.suggestions.getByRole('option').first()).toBeVisible();
  await screenshots(page, 'account-address-suggestions', { fullPage: false });
  // Escape closes the suggestion list, not the pop-up.
  await book.address.press('Escape');
  await expect(book.suggestions).toBeHidden();
  await expect(book.dialog).toBeVisible();
  await book.address.press('ArrowDown');
  await book.pickFirstSuggestion('100 Queen St W');
  await expect(book.address).toHaveValue(/^100 Queen St/);
  await expect(book.postalCode).toHaveValue('M5H 2N2');
  await book.unit.fill('204');
  await book.buzzer.fill('1234');

  // A bad postal code: checked on blur and again on Save; nothing typed is lost.
  await book.postalCode.fill('12345');
  await book.postalCode.blur();
  const postalError = book.dialog.getByRole('alert').filter({ hasText: /^Incorrect format/ });
  await expect(postalError).toBeVisible();
  const errorId = await postalError.getAttribute('id');
  await expect(book.postalCode).toHaveAttribute('aria-describedby', new RegExp(errorId!));
  await book.save.click();
  await expect(book.dialog).toBeVisible();
  await expect(book.postalCode).toBeFocused();
  await expect(book.name).toHaveValue('Golden Wok');
  await expect(book.unit).toHaveValue('204');
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await screenshots(page, 'account-address-form-error', { fullPage: false });

  await book.postalCode.fill('m5h2n2');
  await book.save.click();
  await expect(book.dialog).toBeHidden();
  const cell = book.cell('Golden Wok');
  await expect(cell).toContainText('100 Queen St');
  await expect(cell).toContainText('M5H 2N2');
  await expect(cell).toContainText('204');
  await expect(page.getByRole('status').filter({ hasText: 'Golden Wok was saved.' })).toBeVisible();

  // A second address, outside every delivery zone (Montreal), gets the badge.
  await book.addAddress({ query: '845 Rue Sherbrooke', name: 'Chez Marie', tel: '5145550100' });
  await expect(book.cell('Chez Marie').getByText('Outside our delivery area')).toBeVisible();
  await expect(page.getByText('2 of 50 addresses')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'account-address-book');

  // Picking for checkout stores the contact and follows ?redirect= (ours only).
  await book.goto('?enableSelect=1&redirect=%2Fcoupons');
  await expect(book.cell('Chez Marie').getByRole('button', { name: /^Deliver here/ })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'account-address-book-select');
  await book.cell('Golden Wok').getByRole('button', { name: 'Deliver here: Golden Wok' }).click();
  await expect(page).toHaveURL(/\/coupons$/);
  const contact = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), CONTACT_STORAGE);
  expect(contact.state.contact).toMatchObject({ name: 'Golden Wok', tel: '4165550188', postal_code: 'M5H 2N2', unit: '204', buzz_code: '1234' });
  expect(contact.state.contact.addr).toMatch(/^100 Queen St/);

  // Modify.
  await book.goto();
  await book.cell('Golden Wok').getByRole('button', { name: 'Modify Golden Wok' }).click();
  await expect(book.dialog).toHaveAccessibleName('Modify address');
  await expect(book.postalCode).toHaveValue('M5H 2N2');
  await book.name.fill('Golden Wok Kitchen');
  await book.unit.fill('');
  await book.save.click();
  await expect(book.dialog).toBeHidden();
  await expect(book.cell('Golden Wok Kitchen')).toContainText('100 Queen St');
  await expect(book.cell('Golden Wok')).toHaveCount(0);

  // Remove, through the confirmation.
  await book.cell('Golden Wok Kitchen').getByRole('button', { name: 'Remove Golden Wok Kitchen' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove this address?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(book.cell('Golden Wok Kitchen')).toBeVisible();
  await book.cell('Golden Wok Kitchen').getByRole('button', { name: 'Remove Golden Wok Kitchen' }).click();
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(book.cell('Golden Wok Kitchen')).toHaveCount(0);
  await expect(page.getByText('1 of 50 addresses')).toBeVisible();

  // French: the same page, translated.
  await page.goto('/fr/addressBook');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes adresses' })).toBeVisible();
  await expect(page.getByText('Hors de notre zone de livraison')).toBeVisible();
  await screenshots(page, 'account-address-book-fr');
});

test('address book: at the limit of 50 the Add button explains why', async ({ page, baseURL }) => {
  const session = await signInByApi(page, baseURL!);
  for (let i = 1; i <= 50; i++) {
    await apiCall(page.request, baseURL!, '/api/webclient/user/addrbook/new', {
      method: 'POST',
      token: session.token,
      body: { name: `Kitchen ${i}`, tel: '4165550100', address: '100 Queen St W, Toronto, ON M5H 2N2', postal_code: 'M5H 2N2', latitude: 43.6534, longitude: -79.3841 },
    });
  }
  const book = new AddressBookModel(page);
  await book.goto();
  await expect(page.getByText('50 of 50 addresses')).toBeVisible();
  const add = page.getByRole('button', { name: 'Add address' });
  await expect(add).toHaveAttribute('aria-disabled', 'true');
  await expect(add).toHaveAccessibleDescription('You have reached the limit of 50 addresses. Remove one to add another.');
  // Still focusable (aria-disabled) so the reason is read out; pressing it opens nothing.
  await add.click({ force: true });
  await expect(book.dialog).toBeHidden();
  await screenshots(page, 'account-address-book-full', { fullPage: false });
});

test('coupons: tabs with counts, a package redeemed into Available', async ({ page, baseURL }) => {
  await signInByApi(page, baseURL!);
  await page.goto('/coupons');
  await expect(page.getByRole('heading', { level: 1, name: 'My Coupons' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Coupons by status' });
  await expect(tabs.getByRole('tab')).toHaveText([/^Available\d+$/, /^Used\d+$/, /^Expired\d+$/]);
  const available = tabs.getByRole('tab', { name: /^Available/ });
  await expect(available).toHaveAttribute('aria-selected', 'true');
  const before = Number((await available.textContent())!.replace(/\D+/g, ''));

  const packages = page.getByRole('region', { name: 'Coupon packages' });
  const pack = packages.getByRole('article').first();
  await expect(pack).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'account-coupons');

  const packName = await pack.getByRole('heading').textContent();
  await pack.getByRole('button', { name: /^Redeem / }).click();
  await expect(page.getByRole('status').filter({ hasText: `${packName} redeemed` })).toBeVisible();
  await expect(available).not.toHaveText(`Available${before}`);
  const after = Number((await available.textContent())!.replace(/\D+/g, ''));
  expect(after).toBeGreaterThan(before);
  const firstCoupon = page.getByRole('tabpanel').getByRole('article').first();
  await expect(firstCoupon.locator('code')).toHaveText(/^[A-Z0-9]+$/);
  await expect(firstCoupon).toContainText(/Valid until [A-Z][a-z]{2} \d{1,2}, \d{4}/);

  // Keyboard: the arrow keys move between the tabs.
  await available.focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: /^Used/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText(/You haven't used any coupons yet\.|Order #/);
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: /^Expired/ })).toHaveAttribute('aria-selected', 'true');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'account-coupons-after-redeem');

  await page.goto('/cn/coupons');
  await expect(page.getByRole('heading', { level: 1, name: '我的优惠券' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^可使用/ })).toBeVisible();
  await screenshots(page, 'account-coupons-cn');
});

test('favourites: the empty state, a followed product, removing it', async ({ page, baseURL }) => {
  const session = await signInByApi(page, baseURL!);
  const favourites = new FavouritesModel(page);
  await favourites.goto();
  await expect(favourites.empty).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse the catalogue' })).toHaveAttribute('href', '/supply');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'account-favourites-empty');

  await apiCall(page.request, baseURL!, '/api/follows/product', {
    method: 'POST',
    token: session.token,
    body: { shop_id: SHOP, product_id: GARLIC.id, action_int: 1 },
  });
  await favourites.goto();
  expect(await favourites.productNames()).toEqual([GARLIC.name]);
  // Add to cart works on these cards as elsewhere.
  await expect(page.getByRole('button', { name: `Add ${GARLIC.name}` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'account-favourites');

  await favourites.removeButton(GARLIC.name).click();
  await expect(page.getByRole('status').filter({ hasText: `${GARLIC.name} was removed from your favourites.` })).toBeVisible();
  await expect(favourites.empty).toBeVisible();
  await page.reload();
  expect(await favourites.productNames()).toEqual([]);
});

test('profile: e-mail checked, saved, kept; recently viewed', async ({ page, baseURL }) => {
  const session = await signInByApi(page, baseURL!);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText(String(session.user.cid), { exact: true })).toBeVisible();
  await expect(main.getByText(session.user.phone, { exact: true })).toBeVisible();
  await expect(page.getByText('Nothing viewed yet')).toBeVisible();

  const name = page.getByLabel('Name', { exact: true });
  const email = page.getByLabel('E-mail', { exact: true });
  await name.fill('Mei Chen');
  await email.fill('mei@');
  await email.blur();
  await expect(page.getByRole('alert')).toHaveText('Please enter the correct email address');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(email).toBeFocused();
  await email.fill('mei@goldenwok.example');
  await page.getByLabel('Preferred language').selectOption('fr');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your profile has been saved.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Show this site in Français' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Kept on the server and in the stored session.
  const user = await apiCall<{ name: string; email: string; language: string }>(page.request, baseURL!, '/api/user/detail', {
    token: (await storedToken(page))!,
  });
  expect(user).toMatchObject({ name: 'Mei Chen', email: 'mei@goldenwok.example', language: 'fr' });
  await page.reload();
  await expect(name).toHaveValue('Mei Chen');

  // A product view, recorded as the product page does, shows under Recently viewed.
  await apiCall(page.request, baseURL!, '/api/recently_product', {
    method: 'POST',
    token: session.token,
    body: { shop_id: SHOP, product_id: GARLIC.id },
  });
  await page.reload();
  const recent = page.getByRole('list', { name: 'Recently viewed' });
  await expect(recent.getByRole('article', { name: GARLIC.name })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'account-profile');

  await page.getByRole('link', { name: 'Show this site in Français' }).click();
  await expect(page).toHaveURL(/\/fr\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
  await screenshots(page, 'account-profile-fr');
});
