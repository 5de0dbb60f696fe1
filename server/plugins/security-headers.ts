import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { addRequestStep } from './request-steps';
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

/**
 * What an API answer (JSON, a PDF, a CSV, a photo) keeps: it is never a page, so only what protects a
 * response read by a browser outside its page stays: nosniff, the resource policy, and no framing (the
 * OWASP REST headers). The rest (opener policy, referrer policy, HSTS, which the page itself carries…)
 * would add ~0.4 KB to answers of ~1 KB, a product's, at thousands a second.
 */
const API_ANSWER = ['x-content-type-options', 'cross-origin-resource-policy', 'x-frame-options'];

/**
 * What helmet sets with these options, worked out once: the headers are the same on every answer, and
 * @fastify/helmet built a new helmet middleware for each request (about a tenth of a cached menu
 * answer's CPU under load), where one precomputed object copied onto the reply costs almost nothing.
 */
export function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return Object.freeze(headers);
}

export const securityHeaders = fp<{ stripe: boolean; crisp?: boolean }>(
  async (app, opts) => {
    const headers = helmetHeaders({
      contentSecurityPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      frameguard: { action: 'deny' },
      // Stripe's bank connection (PAD online) may open a window that reports back to the page.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    });
    const fileHeaders = Object.fromEntries(Object.entries(headers).filter(([name]) => !DOCUMENT_ONLY.includes(name)));
    const apiHeaders = Object.fromEntries(Object.entries(headers).filter(([name]) => API_ANSWER.includes(name)));
    const policy = cspHeaderValue(webContentSecurityPolicy({ stripe: opts.stripe, crisp: opts.crisp }));
    addRequestStep(app, (request, reply) => {
      const url = request.url;
      reply.headers(url.startsWith('/api/') ? apiHeaders : STATIC_FILES.test(url) ? fileHeaders : headers);
      return undefined;
    });
    // A callback hook, not an async one: it runs on every answer and needs no promise.
    app.addHook('onSend', (_request, reply, payload, done) => {
      const type = reply.getHeader('content-type');
      if (typeof type === 'string' && type.startsWith('text/html')) reply.header('content-security-policy', policy);
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
