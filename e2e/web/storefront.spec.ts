import { expect, test, type Page } from '@playwright/test';
import {
  PositionDialogModel,
  savePosition,
  screenshotBothWidths,
  seriousViolations,
  warehouseDialog,
} from '../page-models/storefront';

const FRENCH = {
  title: 'Bonjour, où êtes-vous ?',
  address: 'Adresse de livraison',
  confirm: 'Confirmer',
  pickup: 'Adresse de cueillette',
};

/** The navbar search box of the current page. */
const searchBox = (page: Page, name: string | RegExp = 'Search products') =>
  page.getByRole('search').getByRole('combobox', { name });

test.describe('position', () => {
  test('a first visit to /fr/supply goes to /fr with the dialog; a Toronto address lands on the shop', async ({ page }) => {
    await page.goto('/fr/supply?utm_source=mail');
    // Spec §2.2: away from the index without a position → the localized '/', keeping /supply's query.
    await expect(page).toHaveURL(/\/fr\?utm_source=mail$/);
    const position = new PositionDialogModel(page, FRENCH);
    await expect(position.dialog).toBeVisible();

    // Keyboard: suggestions after the debounce, ArrowDown + Enter picks (aria-activedescendant follows).
    await position.address.fill('100 Queen St W');
    await expect(position.suggestions.getByRole('option').first()).toBeVisible();
    await position.address.press('ArrowDown');
    const active = await position.address.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator(`[id="${active}"]`)).toContainText('100 Queen St');
    await position.address.press('Enter');
    await expect(position.address).toHaveValue(/100 Queen St/);
    await expect(position.suggestions).toBeHidden();

    await position.confirm.click();
    await expect(position.dialog).toBeHidden();
    const label = page.getByRole('button', { name: /^adresse de livraison : 100 Queen St/ });
    await expect(label).toBeVisible();

    // The shop: the catalogue of the Toronto store, in French.
    await page.getByRole('link', { name: 'Tous les produits' }).first().click();
    await expect(page).toHaveURL(/\/fr\/supply$/);
    // The URL changes before the lazy supply page replaces the home page: wait for its own heading.
    await expect(page.getByRole('heading', { level: 1 })).toHaveId('category-title');
    const frenchHeading = await page.getByRole('heading', { level: 1 }).textContent();

    // Language: cn replaces the segment and the strings, fr brings them back.
    await page.getByRole('button', { name: /^Langue/ }).click();
    await page.getByRole('menuitem', { name: '简体中文' }).click();
    await expect(page).toHaveURL(/\/cn\/supply$/);
    await expect(page.getByRole('button', { name: /^送货地址：100 Queen St/ })).toBeVisible();
    await expect(page.getByRole('link', { name: '全部商品' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(frenchHeading ?? '');
    await page.getByRole('button', { name: /^语言/ }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/supply$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(frenchHeading ?? '');
    await expect(label).toBeVisible();
  });

  test('an address typed but not picked is cleared with a hint', async ({ page }) => {
    await page.goto('/');
    const position = new PositionDialogModel(page);
    await position.address.fill('somewhere unknown');
    await position.address.press('Tab');
    await expect(position.dialog.getByRole('alert')).toHaveText('Please select the correct address');
    await expect(position.address).toHaveValue('');
    await expect(position.address).toHaveAttribute('aria-invalid', 'true');
  });

  test('the current location fills the address; a refused location shows the red hint', async ({ browser, baseURL }) => {
    const allowed = await browser.newContext({
      baseURL,
      permissions: ['geolocation'],
      geolocation: { latitude: 43.6534, longitude: -79.3841 },
    });
    const page = await allowed.newPage();
    await page.goto('/');
    const position = new PositionDialogModel(page);
    const line = position.dialog.getByRole('button', { name: /^Current location/ });
    // Already allowed: the detected address shows in the line; a click picks it.
    await expect(line).toContainText('Toronto');
    await line.click();
    await expect(position.address).toHaveValue(/Toronto/);
    await allowed.close();

    const refused = await browser.newContext({ baseURL, permissions: [] });
    const page2 = await refused.newPage();
    await page2.goto('/');
    const position2 = new PositionDialogModel(page2);
    await position2.dialog.getByRole('button', { name: /^Current location/ }).click();
    const hint = position2.dialog.getByText('Failed to retrieve location');
    await expect(hint).toBeVisible();
    await expect(hint).toHaveCSS('color', 'rgb(180, 35, 24)');
    await refused.close();
  });

  test('a Quebec address gets the overdistance prompt; pickup shows the warehouse', async ({ page }) => {
    await page.goto('/');
    const position = new PositionDialogModel(page);
    await position.pickAddress('845 Rue Sherbrooke', /845 Rue Sherbrooke/);
    await position.confirm.click();
    const prompt = page.getByRole('alertdialog');
    await expect(prompt).toContainText('The current address is not within the delivery range. Please choose again.');
    await expect(prompt.getByRole('button', { name: 'Input again' })).toBeVisible();
    await prompt.getByRole('button', { name: 'Select pickup' }).click();

    const warehouses = warehouseDialog(page);
    await expect(warehouses).toBeVisible();
    const cards = warehouses.getByRole('article');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first()).toContainText('Normal Hour of Operation');
    await expect(cards.first().getByText('Closed').first()).toHaveCSS('color', 'rgb(180, 35, 24)');
    const maps = cards.first().getByRole('link', { name: /opens the map/ });
    await expect(maps).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=-?\d+(\.\d+)?%2C-?\d+(\.\d+)?$/);
    await expect(maps).toHaveAttribute('target', '_blank');
    await expect(maps).toHaveAttribute('rel', /noopener/);
    // Distances come from the picked place while the browser's own location is unknown.
    await expect(cards.first()).toContainText(/\d km/);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotBothWidths(page, 'warehouse-dialog-en', warehouses);

    const ottawa = cards.filter({ hasText: 'Ottawa' });
    await ottawa.getByRole('button', { name: /^Pick up at/ }).click();
    await expect(warehouses).toBeHidden();
    await expect(position.dialog).toBeHidden();
    await expect(page.getByRole('button', { name: /^pickup address: 2625 Sheffield Rd/ })).toBeVisible();
  });

  test('moving to an address of another shop asks before jumping to it', async ({ page, context, baseURL }) => {
    await savePosition(context, baseURL!);
    await page.goto('/supply');
    await page.getByRole('button', { name: /^delivery address: 100 Queen St W/ }).click();
    const position = new PositionDialogModel(page);
    await expect(position.dialog).toBeVisible();
    await expect(position.address).toHaveValue(/100 Queen St W/);
    await position.pickAddress('110 Laurier Ave W', /110 Laurier Ave/);
    await position.confirm.click();
    const prompt = page.getByRole('alertdialog');
    await expect(prompt).toContainText('The current location/address has changed, do I need to jump to a new store?');
    // Reselect cancels: still in the dialog, the old position kept.
    await prompt.getByRole('button', { name: 'Reselect' }).click();
    await expect(prompt).toBeHidden();
    await expect(position.dialog).toBeVisible();
    await position.confirm.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Jump to the new store' }).click();
    await expect(position.dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: /^delivery address: 110 Laurier Ave/ })).toBeVisible();
    // Now dismissible: Escape closes it.
    await page.getByRole('button', { name: /^delivery address:/ }).click();
    await expect(position.dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(position.dialog).toBeHidden();
  });
});

