import { describe, expect, it, vi } from 'vitest';
import {
  installNavigationGuards,
  isAllowedNavigation,
  type GuardedContents,
  type NavigationEvent,
} from '../../electron/main/navigation-policy';

describe('isAllowedNavigation', () => {
  const packaged = 'app://bundle';
  const dev = 'http://localhost:5173';

  it('allows the app origin, any path, query or hash', () => {
    expect(isAllowedNavigation('app://bundle/index.html', packaged)).toBe(true);
    expect(isAllowedNavigation('app://bundle/index.html#/fr/supply/meat?x=1', packaged)).toBe(true);
    expect(isAllowedNavigation('http://localhost:5173/cn/supply', dev)).toBe(true);
    expect(isAllowedNavigation('HTTP://LOCALHOST:5173/', dev)).toBe(true);
  });

  it('refuses other hosts, ports and schemes', () => {
    expect(isAllowedNavigation('app://evil/index.html', packaged)).toBe(false);
    expect(isAllowedNavigation('https://bundle/index.html', packaged)).toBe(false);
    expect(isAllowedNavigation('http://localhost:5174/', dev)).toBe(false);
    expect(isAllowedNavigation('https://localhost:5173/', dev)).toBe(false);
    expect(isAllowedNavigation('http://127.0.0.1:5173/', dev)).toBe(false);
    expect(isAllowedNavigation('file:///etc/passwd', packaged)).toBe(false);
    expect(isAllowedNavigation('javascript:alert(1)', dev)).toBe(false);
    expect(isAllowedNavigation('data:text/html,<script>alert(1)</script>', dev)).toBe(false);
  });

  it('is not fooled by prefixes or credentials', () => {
    expect(isAllowedNavigation('http://localhost:5173.evil.test/', dev)).toBe(false);
    expect(isAllowedNavigation('http://localhost:5173@evil.test/', dev)).toBe(false);
    expect(isAllowedNavigation('app://bundle.evil/', packaged)).toBe(false);
    expect(isAllowedNavigation('app://bundle@evil/', packaged)).toBe(false);
  });

  it('refuses unparsable input on either side', () => {
    expect(isAllowedNavigation('not a url', dev)).toBe(false);
    expect(isAllowedNavigation('', dev)).toBe(false);
    expect(isAllowedNavigation('http://localhost:5173/', 'not a url')).toBe(false);
    // Opaque origins ("null") must never match each other.
    expect(isAllowedNavigation('file:///a', 'file:///b')).toBe(false);
  });
});

describe('installNavigationGuards', () => {
  function fakeContents() {
    const listeners = new Map<string, (event: NavigationEvent) => void>();
    let openHandler: ((details: { url: string }) => { action: 'deny' }) | undefined;
    const contents: GuardedContents = {
      setWindowOpenHandler: (handler) => {
        openHandler = handler;
      },
      on: (name: string, listener: (event: NavigationEvent) => void) => listeners.set(name, listener),
    };
    const navigate = (name: 'will-navigate' | 'will-redirect', url: string) => {
      const event = { url, preventDefault: vi.fn() };
      listeners.get(name)?.(event);
      return event.preventDefault;
    };
    return { contents, navigate, open: (url: string) => openHandler?.({ url }) };
  }

  it('denies every new window', () => {
    const fake = fakeContents();
    const blocked = vi.fn();
    installNavigationGuards(fake.contents, 'app://bundle', blocked);
    expect(fake.open('https://example.com')).toEqual({ action: 'deny' });
    expect(fake.open('app://bundle/index.html')).toEqual({ action: 'deny' });
    expect(blocked).toHaveBeenCalledWith('https://example.com');
  });

  it('cancels navigations and redirects away from the app origin only', () => {
    const fake = fakeContents();
    installNavigationGuards(fake.contents, 'app://bundle');
    expect(fake.navigate('will-navigate', 'app://bundle/index.html')).not.toHaveBeenCalled();
    expect(fake.navigate('will-navigate', 'https://evil.test/')).toHaveBeenCalledOnce();
    expect(fake.navigate('will-redirect', 'https://evil.test/')).toHaveBeenCalledOnce();
  });
});
