import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import cn from '../../locales/cn.json';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';

/** Flattened keys with plural suffixes folded (fr adds _many). */
function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) return keys(value as object, path);
    return [path.replace(/_(zero|one|two|few|many|other)$/, '')];
  });
}

const unique = (tree: object) => [...new Set(keys(tree))].sort();

describe('locale files', () => {
  it('cn and fr translate every en key, and nothing else', () => {
    expect(unique(cn)).toEqual(unique(en));
    expect(unique(fr)).toEqual(unique(en));
  });

  it('cn has a _one beside every _other: i18next applies English plural rules to our "cn" code', async () => {
    const missing: string[] = [];
    (function walk(tree: object, prefix: string) {
      for (const [key, value] of Object.entries(tree)) {
        if (typeof value === 'object' && value !== null && !Array.isArray(value)) walk(value as object, `${prefix}${key}.`);
        else if (key.endsWith('_other') && !(`${key.slice(0, -6)}_one` in tree)) missing.push(prefix + key);
      }
    })(cn, '');
    expect(missing).toEqual([]);
    const i18n = i18next.createInstance();
    await i18n.init({ resources: { en: { translation: en }, cn: { translation: cn } }, lng: 'cn', fallbackLng: 'en', load: 'currentOnly' });
    expect(i18n.t('cart.itemCount', { count: 1 })).toBe(cn.cart.itemCount_one.replace('{{count}}', '1'));
    expect(i18n.t('cart.itemCount', { count: 1 })).not.toBe(i18n.t('cart.itemCount', { count: 1, lng: 'en' }));
  });

  it('have no empty strings', () => {
    for (const tree of [en, cn, fr]) {
      const values = JSON.stringify(tree).match(/:""/g);
      expect(values).toBeNull();
    }
  });
});