test.describe('search', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await savePosition(context, baseURL!);
  });

  test('the search box lives on /supply, /product and /results only', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('search')).toHaveCount(0);
    await page.goto('/supply');
    await expect(searchBox(page)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotBothWidths(page, 'supply-en', page.getByRole('heading', { level: 1 }));
  });

  test('Chinese and misspelt keywords find products; a result opens its product page and is logged', async ({ page }) => {
    await page.goto('/supply');
    const box = searchBox(page);
    // Empty or whitespace does nothing.
    await box.fill('   ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/supply$/);

    await box.fill('鸡翅');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/results\?keyword=%E9%B8%A1%E7%BF%85$/);
    await expect(page.getByRole('status').filter({ hasText: /^We found \d+ results?$/ })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();

    await box.fill('tomatoe');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/results\?keyword=tomatoe$/);
    const results = page.getByRole('article');
    await expect(results.filter({ hasText: /tomato/i }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotBothWidths(page, 'results-en', results.first());

    const logged = page.waitForRequest(
      (request) => request.url().endsWith('/api/products/search_stat_log') && request.method() === 'POST',
    );
    await results.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/product\/\d+$/);
    const body = (await logged).postDataJSON() as { dot_token: string; product_id: number; event: string };
    expect(body.event).toBe('click');
    expect(body.dot_token.length).toBeGreaterThanOrEqual(8);
    expect(page.url()).toContain(`/product/${body.product_id}`);
  });

  test('nothing found says so', async ({ page }) => {
    await page.goto('/results?keyword=zzqxv');
    await expect(page.getByRole('heading', { name: 'Oops! No results found' })).toBeVisible();
    await expect(page.getByText('Sorry, no matching products found')).toBeVisible();
  });

  test('suggestions, history and hot keywords are one accessible combobox', async ({ page }) => {
    await page.goto('/supply');
    const box = searchBox(page);
    await box.fill('chick');
    const listbox = page.getByRole('search').getByRole('listbox');
    await expect(listbox.getByRole('option').first()).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /option-0$/);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/results\?keyword=.+&productId=\d+$/);

    // The history remembers it; hot searches come from the server.
    await box.fill('');
    await box.focus();
    await expect(listbox.getByRole('group', { name: 'Search history' }).getByRole('option').first()).toBeVisible();
    await expect(listbox.getByRole('group', { name: 'Hot searches' }).getByRole('option').first()).toBeVisible();
    await listbox.getByRole('group', { name: 'Hot searches' }).getByRole('option').first().click();
    await expect(page).toHaveURL(/\/results\?keyword=/);
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('history shows 8 entries until show all', async ({ page }) => {
    await page.goto('/supply');
    const box = searchBox(page);
    for (const keyword of ['rice', 'oil', 'flour', 'milk', 'eggs', 'beef', 'pork', 'salt', 'sugar', 'tea']) {
      await box.fill(keyword);
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`keyword=${keyword}$`));
    }
    await box.fill('');
    await box.focus();
    const history = page.getByRole('search').getByRole('group', { name: 'Search history' }).getByRole('option');
    await expect(history).toHaveCount(8);
    await expect(history.first()).toHaveText('tea');
    await page.getByRole('search').getByRole('button', { name: 'Show all (10)' }).click();
    await expect(history).toHaveCount(10);
  });
});

test.describe('screenshots in cn and fr', () => {
  for (const lang of ['cn', 'fr'] as const) {
    test(`supply and results in ${lang}`, async ({ page, context, baseURL }) => {
      await savePosition(context, baseURL!);
      await page.goto(`/${lang}/supply`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshotBothWidths(page, `supply-${lang}`, page.getByRole('heading', { level: 1 }));
      await page.goto(`/${lang}/results?keyword=${encodeURIComponent(lang === 'cn' ? '米' : 'riz')}`);
      await expect(page.getByRole('article').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshotBothWidths(page, `results-${lang}`, page.getByRole('article').first());
    });
  }
});
