import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

const SCREENSHOTS = 'artifacts/screenshots';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.length} × ${v.help} (${v.nodes[0]?.target.join(' ')})`);
}

test.describe('home page smoke', () => {
  test('shows the demo catalogue from the API in English', async ({ page }) => {
    await page.goto('/');
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(20);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SCREENSHOTS}/home-en-1280.png`, fullPage: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SCREENSHOTS}/home-en-390.png`, fullPage: false });
  });

  for (const [lang, pattern] of [
    ['cn', /[\u4e00-\u9fff]/],
    ['fr', /[a-zà-ÿ]/i],
  ] as const) {
    test(`shows the catalogue in ${lang}`, async ({ page }) => {
      await page.goto(`/${lang}`);
      const first = page.getByRole('article').first();
      await expect(first).toBeVisible();
      await expect(first).toHaveAccessibleName(pattern);
      expect(await page.locator('html').getAttribute('lang')).toBe(lang === 'cn' ? 'zh-Hans' : 'fr');
      expect(await seriousViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: `${SCREENSHOTS}/home-${lang}-1280.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SCREENSHOTS}/home-${lang}-390.png` });
    });
  }

  test('an unknown locale gives the 404 page', async ({ page }) => {
    await page.goto('/de');
    await expect(page.getByText('This page could not be found.')).toBeVisible();
  });
});
