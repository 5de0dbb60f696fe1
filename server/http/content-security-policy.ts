/**
 * The Content-Security-Policy of the web storefront and agent console (the HTML the server sends).
 * It matches the desktop app's (electron/main/content-security-policy.ts, held together by
 * tests/server/security-headers.test.ts), with the API on the page's own origin, plus Stripe's
 * documented script, frame and API origins when Stripe takes the payments (stripe.com security guide):
 * Stripe.js loads from js.stripe.com, card fields and 3-D Secure run in its frames, and it calls
 * api.stripe.com. With the offline sandbox nothing leaves the origin.
 * - style-src 'unsafe-inline': Radix dialogs (react-remove-scroll) insert <style> elements, and
 *   Stripe.js styles the frames it mounts; scripts stay strict ('self' only, no inline, no eval).
 * - img-src data:: the favicon and small inline icons; product images are /resources on this origin.
 */

const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

export type CspDirectives = Record<string, string[]>;

export function webContentSecurityPolicy(opts: { stripe: boolean }): CspDirectives {
  const stripe = (sources: readonly string[]) => (opts.stripe ? [...sources] : []);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...stripe(STRIPE.script)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...stripe(STRIPE.connect)],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-src': opts.stripe ? [...STRIPE.frame] : ["'none'"],
    'frame-ancestors': ["'none'"],
  };
}

export function cspHeaderValue(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}
