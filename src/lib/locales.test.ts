import { describe, expect, it } from 'vitest';
import cn from '../../locales/cn.json';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';

/** Flattened keys with plural suffixes folded (cn has only _other, fr adds _many). */
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

  it('have no empty strings', () => {
    for (const tree of [en, cn, fr]) {
      const values = JSON.stringify(tree).match(/:""/g);
      expect(values).toBeNull();
    }
  });
});
