import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { clientHeaders, DEFAULT_SIGNATURE_SALT } from '../../core/request-signature';
import type { Locale } from '../../core/schemas/common';
import cn from '../../locales/cn.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import fr from '../../locales/fr.json' with { type: 'json' };
import { signInByApi } from '../page-models/account';
import { LOCALE_PREFIXES, savePosition, screenshotBothWidths, seriousViolations, TORONTO_POSITION } from '../page-models/storefront';

/** Issue 19, spec §2.1: the landing and legacy routes in en, cn and fr; the token entry; shop switching. */
const TEXTS = { en, cn, fr } as const;

test.beforeEach(async ({ context, baseURL }) => {
  await savePosition(context, baseURL!);
});

const signed = (baseURL: string, locale: Locale = 'en') =>
  clientHeaders({ language: locale, apiHost: new URL(baseURL).host, salt: process.env.SIGNATURE_SALT ?? DEFAULT_SIGNATURE_SALT });

async function firstAreaId(request: APIRequestContext, baseURL: string): Promise<number> {
  const res = await request.get(`${baseURL}/api/webclient/area?shop_id=${TORONTO_POSITION.sid}`, { headers: signed(baseURL) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { areas: { id: number }[] } }).data.areas[0]!.id;
}

async function expectClean(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

test('every new route renders in en, cn and fr, axe clean', async ({ page, request, baseURL }) => {
  const cityId = await firstAreaId(request, baseURL!);
  for (const { locale, prefix } of LOCALE_PREFIXES) {
    const l = TEXTS[locale].landing;
    const pages = [
      { path: '/supply-landing', heading: l.supply.title, shot: 'supply-landing' },
      { path: '/banner-page', heading: l.banner_page.title, shot: 'banner-page' },
      { path: '/cities', heading: l.cities.title, shot: 'cities' },
      { path: `/cities/${cityId}`, heading: null, shot: 'city' },
      { path: '/shop', heading: l.shop.title, shot: 'shop' },
    ];
    for (const target of pages) {
      await page.goto(`${prefix}${target.path}`);
      const h1 = page.getByRole('heading', { level: 1 });
      if (target.heading) await expect(h1).toHaveText(target.heading);
      else await expect(h1).not.toBeEmpty();
      if (target.path === '/supply-landing') {
        await expect(page.getByRole('heading', { name: l.supply.qa })).toBeVisible();
        await expect(page.locator('main article, main li').first()).toBeVisible();
      }
      if (target.path === '/shop') await expect(page.getByText(l.shop.current)).toBeVisible();
      if (target.path.startsWith('/cities')) {
        // The navbar's address label shows at most 20 characters there.
        const label = page.locator(`header button[title="${TORONTO_POSITION.name}"]`);
        await expect(label).toContainText(`${TORONTO_POSITION.name.slice(0, 20)}…`);
      }
      await expectClean(page);
      if (locale === 'en' || target.shot === 'shop') await screenshotBothWidths(page, `i19-${target.shot}-${locale}`, h1);
    }
  }
  // /checksum: unprefixed only.
  await page.goto('/checksum');
  await expect(page.getByTestId('build-hash')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(page.getByTestId('build-version')).not.toBeEmpty();
  await expectClean(page);
  await screenshotBothWidths(page, 'i19-checksum-en', page.getByTestId('build-hash'));
  await page.goto('/cn/checksum');
  await expect(page.getByTestId('build-hash')).toHaveCount(0);
});

test('a token link signs in and goes home; a bad one says so (en, cn, fr)', async ({ page, baseURL }) => {
  // A customer's token, then a browser that is signed out again.
  const { token } = await signInByApi(page, baseURL!);
  await page.evaluate(() => localStorage.clear());

  for (const { locale, prefix } of LOCALE_PREFIXES) {
    await page.goto(`${prefix}/auth_token/sd_${'x'.repeat(40)}`);
    await expect(page.getByRole('alert')).not.toBeEmpty();
    await expect(page.getByRole('link', { name: TEXTS[locale].landing.auth_token.home })).toBeVisible();
    await expectClean(page);
  }
  await page.goto(`/fr/auth_token/${encodeURIComponent(token)}`);
  await expect(page).toHaveURL(/\/fr\/?$/);
  // Signed in: the stored session holds the token, and the navbar offers no Login.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('supply-desk:TOKEN') ?? '')).toContain(token);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('button', { name: fr.user_menu.login, exact: true })).toHaveCount(0);
});

test('switching shop on /shop asks first, then the other shop is the current one', async ({ page }) => {
  await page.goto('/shop');
  await expect(page.getByText(en.landing.shop.current)).toBeVisible();
  const switchButton = page.getByRole('button', { name: /^Switch to / }).first();
  const name = (await switchButton.textContent())!.replace(/^Switch to /, '');
  await switchButton.click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(en.position.change_shop);
  await screenshotBothWidths(page, 'i19-shop-switch-confirm-en', confirm);
  await confirm.getByRole('button', { name: en.position.change_shop_confirm }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/shop');
  const card = page.getByRole('article', { name });
  await expect(card.getByText(en.landing.shop.current)).toBeVisible();
});
