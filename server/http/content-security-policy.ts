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
 * With CHAT_PROVIDER=crisp, Crisp's documented origins for its widget (docs.crisp.chat, "Crisp Domain
 * Names"): the script, styles, fonts, pictures and workers from client.crisp.chat, avatars from
 * image.crisp.chat, files on storage.crisp.chat, messages over wss://client.relay.crisp.chat (calls on
 * stream.relay), its wait game in a game.crisp.chat frame; its workers run from blob: URLs.
 */

const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

const CRISP = {
  script: ['https://client.crisp.chat'],
  style: ['https://client.crisp.chat'],
  img: ['https://client.crisp.chat', 'https://image.crisp.chat', 'https://storage.crisp.chat'],
  font: ['https://client.crisp.chat'],
  connect: ['https://client.crisp.chat', 'https://storage.crisp.chat', 'wss://client.relay.crisp.chat', 'wss://stream.relay.crisp.chat'],
  frame: ['https://game.crisp.chat'],
  media: ['https://client.crisp.chat'],
  worker: ["'self'", 'blob:', 'https://client.crisp.chat'],
} as const;

export type CspDirectives = Record<string, string[]>;

export function webContentSecurityPolicy(opts: { stripe: boolean; crisp?: boolean }): CspDirectives {
  const stripe = (sources: readonly string[]) => (opts.stripe ? [...sources] : []);
  const crisp = (sources: readonly string[]) => (opts.crisp ? [...sources] : []);
  const frames = [...stripe(STRIPE.frame), ...crisp(CRISP.frame)];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...stripe(STRIPE.script), ...crisp(CRISP.script)],
    'style-src': ["'self'", "'unsafe-inline'", ...crisp(CRISP.style)],
    'img-src': ["'self'", 'data:', ...crisp(CRISP.img)],
    'font-src': ["'self'", 'data:', ...crisp(CRISP.font)],
    'connect-src': ["'self'", ...stripe(STRIPE.connect), ...crisp(CRISP.connect)],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-src': frames.length > 0 ? frames : ["'none'"],
    'frame-ancestors': ["'none'"],
    // Only with Crisp: without them media and workers fall back to default-src 'self', as before.
    ...(opts.crisp ? { 'media-src': ["'self'", ...CRISP.media], 'worker-src': [...CRISP.worker] } : {}),
  };
}

export function cspHeaderValue(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}
