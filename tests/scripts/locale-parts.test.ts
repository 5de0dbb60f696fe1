import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { localePart } from '../../scripts/locale-parts-plugin';

describe('locale parts (the first page loads the first part, the rest loads when idle)', () => {
  it('splits sections and subsections, and the two parts together are the whole file', () => {
    const strings = { a: { x: '1', y: { z: '2' } }, b: { c: '3', d: '4' }, e: '5' };
    const first = localePart(strings, 'first', ['a', 'b.c']);
    const rest = localePart(strings, 'rest', ['a', 'b.c']);
    expect(first).toEqual({ a: { x: '1', y: { z: '2' } }, b: { c: '3' } });
    expect(rest).toEqual({ b: { d: '4' }, e: '5' });
  });

  it('the English file splits without losing or repeating a key', () => {
    const first = localePart(en, 'first');
    const rest = localePart(en, 'rest');
    const merged = structuredClone(rest) as Record<string, Record<string, unknown>>;
    for (const [section, value] of Object.entries(first)) {
      merged[section] = { ...(merged[section] ?? {}), ...(value as Record<string, unknown>) };
    }
    expect(merged).toEqual(en);
    expect(Object.keys(first)).toContain('catalogue');
    expect(Object.keys(rest)).toContain('checkout');
    expect(JSON.stringify(first).length).toBeLessThan(JSON.stringify(en).length / 2);
  });
});
