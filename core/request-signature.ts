import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The AUTHORIZATION-TOKEN header of spec §7: a hash of the key=value pairs ts, mobile_os, device_id,
 * app_language, app_version and api_host, sorted by key, joined with '&', then '&salt=' and the salt.
 * It proves the request was made by a client build that knows the salt and is fresh (TS); it is not
 * authentication (DECISIONS.md): the bearer token is.
 */
export interface SignedFields {
  ts: string;
  mobile_os: string;
  device_id: string;
  app_language: string;
  app_version: string;
  api_host: string;
}

export const APP_VERSION = '1.1.9';
/** How far a request's TS may be from the server's clock before it is refused. */
export const SIGNATURE_MAX_SKEW_MS = 5 * 60 * 1000;

/**
 * The signed text: every field as key=value, keys in alphabetical order, joined by '&'. Written out in
 * that order rather than sorted at each call: the server checks it on every request.
 */
export function signatureBase(f: SignedFields): string {
  return `api_host=${f.api_host}&app_language=${f.app_language}&app_version=${f.app_version}&device_id=${f.device_id}&mobile_os=${f.mobile_os}&ts=${f.ts}`;
}

export function signRequest(fields: SignedFields, salt: string): string {
  return bytesToHex(sha256(utf8ToBytes(`${signatureBase(fields)}&salt=${salt}`)));
}

let lastDevice: { customerId: number; salt: string; id: string } | undefined;

/**
 * DEVICE-ID: a hash of "web-device-id-" + customer id (or 0) and the salt. The last one is kept: a
 * client sends the same on every request, and hashing it again cost a phone's first page a few ms.
 */
export function deviceId(customerId: number, salt: string): string {
  if (lastDevice?.customerId === customerId && lastDevice.salt === salt) return lastDevice.id;
  const id = bytesToHex(sha256(utf8ToBytes(`web-device-id-${customerId}${salt}`))).slice(0, 32);
  lastDevice = { customerId, salt, id };
  return id;
}

/** The header names, lower-cased as Node delivers them. */
export const HEADER = {
  mobileOs: 'mobile-os',
  deviceId: 'device-id',
  appVersion: 'app-version',
  appLanguage: 'app-language',
  ts: 'ts',
  signature: 'authorization-token',
  clientToken: 'client-token',
  packageName: 'package-name',
  rememberMerchant: 'remember-merchant',
} as const;

/** PACKAGE-NAME (§7): which client build is calling. */
export const PACKAGE_NAMES = { web: 'ca.supplydesk.web', desktop: 'ca.supplydesk.desktop' } as const;

/** Builds the full header set a client sends (renderer, tests and benchmarks share it). */
export function clientHeaders(opts: {
  language: string;
  apiHost: string;
  salt: string;
  customerId?: number;
  token?: string;
  now?: number;
  /** PACKAGE-NAME; the web build's by default. */
  packageName?: string;
  /** REMEMBER-MERCHANT (§6, §7): the merchant id a merchant login remembered; '0' when none. */
  rememberMerchant?: string;
}): Record<string, string> {
  const fields: SignedFields = {
    ts: String(opts.now ?? Date.now()),
    mobile_os: 'web',
    device_id: deviceId(opts.customerId ?? 0, opts.salt),
    app_language: opts.language,
    app_version: APP_VERSION,
    api_host: opts.apiHost,
  };
  const headers: Record<string, string> = {
    'MOBILE-OS': fields.mobile_os,
    'DEVICE-ID': fields.device_id,
    'APP-VERSION': fields.app_version,
    'APP-LANGUAGE': fields.app_language,
    TS: fields.ts,
    'AUTHORIZATION-TOKEN': signRequest(fields, opts.salt),
    'PACKAGE-NAME': opts.packageName ?? PACKAGE_NAMES.web,
    'REMEMBER-MERCHANT': opts.rememberMerchant ?? '0',
  };
  if (opts.token) headers['CLIENT-TOKEN'] = opts.token;
  return headers;
}

/**
 * The salt every client build knows (spec §7 {key}). It is not a secret from anyone holding the
 * client; deployments override it with SIGNATURE_SALT (server) and VITE_SIGNATURE_SALT (web build).
 */
export const DEFAULT_SIGNATURE_SALT = 'supply-desk-client-salt-v1';
