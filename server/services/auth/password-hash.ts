import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Staff passwords: scrypt with a random salt per password, the parameters kept in the stored string
 * (`scrypt$N$r$p$salt$hash`, base64url) so they can be raised later without breaking old hashes.
 */

export const SCRYPT_DEFAULTS = { N: 16_384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
/** Stored strings outside these bounds are refused rather than run (a hostile row must not pin the CPU). */
const MAX_N = 1 << 20;
const MAX_R = 32;
const MAX_P = 16;

/** Staff passwords: at least this long (the CLI and the set-password path check it). */
export const MIN_STAFF_PASSWORD_LENGTH = 10;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

const memoryFor = ({ N, r, p }: { N: number; r: number; p: number }) => 128 * N * r * p + 1024 * 1024;

export async function hashPassword(password: string, params: { N: number; r: number; p: number } = SCRYPT_DEFAULTS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, KEY_LENGTH, { ...params, maxmem: memoryFor(params) });
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts.slice(1, 4).map((v) => (/^\d{1,8}$/.test(v!) ? Number(v) : NaN)) as [number, number, number];
  const isPowerOfTwo = N > 1 && (N & (N - 1)) === 0;
  if (!isPowerOfTwo || N > MAX_N || !(r >= 1 && r <= MAX_R) || !(p >= 1 && p <= MAX_P)) return undefined;
  const salt = Buffer.from(parts[4]!, 'base64url');
  const key = Buffer.from(parts[5]!, 'base64url');
  if (salt.length < 8 || key.length < 16 || key.length > 128) return undefined;
  return { N, r, p, salt, key };
}

/** Constant-time comparison; a malformed stored string never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await scrypt(password, parsed.salt, parsed.key.length, { N: parsed.N, r: parsed.r, p: parsed.p, maxmem: memoryFor(parsed) });
  return timingSafeEqual(key, parsed.key);
}

/** Whether a stored hash uses weaker parameters than today's defaults (rehash after a successful login). */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.N < SCRYPT_DEFAULTS.N || parsed.r < SCRYPT_DEFAULTS.r || parsed.p < SCRYPT_DEFAULTS.p;
}

let dummy: Promise<string> | undefined;
/** A hash to verify against when the username is unknown, so both cases take the same time. */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
}
