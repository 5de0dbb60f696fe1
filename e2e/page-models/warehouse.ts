import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Session } from '../../core/schemas/account';
import type { Menu } from '../../core/schemas/catalogue';
import type { PlacedOrder } from '../../core/schemas/checkout';
import type { PackingOrder } from '../../core/schemas/fulfilment';
import { apiCall } from './account';
import { placeOrderByApi } from './checkout';

/**
 * The warehouse screens (issue 15): a cash order with a catch-weight line placed through the API by
 * a new customer, the warehouse user's sign-in, /warehouse, /warehouse/orders/:id.
 */

export const WAREHOUSE_USER = { username: 'warehouse', password: 'warehouse-demo-2026' } as const;
export const SHOP_ID = 17243;
/** A catch-weight product (need_weigh 1) and one sold by count, from the demo catalogue. */
export const WEIGHED = 'Green Cabbage';
export const PLAIN = 'Baby Spinach';

/** A cash delivery order of 2 × Green Cabbage (weighed) and 3 × Baby Spinach, on the first delivery date offered. */
export async function placeWeighedCashOrder(request: APIRequestContext, baseURL: string, token: string, contactId: number): Promise<PlacedOrder & { serviceDate: string }> {
  const menu = await apiCall<Menu>(request, baseURL, `/api/webclient/menu?shop_id=${SHOP_ID}`);
  const products = menu.menus.flatMap((m) => m.products);
  const idOf = (name: string) => {
    const product = products.find((p) => p.product_name === name);
    expect(product, name).toBeTruthy();
    return product!.product_id;
  };
  return placeOrderByApi(request, baseURL, token, {
    product_items: [
      { product_id: idOf(WEIGHED), qty: 2 },
      { product_id: idOf(PLAIN), qty: 3 },
    ],
    payment_type: 'cash',
    contact_id: contactId,
    keyPrefix: 'warehouse',
  });
}

export function warehouseSessionByApi(request: APIRequestContext, baseURL: string): Promise<Session> {
  return apiCall<Session>(request, baseURL, '/api/login', { method: 'POST', body: WAREHOUSE_USER });
}

export function packingOrderByApi(request: APIRequestContext, baseURL: string, token: string, orderId: number): Promise<PackingOrder> {
  return apiCall<PackingOrder>(request, baseURL, `/api/fulfilment/order?order_id=${orderId}`, { token });
}

/** Staff sign-in at /agent with no ?next=: a warehouse user lands on /warehouse. */
export async function warehouseSignIn(page: Page, prefix = '') {
  await page.goto(`${prefix}/agent`);
  await page.locator('input[autocomplete="username"]').fill(WAREHOUSE_USER.username);
  await page.locator('input[autocomplete="current-password"]').fill(WAREHOUSE_USER.password);
  await page.locator('form:has(input[autocomplete="current-password"]) button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/warehouse$`));
}

/** /warehouse. */
export class DayOrdersModel {
  readonly heading: Locator;
  readonly table: Locator;
  readonly feedback: Locator;
  readonly acceptSelected: Locator;
  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.table = page.getByTestId('day-orders');
    this.feedback = page.getByTestId('step-feedback');
    this.acceptSelected = page.getByRole('button', { name: /Accept selected/ });
  }
  async open(serviceDate: string, prefix = '') {
    await this.page.goto(`${prefix}/warehouse?date=${serviceDate}&shop=${SHOP_ID}`);
    await expect(this.table).toBeVisible();
  }
  row(orderNo: string): Locator {
    return this.table.locator(`tr[data-order-no="${orderNo}"]`);
  }
}

/** /warehouse/orders/:id. */
export class PackingModel {
  readonly totals: Locator;
  readonly difference: Locator;
  readonly save: Locator;
  readonly feedback: Locator;
  constructor(readonly page: Page) {
    this.totals = page.getByTestId('packing-totals');
    this.difference = page.getByTestId('packing-difference');
    this.save = page.getByRole('button', { name: 'Save packing' });
    this.feedback = page.getByTestId('step-feedback');
  }
  line(lineId: number): Locator {
    return this.page.locator(`[data-testid="packing-line"][data-line-id="${lineId}"]`);
  }
  weight(lineId: number): Locator {
    return this.page.locator(`#pack-line-${lineId}-weight`);
  }
  delivered(lineId: number): Locator {
    return this.page.locator(`#pack-line-${lineId}-qty`);
  }
  settledTotal(): Locator {
    return this.totals.locator('tr[data-fee="total"] td').last();
  }
}
