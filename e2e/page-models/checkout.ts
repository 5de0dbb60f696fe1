import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { AddressBookEntry } from '../../core/schemas/account';
import type { PlacedOrder } from '../../core/schemas/checkout';
import type { z } from 'zod';
import type { placeOrderBodySchema } from '../../core/schemas/order';
import { apiCall } from './account';
import { CartModel } from './cart';

/**
 * The checkout (spec §2.8 /payment, §4 Checkout): filling the cart from /supply, starting the
 * checkout from the drawer, the /payment page and its 'verify order info' modal.
 */

/** A pickup position at the Scarborough warehouse (sid 0, spec §3 Position), as the cookie holds it. */
export const PICKUP_POSITION = {
  sid: 0,
  delivery_setting_id: 0,
  warehouse_address: {
    address: '2300 Markham Rd, Scarborough, ON M1B 2W4',
    tel: '416-555-0143',
    postal_code: 'M1B 2W4',
    lat: 43.8155,
    lng: -79.2452,
    shop_id: 17243,
  },
};

/** An address in the Toronto shop's zone, saved through the API (quicker than the pop-up, which account.spec covers). */
export async function addAddressByApi(
  page: Page,
  baseURL: string,
  token: string,
  name = 'Checkout Noodle House',
): Promise<AddressBookEntry> {
  return apiCall<AddressBookEntry>(page.request, baseURL, '/api/webclient/user/addrbook/new', {
    method: 'POST',
    token,
    body: {
      name,
      tel: '4165550188',
      address: '100 Queen St W, Toronto, ON M5H 2N2',
      unit: '12',
      buzz_code: '3344',
      postal_code: 'M5H 2N2',
      latitude: 43.6534,
      longitude: -79.3841,
    },
  });
}

type PlaceOrderInput = z.input<typeof placeOrderBodySchema>;

/**
 * A delivery order for the shop's first delivery date, placed through the API with a fresh idempotency
 * key (`keyPrefix` names the test in the server's records). The checkout page itself is checkout.spec's.
 */
export async function placeOrderByApi(
  request: APIRequestContext,
  baseURL: string,
  token: string,
  order: Pick<PlaceOrderInput, 'product_items' | 'payment_type' | 'contact_id' | 'time_preference' | 'substitutions'> & { keyPrefix: string },
): Promise<PlacedOrder & { serviceDate: string }> {
  const shopId = PICKUP_POSITION.warehouse_address.shop_id;
  const options = await apiCall<{ delivery_dates: string[] }>(request, baseURL, `/api/webclient/checkout/options?shop_id=${shopId}&shipping_type=delivery`, {
    token,
  });
  const serviceDate = options.delivery_dates[0]!;
  const { keyPrefix, ...fields } = order;
  const placed = await apiCall<PlacedOrder>(request, baseURL, '/api/webclient/order/place_order', {
    method: 'POST',
    token,
    body: {
      shop_id: shopId,
      shipping_type: 'delivery',
      service_date: serviceDate,
      is_collect_small_order_fee: true,
      ...fields,
      idempotency_key: `e2e-${keyPrefix}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    },
  });
  return { ...placed, serviceDate };
}

/** Adds `times` units of each product from its /supply card (the page must show the card). */
export async function addToCart(page: Page, products: { name: string; times: number }[]): Promise<void> {
  const cart = new CartModel(page);
  for (const { name, times } of products) {
    const card = cart.card(name);
    await expect(card).toBeVisible();
    for (let i = 0; i < times; i++) {
      const before = Number((await page.getByTestId('cart-count').textContent()) ?? '0');
      // 'Add X' first, then the card's stepper 'Add one more X'.
      await card.getByRole('button', { name: new RegExp(`^Add (one more )?${escapeRegExp(name)}$`) }).click();
      await expect(page.getByTestId('cart-count')).toHaveText(String(before + 1));
    }
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The drawer's Checkout, through the small-order-fee dialog when it shows. */
export async function startCheckoutFromDrawer(page: Page, opts: { expectSmallOrderFee?: boolean } = {}): Promise<void> {
  const cart = new CartModel(page);
  await cart.open();
  await cart.drawer.getByRole('button', { name: /^Checkout/ }).click();
  if (opts.expectSmallOrderFee) {
    const dialog = page.getByRole('alertdialog', { name: 'Small order fee' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Proceed to checkout' }).click();
  }
}

export class CheckoutModel {
  readonly heading: Locator;
  readonly summary: Locator;
  readonly placeOrder: Locator;
  readonly total: Locator;
  readonly confirmDialog: Locator;
  readonly notice: Locator;
  readonly payment: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Checkout' });
    this.summary = page.getByRole('complementary', { name: 'Order details' });
    this.placeOrder = this.summary.getByRole('button', { name: 'Place order' });
    this.total = this.summary.getByTestId('checkout-total');
    this.confirmDialog = page.getByRole('dialog', { name: 'Verify order info' });
    this.notice = page.getByRole('alertdialog', { name: 'Payment method' });
    this.payment = page.getByRole('region', { name: 'Payment' });
  }

  method(name: 'Delivery' | 'Pickup'): Locator {
    return this.page.getByRole('region', { name: 'Delivery method' }).getByRole('radio', { name: new RegExp(`^${name}`) });
  }

  paymentType(label: RegExp): Locator {
    return this.payment.getByRole('radio', { name: label });
  }

  /** Waits until the quote has settled and 'Place order' may be pressed. */
  async expectReady() {
    await expect(this.total).toBeVisible();
    await expect(this.placeOrder).not.toHaveAttribute('aria-busy', 'true');
    await expect(this.placeOrder).not.toHaveAttribute('aria-disabled', 'true');
  }

  /** Place order → 'verify order info' → Confirm. */
  async placeAndConfirm() {
    await this.expectReady();
    await this.placeOrder.click();
    await expect(this.confirmDialog).toBeVisible();
    await this.confirmDialog.getByRole('button', { name: 'Confirm' }).click();
  }
}

/** Card → Add card → the sandbox form → saved and selected. */
export async function addSandboxCard(page: Page, checkout: CheckoutModel, number: string, last4: string) {
  await expect(checkout.paymentType(/^Credit \/ Debit Card/)).toBeChecked();
  await checkout.payment.getByRole('button', { name: 'Add card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a card' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry date').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(dialog).toBeHidden();
  await expect(checkout.payment.getByText(new RegExp(`•+ ?${last4}`))).toBeVisible();
}
