import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { AgentLink, Session } from '../../core/schemas/account';
import type { AgentCustomer } from '../../core/schemas/agent';
import { apiCall } from './account';

/** Demo staff (server/db/seed/demo-staff.ts). */
export const DEMO_AGENT = { username: 'agent', password: 'agent-demo-2026' } as const;

/** /agent: the staff sign-in. */
export class AgentSignInModel {
  readonly heading: Locator;
  readonly username: Locator;
  readonly password: Locator;
  readonly remember: Locator;
  readonly submit: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Agent console sign-in' });
    this.username = page.getByLabel('Username');
    this.password = page.getByLabel('Password');
    this.remember = page.getByRole('checkbox', { name: 'Remember me on this computer' });
    this.submit = page.getByRole('button', { name: 'Sign in', exact: true });
    this.error = page.getByTestId('staff-sign-in-error');
  }

  async goto(prefix = '') {
    await this.page.goto(`${prefix}/agent`);
  }

  /** Types the credentials and presses Enter: the keyboard only. */
  async signInWithKeyboard(credentials: { username: string; password: string } = DEMO_AGENT, opts: { remember?: boolean } = {}) {
    await expect(this.username).toBeFocused();
    await this.page.keyboard.type(credentials.username);
    await this.page.keyboard.press('Tab');
    await this.page.keyboard.type(credentials.password);
    if (opts.remember) {
      await this.page.keyboard.press('Tab');
      await this.page.keyboard.press('Space');
      await expect(this.remember).toBeChecked();
      await this.page.keyboard.press('Tab');
    }
    await this.page.keyboard.press('Enter');
  }
}

/** /agent/customers: the customer finder. */
export class CustomerFinderModel {
  readonly heading: Locator;
  readonly search: Locator;
  readonly results: Locator;
  readonly options: Locator;

  constructor(readonly page: Page, texts: { heading: string; search: string } = { heading: 'Find a customer', search: 'Search customers' }) {
    this.heading = page.getByRole('heading', { level: 1, name: texts.heading });
    this.search = page.getByRole('combobox', { name: texts.search });
    this.results = page.getByRole('listbox');
    this.options = this.results.getByRole('option');
  }

  option(name: string | RegExp): Locator {
    return this.results.getByRole('option', { name });
  }

  /** Replaces the search text with the keyboard and waits for `expected` among the results. */
  async typeSearch(text: string, expected: string | RegExp) {
    await this.search.focus();
    await this.page.keyboard.press('ControlOrMeta+A');
    await this.page.keyboard.press('Backspace');
    await this.page.keyboard.type(text, { delay: 20 });
    await expect(this.option(expected)).toBeVisible();
  }

  /** ↓ until the option named `name` is active, then Enter. */
  async openWithKeyboard(name: string | RegExp) {
    const target = this.option(name);
    for (let i = 0; i < 25; i += 1) {
      await this.page.keyboard.press('ArrowDown');
      if ((await target.getAttribute('aria-selected')) === 'true') break;
    }
    await expect(target).toHaveAttribute('aria-selected', 'true');
    await this.page.keyboard.press('Enter');
  }
}

/** The agent banner (agent-order mode) and the staff console bar. */
export function agentBanner(page: Page): Locator {
  return page.getByTestId('agent-banner');
}
export function staffConsoleBar(page: Page): Locator {
  return page.getByTestId('staff-console-bar');
}
export function agentLinkAlert(page: Page): Locator {
  return page.getByRole('alertdialog');
}

/** POST /api/login as the demo agent. */
export function staffLoginByApi(request: APIRequestContext, baseURL: string): Promise<Session> {
  return apiCall<Session>(request, baseURL, '/api/login', { method: 'POST', body: DEMO_AGENT });
}

export async function findCustomerByApi(request: APIRequestContext, baseURL: string, staffToken: string, q: string): Promise<AgentCustomer> {
  const data = await apiCall<{ customers: AgentCustomer[] }>(request, baseURL, `/api/agent/customers/search?q=${encodeURIComponent(q)}`, {
    token: staffToken,
  });
  expect(data.customers.length, `a customer for "${q}"`).toBeGreaterThan(0);
  return data.customers[0]!;
}

/** POST /api/hybrid/merchant/login/as_customer: the agent link for a customer. */
export function issueLinkByApi(request: APIRequestContext, baseURL: string, staffToken: string, customerId: number): Promise<AgentLink> {
  return apiCall<AgentLink>(request, baseURL, '/api/hybrid/merchant/login/as_customer', {
    method: 'POST',
    body: { customer_id: customerId },
    token: staffToken,
  });
}

/** The supplydesk:// link's query on a web page (spec §2.9: the same query on any page does the same). */
export function webLinkPath(path: string, link: AgentLink, override: Record<string, string> = {}): string {
  const query = new URLSearchParams(new URL(link.link).search);
  for (const [key, value] of Object.entries(override)) query.set(key, value);
  return `${path}?${query.toString()}`;
}
