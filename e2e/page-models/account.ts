import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Session } from '../../core/schemas/account';
import type { Locale } from '../../core/schemas/common';
import { clientHeaders, DEFAULT_SIGNATURE_SALT } from '../../core/request-signature';
import { latestSmsCode } from './login';

/**
 * The signed-in customer's pages (spec §2.8): signing in without the login modal, the address book
 * and its pop-up, and the favourites grid.
 */

/** The web platform's storage prefix and the session keys (src/lib/session/session-store.ts). */
export const STORAGE_PREFIX = 'supply-desk:';
export const CONTACT_STORAGE = `${STORAGE_PREFIX}contact`;

/** A number no other test in this run uses: 416 5xx xxxx (10 digits, no country code). */
export function uniqueDigits(): string {
  return `4165${String(Math.floor(Math.random() * 90) + 10)}${String(Date.now() % 10_000).padStart(4, '0')}`;
}

/** Calls the API as the storefront does: the signed §7 headers, and the session token when given. */
export async function apiCall<T>(
  request: APIRequestContext,
  baseURL: string,
  path: string,
  opts: { method?: 'GET' | 'POST'; body?: unknown; token?: string; locale?: Locale } = {},
): Promise<T> {
  const headers = clientHeaders({
    language: opts.locale ?? 'en',
    apiHost: new URL(baseURL).host,
    salt: DEFAULT_SIGNATURE_SALT,
    token: opts.token,
  });
  const res =
    opts.method === 'POST'
      ? await request.post(path, { headers, data: opts.body ?? {} })
      : await request.get(path, { headers });
  const payload = (await res.json()) as { status: number; data: T; message?: string };
  expect(res.status(), `${path}: ${payload.message ?? ''}`).toBe(200);
  return payload.data;
}

/**
 * Signs a customer in through the API (request a code, read it from the sandbox outbox, check it,
 * log in) and stores the session the way the storefront does, then reloads the page. Quicker than
 * the login modal (login.ts signInWithSms), and it hands back the token for API calls.
 */
export async function signInByApi(page: Page, baseURL: string, digits: string = uniqueDigits()): Promise<Session> {
  const request = page.request;
  const phoneNum = `1${digits}`;
  if (!page.url().startsWith(baseURL)) await page.goto('/app-download');
  await apiCall(request, baseURL, `/api/webclient/verification_code/request?phone_num=${phoneNum}`);
  const code = await latestSmsCode(page, phoneNum);
  const { password } = await apiCall<{ password: string }>(request, baseURL, '/api/webclient/verification_code/check', {
    method: 'POST',
    body: { phone_num: phoneNum, code },
  });
  const session = await apiCall<Session>(request, baseURL, '/api/webclient/login', {
    method: 'POST',
    body: { username: phoneNum, password },
  });
  await page.evaluate(
    ({ prefix, session }) => {
      const now = Date.now();
      const ttl = Date.parse(session.expires_at) - now;
      const stored = (value: unknown) => JSON.stringify({ value, savedAt: now, expiresAt: now + ttl });
      localStorage.setItem(`${prefix}TOKEN`, stored(session.token));
      localStorage.setItem(`${prefix}SET_USER`, stored(session.user));
      localStorage.setItem(`${prefix}IS_PEOXY_PLACEORDER_USER`, stored('0'));
    },
    { prefix: STORAGE_PREFIX, session },
  );
  await page.reload();
  return session;
}

export interface AddressFields {
  /** Typed into Delivery address; the first suggestion is picked. */
  query: string;
  name: string;
  tel: string;
  unit?: string;
  buzzer?: string;
  /** Typed over what the picked place filled in. */
  postalCode?: string;
}

/** 'My Address' (/addressBook) and its pop-up. */
export class AddressBookModel {
  readonly heading: Locator;
  readonly addButton: Locator;
  readonly dialog: Locator;
  readonly name: Locator;
  readonly tel: Locator;
  readonly address: Locator;
  readonly suggestions: Locator;
  readonly unit: Locator;
  readonly buzzer: Locator;
  readonly postalCode: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'My Address' });
    this.addButton = page.getByRole('button', { name: /^Add (address|your first address)$/ }).first();
    this.dialog = page.getByRole('dialog', { name: /^(Add|Modify) address$/ });
    this.name = this.dialog.getByLabel('Merchant Name');
    this.tel = this.dialog.getByLabel('Phone Number');
    this.address = this.dialog.getByRole('combobox', { name: 'Delivery address' });
    this.suggestions = this.dialog.getByRole('listbox');
    this.unit = this.dialog.getByLabel('Unit (optional)');
    this.buzzer = this.dialog.getByLabel('Buzzer (optional)');
    this.postalCode = this.dialog.getByLabel('Postal Code');
    this.save = this.dialog.getByRole('button', { name: 'Save' });
  }

  async goto(query = '') {
    await this.page.goto(`/addressBook${query}`);
    await expect(this.heading).toBeVisible();
  }

  /** The cell of the entry with this merchant name. */
  cell(name: string): Locator {
    return this.page.getByRole('article', { name, exact: true });
  }

  /** Types the query, waits for the 700 ms debounced suggestions and picks the first. */
  async pickFirstSuggestion(query: string) {
    await this.address.fill(query);
    const first = this.suggestions.getByRole('option').first();
    await expect(first).toBeVisible();
    await first.click();
    // The place's details give the coordinates and the postal code.
    await expect(this.dialog.getByText('Getting the details of this address…')).toBeHidden();
    await expect(this.postalCode).not.toHaveValue('');
  }

  async fill(fields: Omit<AddressFields, 'query'> & { query?: string }) {
    await this.name.fill(fields.name);
    await this.tel.fill(fields.tel);
    if (fields.query) await this.pickFirstSuggestion(fields.query);
    if (fields.unit !== undefined) await this.unit.fill(fields.unit);
    if (fields.buzzer !== undefined) await this.buzzer.fill(fields.buzzer);
    if (fields.postalCode !== undefined) await this.postalCode.fill(fields.postalCode);
  }

  /** Opens the pop-up, fills it, saves, and waits for the new cell. */
  async addAddress(fields: AddressFields) {
    await this.addButton.click();
    await expect(this.dialog).toBeVisible();
    await this.fill(fields);
    await this.save.click();
    await expect(this.dialog).toBeHidden();
    await expect(this.cell(fields.name)).toBeVisible();
  }
}

/** 'My favourites' (/favourites). */
export class FavouritesModel {
  readonly heading: Locator;
  readonly grid: Locator;
  readonly empty: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'My favourites' });
    this.grid = page.getByRole('list', { name: 'Favourite products' });
    this.empty = page.getByText('No favourites yet');
  }

  async goto() {
    await this.page.goto('/favourites');
    await expect(this.heading).toBeVisible();
  }

  /** The product names in the grid, in order. */
  async productNames(): Promise<string[]> {
    await expect(this.grid.or(this.empty)).toBeVisible();
    if (!(await this.grid.isVisible())) return [];
    return this.grid.getByRole('article').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label') ?? ''));
  }

  removeButton(productName: string): Locator {
    return this.page.getByRole('button', { name: `Remove ${productName} from favourites`, exact: true });
  }
}
