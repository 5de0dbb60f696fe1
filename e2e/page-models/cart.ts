import { expect, type Locator, type Page } from '@playwright/test';

/** The key the cart is stored under (web platform prefix + SUPPLY_SHOPPING_CART). */
export const CART_STORAGE = 'supply-desk:SUPPLY_SHOPPING_CART';

/** The navbar cart button and the cart drawer (spec §2.4). */
export class CartModel {
  readonly button: Locator;
  readonly drawer: Locator;
  readonly alert: Locator;

  constructor(readonly page: Page) {
    this.button = page.getByRole('banner').getByRole('button', { name: /^Cart/ });
    this.drawer = page.getByRole('dialog', { name: /^Cart/ });
    this.alert = page.getByRole('alertdialog');
  }

  card(name: string): Locator {
    return this.page.getByRole('article', { name, exact: true });
  }

  cell(name: string): Locator {
    return this.drawer.getByRole('listitem').filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }

  async open() {
    await this.button.click();
    await expect(this.drawer).toBeVisible();
  }

  async close() {
    await this.page.keyboard.press('Escape');
    await expect(this.drawer).toBeHidden();
  }

  /** The stored cart, as the storefront keeps it. */
  async stored(): Promise<{ items: unknown[]; discountCodes: unknown[]; comboItems: unknown[] }> {
    return this.page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{"state":{}}').state, CART_STORAGE);
  }
}
