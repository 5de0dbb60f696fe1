import { describe, expect, it } from 'vitest';
import { readbackLinkPath } from '../../core/orders/readback-link';
import { standingOrderLinkPath } from '../../core/orders/standing-link';

/** The pages the server's messages link to (issue 20) open in the customer's language. */
describe('storefront links in messages', () => {
  it('read-back: /readback?token= unprefixed in English, under /cn and /fr otherwise', () => {
    expect(readbackLinkPath('abc_DEF-123', 'en')).toBe('/readback?token=abc_DEF-123');
    expect(readbackLinkPath('abc_DEF-123', 'fr')).toBe('/fr/readback?token=abc_DEF-123');
    expect(readbackLinkPath('a b', 'cn')).toBe('/cn/readback?token=a%20b');
  });

  it('standing order: edit and skip links', () => {
    expect(standingOrderLinkPath(7, 'en')).toBe('/standing-orders?id=7');
    expect(standingOrderLinkPath(7, 'cn', '2026-12-02')).toBe('/cn/standing-orders?id=7&skip=2026-12-02');
  });
});
