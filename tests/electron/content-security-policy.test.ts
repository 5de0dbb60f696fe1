import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy } from '../../electron/main/content-security-policy';

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('buildContentSecurityPolicy', () => {
  it('lets the packaged app reach only itself and the API origin', () => {
    const csp = buildContentSecurityPolicy({ apiOrigin: 'http://localhost:3000/some/path' });
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' http://localhost:3000");
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: http://localhost:3000");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('adds inline scripts and the HMR socket for the dev server only', () => {
    const csp = buildContentSecurityPolicy({
      apiOrigin: 'https://api.supplydesk.ca',
      devServerOrigin: 'http://localhost:5173',
    });
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'unsafe-inline'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://api.supplydesk.ca ws://localhost:5173");
  });
});
