import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../../locales/en.json';
import fr from '../../../../locales/fr.json';
import { describeAuditDetail } from './audit-detail';

let t: TFunction;
let tFr: TFunction;

beforeAll(async () => {
  const i18n = i18next.createInstance();
  await i18n.init({ resources: { en: { translation: en }, fr: { translation: fr } }, lng: 'en', interpolation: { escapeValue: false } });
  t = i18n.getFixedT('en');
  tFr = i18n.getFixedT('fr');
});

describe('audit detail in words', () => {
  it('lists lines as SKU×qty, at most five, with the count', () => {
    const lines = ['A1', 'B2', 'C3', 'D4', 'E5', 'F6'].map((sku, i) => ({ product_id: i + 1, sku, qty: i + 1 }));
    expect(describeAuditDetail({ action: 'lines_added', detail: { lines: lines.slice(0, 3) }, order_no: null }, t, 'en')).toBe(
      '3 lines: A1×1, B2×2, C3×3',
    );
    expect(describeAuditDetail({ action: 'lines_removed', detail: { lines: lines.slice(0, 1) }, order_no: null }, t, 'en')).toBe('1 line: A1×1');
    expect(describeAuditDetail({ action: 'lines_added', detail: { lines }, order_no: null }, t, 'en')).toBe(
      '6 lines: A1×1, B2×2, C3×3, D4×4, E5×5, …',
    );
  });

  it('names the refused codes, the placed order with its total, the payment with amount and method', () => {
    expect(describeAuditDetail({ action: 'coupon_refused', detail: { codes: ['SPRING10', 'VIP'] }, order_no: null }, t, 'en')).toBe(
      'Codes: SPRING10, VIP',
    );
    expect(describeAuditDetail({ action: 'order_placed', detail: { total: 152.4, lines: 3 }, order_no: 'SD2603310001' }, t, 'en')).toBe(
      'Order SD2603310001 · $152.40 · 3 lines',
    );
    expect(describeAuditDetail({ action: 'payment_taken', detail: { amount: 152.4, method: 'card' }, order_no: 'X' }, t, 'en')).toBe('$152.40 by Card');
    expect(describeAuditDetail({ action: 'payment_taken', detail: { amount: 10, method: 'pad' }, order_no: 'X' }, tFr, 'fr')).toMatch(/^10,00\s\$ par DPA$/);
    expect(describeAuditDetail({ action: 'customer_opened', detail: { shop_id: 17243 }, order_no: null }, t, 'en')).toBe('Shop 17243');
  });

  it('shows a dash, never "undefined", when the detail lacks what it should carry', () => {
    for (const action of ['lines_added', 'coupon_refused', 'order_placed', 'payment_taken', 'customer_opened'] as const) {
      const text = describeAuditDetail({ action, detail: { lines: 'x', codes: [1], total: 'big' }, order_no: null }, t, 'en');
      expect(text).toBe('—');
    }
  });
});
