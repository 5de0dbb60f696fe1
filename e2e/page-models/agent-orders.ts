import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { AgentLink, Session } from '../../core/schemas/account';
import type { AgentCustomer } from '../../core/schemas/agent';
import type { Menu } from '../../core/schemas/catalogue';
import type { PlacedOrder } from '../../core/schemas/checkout';
import { apiCall, uniqueDigits } from './account';
import { addAddressByApi, placeOrderByApi } from './checkout';
import { latestSmsCode } from './login';

/**
 * The agent order tables (issue 7): placing orders through the API as the demo agent (agent links)
 * and as an ordinary customer, signing staff in, and the /agent/orders, detail and audit pages.
 */

export const DEMO_STAFF = {
  agent: { username: 'agent', password: 'agent-demo-2026', name: 'Alex Martin' },
  supervisor: { username: 'supervisor', password: 'supervisor-demo-2026', name: 'Sam Chen' },
} as const;
export const SHOP_ID = 17243;
const PRODUCT = 'Baby Spinach';

export function staffSessionByApi(request: APIRequestContext, baseURL: string, who: keyof typeof DEMO_STAFF): Promise<Session> {
  const { username, password } = DEMO_STAFF[who];
  return apiCall<Session>(request, baseURL, '/api/login', { method: 'POST', body: { username, password } });
}

/** A demo customer by name, through the finder's API, and an agent link for them. */
export async function agentLinkFor(request: APIRequestContext, baseURL: string, staffToken: string, name: string): Promise<AgentLink> {
  const found = await apiCall<{ customers: AgentCustomer[] }>(request, baseURL, `/api/agent/customers/search?q=${encodeURIComponent(name)}`, {
    token: staffToken,
  });
  const customer = found.customers.find((c) => c.name === name);
  expect(customer, `demo customer ${name}`).toBeTruthy();
  return apiCall<AgentLink>(request, baseURL, '/api/hybrid/merchant/login/as_customer', {
    method: 'POST',
    token: staffToken,
    body: { customer_id: customer!.customer_id, shop_mid: SHOP_ID },
  });
}

/** A new ordinary customer (SMS sign-in through the API, nothing stored in the page) with one address. */
export async function newCustomerByApi(page: Page, baseURL: string, addressName: string): Promise<{ token: string; contactId: number }> {
  const phoneNum = `1${uniqueDigits()}`;
  await apiCall(page.request, baseURL, `/api/webclient/verification_code/request?phone_num=${phoneNum}`);
  const code = await latestSmsCode(page, phoneNum);
  const { password } = await apiCall<{ password: string }>(page.request, baseURL, '/api/webclient/verification_code/check', {
    method: 'POST',
    body: { phone_num: phoneNum, code },
  });
  const session = await apiCall<Session>(page.request, baseURL, '/api/webclient/login', { method: 'POST', body: { username: phoneNum, password } });
  const address = await addAddressByApi(page, baseURL, session.token, addressName);
  return { token: session.token, contactId: address.id };
}

/** The first address-book entry of the customer the token belongs to (demo customers have one). */
export async function firstContactId(request: APIRequestContext, baseURL: string, token: string): Promise<number> {
  const book = await apiCall<{ list: { id: number }[] }>(request, baseURL, '/api/webclient/user/addrbook/list', { token });
  expect(book.list.length).toBeGreaterThan(0);
  return book.list[0]!.id;
}

/** A cash-on-delivery order of `qty` × Baby Spinach, placed with a customer token or an agent link's token. */
export async function placeCashOrder(request: APIRequestContext, baseURL: string, token: string, contactId: number, qty: number): Promise<PlacedOrder> {
  const menu = await apiCall<Menu>(request, baseURL, `/api/webclient/menu?shop_id=${SHOP_ID}`);
  const product = menu.menus.flatMap((m) => m.products).find((p) => p.product_name === PRODUCT);
  expect(product, PRODUCT).toBeTruthy();
  return placeOrderByApi(request, baseURL, token, {
    product_items: [{ product_id: product!.product_id, qty }],
    payment_type: 'cash',
    contact_id: contactId,
    keyPrefix: 'agent-orders',
  });
}

/** Signs staff in through /agent (the sign-in page), going on to `next`. */
export async function staffSignInThroughPage(page: Page, who: keyof typeof DEMO_STAFF, next: string) {
  await page.goto(`/agent?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Username').fill(DEMO_STAFF[who].username);
  await page.getByLabel('Password').fill(DEMO_STAFF[who].password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[?]/g, '\\?')}$`));
}

/** /agent/orders. */
export class AgentOrdersModel {
  readonly heading: Locator;
  readonly table: Locator;
  readonly bodyRows: Locator;
  readonly agentFilter: Locator;
  readonly search: Locator;
  readonly exportButton: Locator;
  readonly columnsButton: Locator;
  readonly status: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Orders' });
    this.table = page.getByRole('table', { name: /^Agent orders/ });
    this.bodyRows = this.table.locator('tbody tr');
    this.agentFilter = page.getByLabel('Agent', { exact: true });
    this.search = page.getByRole('searchbox', { name: 'Search' });
    this.exportButton = page.getByRole('button', { name: 'Export CSV' });
    this.columnsButton = page.getByRole('button', { name: 'Columns' });
    this.status = page.getByRole('status').filter({ hasText: /\d+ orders?/ });
  }

  row(orderNo: string): Locator {
    return this.bodyRows.filter({ hasText: orderNo });
  }

  sortButton(column: string): Locator {
    return this.table.getByRole('columnheader').getByRole('button', { name: new RegExp(`^${column}`) });
  }

  /** The order numbers of the rows on screen, top to bottom. */
  async orderNumbers(): Promise<string[]> {
    return this.bodyRows.locator('td:first-child').allInnerTexts().then((cells) => cells.map((c) => c.trim()));
  }

  /** The Total cells in dollars, top to bottom. */
  async totals(): Promise<number[]> {
    const cells = await this.bodyRows.locator('td:last-child').allInnerTexts();
    return cells.map((text) => Number(text.replace(/[^\d.]/g, '')));
  }
}

/** The rows of a CSV download (RFC 4180: quoted fields, doubled quotes, CRLF), its byte-order mark dropped. */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i += 1) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && body[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}
