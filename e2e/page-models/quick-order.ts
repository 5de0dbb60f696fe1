import { expect, type Locator, type Page } from '@playwright/test';
import type { SkuIndex, SkuIndexRow } from '../../core/schemas/agent';
import { apiCall } from './account';

/** /quick-order: the bulk entry grid (features/bulk-order), in English unless texts say otherwise. */
export class QuickOrderModel {
  readonly heading: Locator;
  readonly grid: Locator;
  readonly rows: Locator;
  readonly notice: Locator;
  readonly report: Locator;
  readonly summary: Locator;
  readonly live: Locator;
  readonly csvInput: Locator;
  readonly addButton: Locator;
  readonly pasteButton: Locator;
  readonly guideToggle: Locator;

  constructor(
    readonly page: Page,
    texts: { title: string; add: RegExp; paste: string; guide: RegExp } = {
      title: 'Quick order',
      add: /^(Add to cart|Log in to add to cart)$/,
      paste: 'Paste rows',
      guide: /^(Show|Hide) order guide$/,
    },
  ) {
    this.heading = page.getByRole('heading', { level: 1, name: texts.title });
    this.grid = page.getByTestId('bulk-grid');
    this.rows = this.grid.locator('[data-row-id]');
    this.notice = page.getByTestId('bulk-notice');
    this.report = page.getByTestId('bulk-report');
    this.summary = page.getByTestId('bulk-summary');
    this.live = page.getByTestId('bulk-live');
    this.csvInput = page.getByTestId('bulk-csv-input');
    this.addButton = page.getByRole('button', { name: texts.add });
    this.pasteButton = page.getByRole('button', { name: texts.paste });
    this.guideToggle = page.getByRole('button', { name: texts.guide });
  }

  /** Opens the page and waits for the SKU index (the grid's buttons are enabled once it is in). */
  async goto(path = '/quick-order') {
    await this.page.goto(path);
    await expect(this.heading).toBeVisible();
    await expect(this.pasteButton).toBeEnabled({ timeout: 20_000 });
  }

  /** Row n (1-based). */
  row(n: number): Locator {
    return this.rows.nth(n - 1);
  }

  sku(n: number): Locator {
    return this.page.getByRole('combobox', { name: `SKU or name, row ${n}`, exact: true });
  }

  qty(n: number): Locator {
    return this.page.getByRole('textbox', { name: `Quantity, row ${n}`, exact: true });
  }

  /** The rows' SKU boxes and statuses, in order, without the empty last row. */
  async table(): Promise<{ sku: string; qty: string; status: string }[]> {
    return this.rows.evaluateAll((rows) =>
      rows
        .map((row) => ({
          sku: (row.querySelector('[role="combobox"]') as HTMLInputElement).value,
          qty: (row.querySelectorAll('input')[1] as HTMLInputElement).value,
          status: row.getAttribute('data-status') ?? '',
        }))
        .filter((row) => row.status !== 'empty'),
    );
  }

  /**
   * Keys one row with the keyboard only, from its SKU box: the text, the suggestion list, Enter
   * (picks the highlighted match), the quantity, Enter (the next row).
   */
  async keyRow(typed: string, qty: number, option?: RegExp) {
    await this.page.keyboard.type(typed);
    const listbox = this.page.getByRole('listbox');
    await expect(listbox).toBeVisible();
    if (option) await expect(listbox.getByRole('option').first()).toHaveAccessibleName(option);
    await this.page.keyboard.press('Enter');
    await this.page.keyboard.type(String(qty));
    await this.page.keyboard.press('Enter');
  }
}

/** Products of the shop that go into a cart as they stand (listed, no options, not weighed, plenty of stock). */
export async function addableProducts(page: Page, baseURL: string, shopId: number): Promise<SkuIndexRow[]> {
  const index = await apiCall<SkuIndex>(page.request, baseURL, `/api/catalogue/sku_index?shop_id=${shopId}&shipping_type=delivery`);
  return index.rows.filter(
    (row) =>
      row.status === 0 && !row.has_options && row.need_weigh === 0 && row.max === 0 && (row.min_qty ?? 1) === 1 && (row.qty_step ?? 1) === 1 && (row.stock === -9999 || row.stock >= 50),
  );
}
