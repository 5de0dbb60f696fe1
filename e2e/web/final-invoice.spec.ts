import { mkdirSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Menu } from '../../core/schemas/catalogue';
import type { PlacedOrder } from '../../core/schemas/checkout';
import type { Locale } from '../../core/schemas/common';
import { apiCall, signInByApi } from '../page-models/account';
import { staffSessionByApi } from '../page-models/agent-orders';
import { addAddressByApi, placeOrderByApi } from '../page-models/checkout';
import { savePosition, SCREENSHOTS, seriousViolations, settled, VIEWPORTS } from '../page-models/storefront';

/*
 * After checkout (issue 15), what the buyer reads about money and documents: a card order paid at
 * checkout says the card is authorized and will be charged the final amount at packing; once packed,
 * the order detail offers the final invoice and the order confirmation. The order is placed and its
 * card authorized through the API, on the real server with the offline sandbox.
 */
const SHOP_ID = 17243;
const WEIGHED = 'Green Cabbage';
const PLAIN = 'Baby Spinach';
const SHOTS = process.env.FINAL_INVOICE_SHOTS ?? SCREENSHOTS;

async function shots(page: Page, name: string, ready: Locator) {
  mkdirSync(SHOTS, { recursive: true });
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expect(ready).toBeVisible();
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png`, fullPage: viewport.width < 500 });
  }
  await page.setViewportSize(VIEWPORTS[0]);
}

/** A signed-in buyer with a card order authorized through the sandbox card routes, as checkout does. */
async function authorizedCardOrder(page: Page, baseURL: string): Promise<{ token: string; order: PlacedOrder }> {
  await page.goto('/app-download');
  const session = await signInByApi(page, baseURL);
  const token = session.token;
  const address = await addAddressByApi(page, baseURL, token, 'Final Invoice Bistro');
  const menu = await apiCall<Menu>(page.request, baseURL, `/api/webclient/menu?shop_id=${SHOP_ID}`);
  const products = menu.menus.flatMap((m) => m.products);
  const idOf = (name: string) => products.find((p) => p.product_name === name)!.product_id;
  const order = await placeOrderByApi(page.request, baseURL, token, {
    product_items: [
      { product_id: idOf(WEIGHED), qty: 2 },
      { product_id: idOf(PLAIN), qty: 3 },
    ],
    payment_type: 'card',
    time_preference: 'asap',
    contact_id: address.id,
    keyPrefix: 'final-invoice',
  });
  const setup = await apiCall<{ setup_intent_id: string }>(page.request, baseURL, '/api/payment/stripe/credit_card/setup_intent', { token });
  const card = await apiCall<{ id: string }>(page.request, baseURL, '/api/payment/sandbox/confirm_setup', {
    method: 'POST',
    token,
    body: { setup_intent_id: setup.setup_intent_id, card_no: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
  });
  const attempt = await apiCall<{ status: string }>(page.request, baseURL, '/api/payment/stripe/order_payment_intent', {
    method: 'POST',
    token,
    body: { order_id: order.order_id, payment_method_id: card.id },
  });
  expect(attempt.status).toBe('succeeded');
  return { token, order };
}

test.beforeEach(async ({ context, baseURL }) => {
  await savePosition(context, baseURL!);
});

test('a card paid at checkout is authorized, not charged: the payment result says it will be charged the final amount at packing', async ({ page, baseURL }) => {
  const { order } = await authorizedCardOrder(page, baseURL!);
  const texts: Record<Locale, { title: string; text: RegExp }> = {
    en: { title: 'Card authorized', text: /it will be charged the final amount when your order is packed/ },
    cn: { title: '银行卡已授权', text: /订单打包时将按最终金额扣款/ },
    fr: { title: 'Carte autorisée', text: /elle sera débitée du montant final lorsque votre commande sera préparée/ },
  };
  for (const locale of ['en', 'cn', 'fr'] as const) {
    await page.goto(`${locale === 'en' ? '' : `/${locale}`}/payment-result?orderId=${order.order_id}`);
    const heading = page.getByRole('heading', { level: 1, name: texts[locale].title });
    await expect(heading).toBeVisible();
    await expect(page.getByText(texts[locale].text)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shots(page, `payment-result-authorized-${locale}`, heading);
  }
});

test('order detail: before packing one invoice download; once settled the final invoice and the order confirmation', async ({ page, baseURL }) => {
  const { order } = await authorizedCardOrder(page, baseURL!);
  await page.goto(`/orderDetail?orderId=${order.order_id}`);
  const documents = page.getByRole('button', { name: 'Download invoice (PDF)' });
  await expect(documents).toBeVisible();
  await expect(page.getByRole('button', { name: 'Final invoice (PDF)' })).toHaveCount(0);

  // Packed through the dev shortcut (applyAction, as POST /api/fulfilment/pack does): the order is settled.
  const supervisor = await staffSessionByApi(page.request, baseURL!, 'supervisor');
  await apiCall(page.request, baseURL!, '/api/dev/fulfilment/advance', { method: 'POST', token: supervisor.token, body: { order_id: order.order_id, to: 'packed' } });
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/user/receipt/request/pdf')) requested.push(new URL(request.url()).searchParams.get('document') ?? '');
  });

  const labels: Record<Locale, { invoice: string; confirmation: string; hint: RegExp }> = {
    en: { invoice: 'Final invoice (PDF)', confirmation: 'Order confirmation (PDF)', hint: /the final invoice shows what was delivered/ },
    cn: { invoice: '最终发票（PDF）', confirmation: '订单确认（PDF）', hint: /最终发票列出实发商品和最终金额/ },
    fr: { invoice: 'Facture finale (PDF)', confirmation: 'Confirmation de commande (PDF)', hint: /la facture finale indique ce qui a été livré/ },
  };
  for (const locale of ['en', 'cn', 'fr'] as const) {
    await page.goto(`${locale === 'en' ? '' : `/${locale}`}/orderDetail?orderId=${order.order_id}`);
    const finalButton = page.getByRole('button', { name: labels[locale].invoice });
    await expect(finalButton).toBeVisible();
    await expect(page.getByRole('button', { name: labels[locale].confirmation })).toBeVisible();
    await expect(page.getByText(labels[locale].hint)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await finalButton.scrollIntoViewIfNeeded();
    await shots(page, `order-documents-${locale}`, finalButton);

    // The order is settled: the final invoice downloads.
    const invoice = page.waitForEvent('download');
    await finalButton.click();
    const pdf = await invoice;
    expect(pdf.suggestedFilename()).toMatch(/^invoice-.+\.pdf$/);
    expect((await stat((await pdf.path())!)).size).toBeGreaterThan(1_000);
    // The confirmation downloads.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: labels[locale].confirmation }).click();
    expect((await download).suggestedFilename()).toMatch(/^confirmation-.+\.pdf$/);
  }
  expect(requested).toEqual(['invoice', 'confirmation', 'invoice', 'confirmation', 'invoice', 'confirmation']);
});
