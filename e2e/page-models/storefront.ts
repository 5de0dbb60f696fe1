import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { FALLBACK_LOCALE, LOCALES } from '../../core/schemas/common';

export const SCREENSHOTS = 'artifacts/screenshots';

/** Each language with its path prefix ('' for English), in the order en, cn, fr. */
export const LOCALE_PREFIXES = LOCALES.map((locale) => ({ locale, prefix: locale === FALLBACK_LOCALE ? '' : `/${locale}` }));
export const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

/** A saved delivery position in Toronto (shop 17243), as the position cookie holds it. */
export const TORONTO_POSITION = {
  sid: 17243,
  delivery_setting_id: 17243,
  lat: 43.6534,
  lng: -79.3841,
  name: '100 Queen St W, Toronto, ON M5H 2N2',
  postcode: 'M5H 2N2',
};

/** Skips the position dialog by saving a position the way the storefront does (cookie 'position'). */
export async function savePosition(context: BrowserContext, baseURL: string, position: object = TORONTO_POSITION) {
  await context.addCookies([{ name: 'position', value: encodeURIComponent(JSON.stringify(position)), url: baseURL }]);
}

/**
 * Serious and critical axe violations, one line each (empty when there are none), of the page at rest:
 * a dialog still fading in has the contrast of its half-way frame, which no one reads.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  await settled(page);
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.length} × ${v.help} (${v.nodes[0]?.target.join(' ')})`);
}

/**
 * Waits until the page has laid out and painted what it just changed (two animation frames, so React
 * renders started by a resize have committed) and its finite animations and transitions (a drawer
 * sliding in, a dialog fading) have finished: what a screenshot after a resize or an opened overlay needs.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // Running, finite ones only (a spinner never finishes); a page that keeps starting new ones gets 2 s.
    const finite = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
    const cap = new Promise((resolve) => setTimeout(resolve, 2_000));
    await Promise.race([Promise.all(finite.map((a) => a.finished.catch(() => undefined))), cap]);
  });
}

/** Saves `<name>-1280.png` and `<name>-390.png`, waiting for layout after each resize. */
export async function screenshotBothWidths(page: Page, name: string, ready?: Locator) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    if (ready) await expect(ready).toBeVisible();
    await settled(page);
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${viewport.width}.png` });
  }
  await page.setViewportSize(VIEWPORTS[0]);
}

/** The position dialog "Hi There, Where are you?" (spec §2.6). */
export class PositionDialogModel {
  readonly dialog: Locator;
  readonly address: Locator;
  readonly suggestions: Locator;
  readonly confirm: Locator;
  readonly pickup: Locator;

  constructor(
    readonly page: Page,
    texts: { title: string | RegExp; address: string | RegExp; confirm: string | RegExp; pickup: string | RegExp } = {
      title: 'Hi There, Where are you?',
      address: 'Delivery address',
      confirm: 'Confirm',
      pickup: 'Pick Up Address',
    },
  ) {
    this.dialog = page.getByRole('dialog', { name: texts.title });
    this.address = this.dialog.getByRole('combobox', { name: texts.address });
    this.suggestions = this.dialog.getByRole('listbox');
    this.confirm = this.dialog.getByRole('button', { name: texts.confirm, exact: true });
    this.pickup = this.dialog.getByRole('button', { name: texts.pickup });
  }

  /** Types an address, waits for the 700 ms debounced suggestions and picks the one matching `option`. */
  async pickAddress(typed: string, option: RegExp) {
    await this.address.fill(typed);
    const choice = this.suggestions.getByRole('option', { name: option });
    await expect(choice).toBeVisible();
    await choice.click();
    await expect(this.address).toHaveValue(option);
  }
}

/** The warehouse dialog opened from the position dialog or the overdistance prompt. */
export function warehouseDialog(page: Page, title: string | RegExp = 'Choose a pickup warehouse') {
  return page.getByRole('dialog', { name: title });
}
