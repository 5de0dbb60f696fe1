import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInByApi } from '../page-models/account';
import { CartModel } from '../page-models/cart';
import { addAddressByApi, CheckoutModel, startCheckoutFromDrawer } from '../page-models/checkout';
import { SCREENSHOTS, savePosition, screenshotBothWidths, seriousViolations, settled, VIEWPORTS } from '../page-models/storefront';

/*
 * Spec §2.8 (issue 19): a product card's quick look adds to the cart with a quantity, and the
 * checkout shows the delivery address as a pin in the shop's zone (the offline SVG map).
 * Demo shop 17243: Peeled Garlic $59.95; the saved address is 100 Queen St W, Toronto.
 */
const GARLIC = 'Peeled Garlic';

/** The checkout at both widths with the map in view (at 390 px it sits below the form). */
async function screenshotMap(page: Page, name: string, map: Locator) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await map.scrollIntoViewIfNeeded();
    await expect(page.getByTestId('checkout-total')).toBeVisible();
    await settled(page);
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${viewport.width}.png` });
  }
  await page.setViewportSize(VIEWPORTS[0]);
}
const ADDRESS_NAME = 'Quick Look Bistro';

test('quick look adds to the cart, and the checkout map pins the delivery address', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  await savePosition(context, baseURL!);
  await page.goto('/supply');
  const session = await signInByApi(page, baseURL!);
  await addAddressByApi(page, baseURL!, session.token, ADDRESS_NAME);
  await page.goto('/supply');

  const cart = new CartModel(page);
  const card = cart.card(GARLIC);
  await expect(card).toBeVisible();
  const before = Number((await page.getByTestId('cart-count').textContent()) ?? '0');

  // Keyboard: the card's Quick look button opens the dialog.
  const open = card.getByRole('button', { name: `Quick look: ${GARLIC}` });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: GARLIC });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('$59.95');
  const addButton = dialog.getByRole('button', { name: 'Add to cart' });
  await expect(addButton).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotBothWidths(page, 'quick-look', addButton);

  // Two units through the dialog's stepper, then add: the navbar count grows by two.
  await dialog.getByRole('button', { name: `Add one more ${GARLIC}` }).click();
  await expect(dialog.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  await addButton.click();
  await expect(page.getByTestId('cart-count')).toHaveText(String(before + 2));
  await expect(dialog.getByRole('status')).toContainText('2');

  // Escape closes it and focus returns to the card's button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  // Checkout through the address book, as e2e/web/checkout.spec.ts does.
  await startCheckoutFromDrawer(page);
  await expect(page).toHaveURL(/\/addressBook\?enableSelect=1/);
  await page.getByRole('button', { name: `Deliver here: ${ADDRESS_NAME}` }).click();
  await expect(page).toHaveURL(/\/payment\?addressType=delivery$/);
  const checkout = new CheckoutModel(page);
  await expect(checkout.heading).toBeVisible();

  // The map under the delivery address: an image named 'Map', described by the address, with the pin inside the drawn zone.
  const map = page.getByRole('main').getByRole('img', { name: 'Map', exact: true });
  await expect(map).toBeVisible();
  await expect(map).toHaveAccessibleDescription(/Delivery address: 100 Queen St W/);
  const pin = map.getByTestId('checkout-map-pin');
  await expect(pin).toBeVisible();
  const pinInZone = await map.evaluate((svg) => {
    const zone = svg.querySelector<SVGPathElement>('[data-testid="checkout-map-zone"]')!;
    const pinNode = svg.querySelector<SVGGElement>('[data-testid="checkout-map-pin"]')!;
    const point = new DOMPoint(Number(pinNode.dataset.x), Number(pinNode.dataset.y));
    return zone.isPointInFill(point);
  });
  expect(pinInZone).toBe(true);
  await checkout.expectReady();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotMap(page, 'checkout-map', map);

  // The same page in French: the map's name and description are translated.
  await page.goto('/fr/payment?addressType=delivery');
  const carte = page.getByRole('img', { name: 'Carte', exact: true });
  await expect(carte).toBeVisible();
  await expect(carte).toHaveAccessibleDescription(/Adresse de livraison/);
  await screenshotMap(page, 'checkout-map-fr', carte);
});
