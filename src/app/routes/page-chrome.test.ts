import { describe, expect, it } from 'vitest';
import { pageChrome } from './page-chrome';

describe('page chrome', () => {
  it('shows the search box on supply, product and results paths only', () => {
    for (const path of ['/supply', '/fr/supply/meat', '/cn/product/12', '/product-detail/3', '/results', '/supply-landing']) {
      expect(pageChrome(path).searchBox, path).toBe(true);
    }
    for (const path of ['/', '/cn', '/about-us', '/fr/return-policy']) {
      expect(pageChrome(path).searchBox, path).toBe(false);
    }
  });

  it('hides the position label on app-download', () => {
    expect(pageChrome('/app-download').positionLabel).toBe(false);
    expect(pageChrome('/fr/app-download/').positionLabel).toBe(false);
    expect(pageChrome('/supply').positionLabel).toBe(true);
  });

  it('uses the light footer on /shop pages', () => {
    expect(pageChrome('/shop/17243').footer).toBe('light');
    expect(pageChrome('/cn/shop').footer).toBe('light');
    expect(pageChrome('/shopping').footer).toBe('supply');
    expect(pageChrome('/supply').footer).toBe('supply');
  });
});
