import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { clientHeaders, DEFAULT_SIGNATURE_SALT } from '../../core/request-signature';

/** Where the e2e server's sandbox outbox writes (playwright.config.ts: DATA_DIR .data-e2e, OUTBOX_DIR unset). */
const OUTBOX_FILE = join(process.env.E2E_OUTBOX_DIR ?? join('.data-e2e', 'outbox'), 'sms.jsonl');

export interface OutboxMessage {
  to: string;
  text: string;
  created_at: string;
}

/** The login modal (spec §2.5): Individual tab, phone, SMS code, Login. */
export class LoginModalModel {
  readonly dialog: Locator;
  readonly country: Locator;
  readonly phone: Locator;
  readonly code: Locator;
  readonly send: Locator;
  readonly submit: Locator;

  constructor(
    readonly page: Page,
    texts: { title: string | RegExp; phone: string; code: string; send: RegExp; submit: string } = {
      title: 'Log in',
      phone: 'Phone number',
      code: 'SMS code',
      send: /^(Send code|Resend)/,
      submit: 'Log in',
    },
  ) {
    this.dialog = page.getByRole('dialog', { name: texts.title });
    this.country = this.dialog.getByRole('combobox');
    this.phone = this.dialog.getByRole('textbox', { name: texts.phone });
    this.code = this.dialog.getByRole('textbox', { name: texts.code });
    this.send = this.dialog.getByRole('button', { name: texts.send });
    this.submit = this.dialog.getByRole('button', { name: texts.submit, exact: true });
  }

  /** The navbar's Login item (desktop width). */
  async open() {
    await this.page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(this.dialog).toBeVisible();
  }

  /** Types the number and presses Send code; waits for the 'code sent' status. */
  async requestCode(phoneDigits: string) {
    await this.phone.fill(phoneDigits);
    await this.send.click();
    await expect(this.dialog.getByRole('status')).toContainText(/\S/);
  }
}

/**
 * The newest SMS code sent to `phoneNum` (country code first): GET /api/dev/outbox on the same origin
 * when the server has it (development), else the sandbox outbox file the production e2e server writes.
 */
export async function latestSmsCode(page: Page, phoneNum: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        found = await readCode(page, phoneNum);
        return found;
      },
      { message: `an SMS code for ${phoneNum} in the outbox`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return found!;
}

async function readCode(page: Page, phoneNum: string): Promise<string | undefined> {
  const newest = (await smsMessages(page, phoneNum))[0];
  return newest?.text.match(/\b(\d{6})\b/)?.[1];
}

/** The texts sent to `phoneNum` (country code first), newest first: the dev outbox route, else the sandbox outbox file. */
export async function smsMessages(page: Page, phoneNum: string): Promise<OutboxMessage[]> {
  // The page's origin, or the configured one before the first navigation.
  const origin = page.url().startsWith('http') ? page.url() : (test.info().project.use.baseURL ?? 'http://localhost:4310');
  const url = new URL(`/api/dev/outbox?channel=sms&to=${phoneNum}`, origin);
  const headers = clientHeaders({ language: 'en', apiHost: url.host, salt: process.env.SIGNATURE_SALT ?? DEFAULT_SIGNATURE_SALT });
  const response = await page.request.get(url.toString(), { headers });
  let messages: OutboxMessage[];
  if (response.ok()) {
    const body = (await response.json()) as { data: { list: OutboxMessage[] } };
    messages = body.data.list;
  } else {
    const text = await readFile(OUTBOX_FILE, 'utf8').catch(() => '');
    messages = text
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as OutboxMessage)
      .filter((message) => message.to === phoneNum);
  }
  return [...messages].sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/**
 * Signs a Canadian number in through the login modal: opens it from the navbar (unless it is open),
 * requests a code, reads it from the sandbox outbox, types it and logs in.
 */
export async function signInWithSms(page: Page, phoneDigits: string): Promise<void> {
  const modal = new LoginModalModel(page);
  if (!(await modal.dialog.isVisible())) await modal.open();
  await modal.requestCode(phoneDigits);
  const code = await latestSmsCode(page, `1${phoneDigits}`);
  await modal.code.fill(code);
  await modal.submit.click();
  await expect(modal.dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Account:/ })).toBeVisible();
}
