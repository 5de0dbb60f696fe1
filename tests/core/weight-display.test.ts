import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { isSoldByUnit, isWeighed, quantityDisplay, quantityText, unitLabel, type UnitTranslator } from '../../core/cart/weight-display';
import cn from '../../locales/cn.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import fr from '../../locales/fr.json' with { type: 'json' };

const weighed = { need_weigh: 1 as const, weight_value: '2.6', weight_unit: 'kg' };

describe('weighed-product display', () => {
  it('qty × (weight_value rounded to a whole number) followed by weight_unit', () => {
    // 2.6 → 3; 3 × 3 = 9 kg.
    expect(quantityDisplay(3, weighed)).toEqual({ amount: 9, unit: 'kg' });
    // 2.4 → 2; 3 × 2 = 6.
    expect(quantityDisplay(3, { ...weighed, weight_value: '2.4' }).amount).toBe(6);
    // 2.5 rounds up to 3; 2 × 3 = 6 lb.
    expect(quantityDisplay(2, { ...weighed, weight_value: '2.5', weight_unit: 'lb' })).toEqual({ amount: 6, unit: 'lb' });
  });

  it('non-weighed items fall back to "ct"', () => {
    expect(quantityDisplay(3, { ...weighed, need_weigh: 0 })).toEqual({ amount: 3, unit: 'ct' });
  });

  it('weight display needs need_weigh 1, a unit and a positive numeric value', () => {
    expect(isWeighed(weighed)).toBe(true);
    expect(isWeighed({ ...weighed, weight_unit: '' })).toBe(false);
    expect(isWeighed({ ...weighed, weight_value: '' })).toBe(false);
    expect(isWeighed({ ...weighed, weight_value: 'abc' })).toBe(false);
    expect(isWeighed({ ...weighed, weight_value: '0' })).toBe(false);
    expect(quantityDisplay(4, { ...weighed, weight_unit: '' })).toEqual({ amount: 4, unit: 'ct' });
  });
});

describe('unit labels in the reader’s language (issue 14: "ct" stayed English in cn and fr)', () => {
  const i18n = i18next.createInstance();
  void i18n.init({
    resources: { en: { translation: en }, cn: { translation: cn }, fr: { translation: fr } },
    lng: 'en',
    fallbackLng: 'en',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  const t = (lng: string) => i18n.getFixedT(lng) as unknown as UnitTranslator;
  const counted = { ...weighed, need_weigh: 0 as const };

  it('a count reads "ct", "件" or "unité(s)"', () => {
    expect(quantityText(3, counted, t('en'))).toBe('3 ct');
    expect(quantityText(3, counted, t('cn'))).toBe('3 件');
    expect(quantityText(1, counted, t('fr'))).toBe('1 unité');
    expect(quantityText(3, counted, t('fr'))).toBe('3 unités');
  });

  it('weights read in the language too; a unit we do not know stays as the product gives it', () => {
    expect(quantityText(3, weighed, t('en'))).toBe('9 kg');
    expect(quantityText(3, weighed, t('cn'))).toBe('9 公斤');
    expect(quantityText(2, { ...weighed, weight_unit: 'LB' }, t('cn'))).toBe('6 磅');
    expect(quantityText(3, weighed, t('fr'))).toBe('9 kg');
    expect(unitLabel('tray', 2, t('cn'))).toBe('tray');
    expect(unitLabel('ml', 2, t('en'))).toBe('mL');
  });
});

describe('sold by unit', () => {
  const unit = { unit_flag: 1, unit_count: 12, unit_value: '$0.85/can' };
  it('unit_flag 1, unit_count > 0 and unit_value present', () => {
    expect(isSoldByUnit(unit)).toBe(true);
    expect(isSoldByUnit({ ...unit, unit_flag: 0 })).toBe(false);
    expect(isSoldByUnit({ ...unit, unit_count: 0 })).toBe(false);
    expect(isSoldByUnit({ ...unit, unit_value: '' })).toBe(false);
  });
});
