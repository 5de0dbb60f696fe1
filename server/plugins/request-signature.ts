import { hash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HEADER, SIGNATURE_MAX_SKEW_MS, type SignedFields, signatureBase } from '../../core/request-signature';
import { ApiError } from '../http/api-error';
import { addRequestStep } from './request-steps';

export interface SignatureOptions {
  salt: string;
  required: boolean;
  now?: () => number;
}

/** The same hash as core's `signRequest`, with Node's native one-shot sha256. */
function expectedSignature(fields: SignedFields, salt: string): string {
  return hash('sha256', `${signatureBase(fields)}&salt=${salt}`, 'hex');
}

/**
 * Whether the given signature is the expected lower-case hex, its letters in either case, in time that
 * depends only on the length (which is public: 64). Compared in place, where decoding the given hex
 * into a Buffer for `timingSafeEqual` allocated on every request.
 */
export function signatureMatches(given: string, expected: string): boolean {
  if (given.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < given.length; i++) {
    const c = given.charCodeAt(i);
    // 'A'–'F' read as 'a'–'f'; every other character as it is.
    difference |= (c >= 65 && c <= 70 ? c + 32 : c) ^ expected.charCodeAt(i);
  }
  return difference === 0;
}

const header = (value: string | string[] | undefined): string => (Array.isArray(value) ? value[0] : value) ?? '';

/** Calls from servers, not our clients: Stripe's webhook carries its own Stripe-Signature instead. */
const UNSIGNED_PATHS = new Set(['/api/payment/stripe/webhook']);
/** What every unsigned path begins with: other requests skip splitting their URL. */
const UNSIGNED_PREFIX = '/api/payment/';

/**
 * Checks the AUTHORIZATION-TOKEN / TS pair of spec §7 on every /api call: a request from an unknown
 * client build or a replay of an old one is refused. It is not authentication (DECISIONS.md).
 */
export const requestSignature = fp<SignatureOptions>(
  async (app, opts) => {
    if (!opts.required) return;
    const now = opts.now ?? Date.now;
    /** The refusal of a request whose signature is missing, stale or wrong; undefined when it holds. */
    const refusal = (request: FastifyRequest): ApiError | undefined => {
      // CORS preflights carry no signature headers.
      if (!request.url.startsWith('/api/') || request.method === 'OPTIONS') return undefined;
      if (request.url.startsWith(UNSIGNED_PREFIX) && UNSIGNED_PATHS.has(request.url.split('?')[0] ?? '')) return undefined;
      const h = request.headers;
      const signature = header(h[HEADER.signature]);
      const ts = header(h[HEADER.ts]);
      if (!signature || !ts) return new ApiError(401, 'SIGNATURE_REQUIRED', 'errors.signature_required');
      const tsNumber = Number(ts);
      if (!Number.isFinite(tsNumber) || Math.abs(now() - tsNumber) > SIGNATURE_MAX_SKEW_MS) {
        return new ApiError(401, 'SIGNATURE_EXPIRED', 'errors.signature_expired');
      }
      const expected = expectedSignature(
        {
          ts,
          mobile_os: header(h[HEADER.mobileOs]),
          device_id: header(h[HEADER.deviceId]),
          app_language: header(h[HEADER.appLanguage]),
          app_version: header(h[HEADER.appVersion]),
          api_host: header(h['x-forwarded-host']) || header(h.host),
        },
        opts.salt,
      );
      if (!signatureMatches(signature, expected)) {
        return new ApiError(401, 'SIGNATURE_INVALID', 'errors.signature_invalid');
      }
      return undefined;
    };
    addRequestStep(app, refusal);
  },
  { name: 'request-signature', dependencies: ['request-language'] },
);
