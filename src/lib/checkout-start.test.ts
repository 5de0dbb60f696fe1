import { describe, expect, it, vi } from 'vitest';
import { registerCheckoutStart, startCheckout } from './checkout-start';

describe('checkout start', () => {
  it('does nothing (and says so) until the app registers the routing', () => {
    expect(startCheckout()).toBe(false);
  });

  it('runs the registered routing until it is unregistered', () => {
    const route = vi.fn();
    const stop = registerCheckoutStart(route);
    expect(startCheckout()).toBe(true);
    expect(route).toHaveBeenCalledTimes(1);
    stop();
    expect(startCheckout()).toBe(false);
  });

  it('an older registration going away leaves the newer one in place', () => {
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = registerCheckoutStart(first);
    const stopSecond = registerCheckoutStart(second);
    stopFirst();
    expect(startCheckout()).toBe(true);
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
    stopSecond();
  });
});
