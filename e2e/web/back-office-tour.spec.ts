import { expect, test, type Page } from '@playwright/test';
import { savePosition, SCREENSHOTS, seriousViolations, settled, VIEWPORTS } from '../page-models/storefront';

/*
 * Every back-office page (issue 17) in en, cn and fr at 1280 and 390 px: a heading, no serious axe
 * violation, nothing wider than the window (a wide table scrolls in its own box, the page does not),
 * and a screenshot of each to look at.
 */
const MANAGER = { username: 'manager', password: 'manager-demo-2026' };
const PAGES = ['back-office', 'back-office/products', 'back-office/products/100101', 'back-office/customers', 'back-office/price-lists', 'back-office/promotions', 'back-office/import', 'back-office/banners', 'back-office/settings'];

async function managerSignIn(page: Page) {
  await page.goto(`/agent?next=${encodeURIComponent('/back-office')}`);
  await page.getByLabel('Username').fill(MANAGER.username);
  await page.getByLabel('Password').fill(MANAGER.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Back office: Morgan Lefebvre')).toBeVisible();
}

/**
 * What makes a page wider than the window, for the failure message: every element (hidden, 1 px
 * `sr-only`, absolutely positioned ones included) whose box ends past the window's right edge and is
 * not clipped by a scrolling box of its own containing blocks.
 */
function pastTheEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 4).join('.')}` : ''}`;
    const found: string[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const right = el.getBoundingClientRect().right;
      if (right <= width + 1) continue;
      // A scrolling ancestor clips the element only if it is in its chain of containing blocks: an
      // absolutely positioned box escapes every ancestor below its nearest positioned one.
      let clipped = false;
      let absolute = getComputedStyle(el).position === 'absolute';
      for (let box = el.parentElement; box && box !== document.body && !clipped; box = box.parentElement) {
        const style = getComputedStyle(box);
        const positioned = style.position !== 'static';
        if (absolute && !positioned) continue;
        if (style.overflowX !== 'visible' && box.getBoundingClientRect().right <= width + 1) clipped = true;
        if (positioned) absolute = style.position === 'absolute';
      }
      if (!clipped) found.push(`${name(el)} (${Math.round(right - width)}px)`);
    }
    return found.slice(0, 8);
  });
}

test('every back-office page in en, cn and fr at 1280 and 390 px: a heading (or the editor’s dialog), axe clean, nothing wider than the window', async ({ page, context, baseURL }) => {
  test.setTimeout(300_000);
  await savePosition(context, baseURL!);
  await managerSignIn(page);
  const overflowing: string[] = [];
  for (const prefix of ['', '/cn', '/fr']) {
    for (const path of PAGES) {
      await page.setViewportSize(VIEWPORTS[0]);
      await page.goto(`${prefix}/${path}`);
      // The product editor is a dialog over the list; every other page has its heading.
      await expect(path.includes('/products/') ? page.getByRole('dialog') : page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main').getByRole('progressbar')).toHaveCount(0);
      expect(await seriousViolations(page, 'main'), `${prefix}/${path}`).toEqual([]);
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await settled(page);
        const wider = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (wider > 1) overflowing.push(`${prefix}/${path} at ${viewport.width}: ${wider}px past the edge: ${(await pastTheEdge(page)).join(', ')}`);
        const name = `${path.replaceAll('/', '-')}${prefix.replace('/', '-') || '-en'}-${viewport.width}`;
        await page.screenshot({ path: `${SCREENSHOTS}/tour-${name}.png` });
      }
    }
  }
  expect(overflowing).toEqual([]);
});
