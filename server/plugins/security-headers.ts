import fastifyHelmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { cspHeaderValue, webContentSecurityPolicy } from '../http/content-security-policy';

/**
 * Security headers on every answer (helmet): nosniff, a referrer policy that sends only the origin
 * to other sites, no framing (X-Frame-Options for old browsers; frame-ancestors in the policy),
 * same-origin resource and opener policies. The Content-Security-Policy goes on HTML documents only
 * (the storefront and console pages): JSON, PDFs and images run no script, so the API's answers carry
 * just the cheap headers.
 */
export const securityHeaders = fp<{ stripe: boolean }>(
  async (app, opts) => {
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      frameguard: { action: 'deny' },
      // Stripe's bank connection (PAD online) may open a window that reports back to the page.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    });
    const policy = cspHeaderValue(webContentSecurityPolicy({ stripe: opts.stripe }));
    app.addHook('onSend', async (_request, reply, payload) => {
      if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) reply.header('content-security-policy', policy);
      return payload;
    });
  },
  { name: 'security-headers' },
);
