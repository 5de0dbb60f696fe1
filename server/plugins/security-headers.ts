import fastifyHelmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { cspHeaderValue, webContentSecurityPolicy } from '../http/content-security-policy';

/**
 * Security headers on every answer (helmet): nosniff, a referrer policy that sends only the origin
 * to other sites, no framing (X-Frame-Options for old browsers; frame-ancestors in the policy),
 * same-origin resource and opener policies. The Content-Security-Policy goes on HTML documents only
 * (the storefront and console pages): JSON, PDFs and images run no script, so the API's answers carry
 * just the cheap headers, and the static files (scripts, pictures) only those that protect the file.
 */
/** The built storefront's scripts and the product pictures: dozens per first visit. */
const STATIC_FILES = /^\/(?:assets|resources)\//;

/**
 * Headers that only a document (or the top-level page) acts on. A script or a picture carries none of
 * them: on HTTP/1.1, where headers are not compressed, they would add ~0.3 KB to each of the ~40 files of
 * a phone's first visit. nosniff and the resource policy stay: they protect the file itself.
 */
const DOCUMENT_ONLY = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

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
    app.addHook('onSend', async (request, reply, payload) => {
      if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) reply.header('content-security-policy', policy);
      else if (STATIC_FILES.test(request.url)) for (const name of DOCUMENT_ONLY) reply.removeHeader(name);
      return payload;
    });
  },
  { name: 'security-headers' },
);
