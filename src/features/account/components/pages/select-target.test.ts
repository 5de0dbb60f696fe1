import { describe, expect, it } from 'vitest';
import { selectTarget } from './select-target';

describe('selectTarget (?redirect= after Deliver here)', () => {
  it('follows a path on this site, with its query and hash', () => {
    expect(selectTarget('/payment?addressType=delivery', true)).toEqual({ kind: 'path', to: '/payment?addressType=delivery' });
    expect(selectTarget('/fr/payment#top', false)).toEqual({ kind: 'path', to: '/fr/payment#top' });
  });

  it('ignores other sites and schemes, and goes back (or home when opened directly)', () => {
    for (const raw of ['https://evil.example/payment', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'payment', '']) {
      expect(selectTarget(raw, true)).toEqual({ kind: 'back' });
      expect(selectTarget(raw, false)).toEqual({ kind: 'home' });
    }
    expect(selectTarget(null, true)).toEqual({ kind: 'back' });
  });
});
