import { describe, expect, it } from 'vitest';
import { htmlLang, localeFromSegment, localizePath, stripLocale, switchLocalePath } from './locale';

describe('locale paths', () => {
  it('reads the lang segment', () => {
    expect(localeFromSegment(undefined)).toBe('en');
    expect(localeFromSegment('cn')).toBe('cn');
    expect(localeFromSegment('fr')).toBe('fr');
    expect(localeFromSegment('en')).toBeNull();
    expect(localeFromSegment('de')).toBeNull();
  });

  it('prefixes every locale but en', () => {
    expect(localizePath('/', 'en')).toBe('/');
    expect(localizePath('/', 'cn')).toBe('/cn');
    expect(localizePath('/supply/meat', 'fr')).toBe('/fr/supply/meat');
  });

  it('switches the lang segment of the current path', () => {
    expect(switchLocalePath('/', 'fr')).toBe('/fr');
    expect(switchLocalePath('/fr', 'en')).toBe('/');
    expect(switchLocalePath('/fr/', 'cn')).toBe('/cn');
    expect(switchLocalePath('/cn/supply/produce', 'fr')).toBe('/fr/supply/produce');
    expect(switchLocalePath('/supply/produce', 'cn')).toBe('/cn/supply/produce');
    expect(switchLocalePath('/fr/supply', 'en')).toBe('/supply');
    expect(switchLocalePath('/en/supply', 'en')).toBe('/supply');
  });

  it('strips only a real locale segment', () => {
    expect(stripLocale('/france/x')).toBe('/france/x');
    expect(stripLocale('/cn')).toBe('/');
  });

  it('maps cn to Simplified Chinese for <html lang>', () => {
    expect(htmlLang('cn')).toBe('zh-Hans');
    expect(htmlLang('fr')).toBe('fr');
  });
});
