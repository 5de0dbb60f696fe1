import { CHEQUE_IMAGE_MAX_BYTES } from '../../../core/schemas/payment';

export type ImageMime = 'image/png' | 'image/jpeg' | 'image/webp';
export type ChequeImage<M extends ImageMime = 'image/png' | 'image/jpeg'> =
  | { ok: true; bytes: Buffer; mime: M }
  | { ok: false; reason: 'invalid' | 'too_large' | 'type' };

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const RIFF = Buffer.from('RIFF', 'latin1');
const WEBP = Buffer.from('WEBP', 'latin1');
const DATA_URL = /^data:[a-z0-9.+/-]*(?:;[a-z0-9=.+-]+)*;base64,/i;

/**
 * The cheque photo of apply_by_cheque (spec §5: .png, .jpg or .jpeg, under 5 MB): base64, bare or as a
 * data: URL. Its bytes decide the type (PNG or JPEG magic numbers, and WebP's RIFF…WEBP when `webp` is
 * allowed), never the name or the declared type.
 */
export function decodeChequeImage(input: string, maxBytes?: number): ChequeImage;
export function decodeChequeImage(input: string, maxBytes: number, options: { webp: true }): ChequeImage<ImageMime>;
export function decodeChequeImage(input: string, maxBytes = CHEQUE_IMAGE_MAX_BYTES, options: { webp?: boolean } = {}): ChequeImage<ImageMime> {
  let text = input.trim();
  if (text.startsWith('data:')) {
    const prefix = DATA_URL.exec(text);
    if (!prefix) return { ok: false, reason: 'invalid' };
    text = text.slice(prefix[0].length);
  }
  text = text.replace(/\s+/g, '');
  // A scan, not an anchored regex over the whole text: V8's regex engine can overflow its stack on a
  // multi-megabyte match, which turned a large upload into a 500.
  const body = text.replace(/={1,2}$/, '');
  if (body.length === 0 || /[^A-Za-z0-9+/_-]/.test(body) || text.length % 4 === 1) return { ok: false, reason: 'invalid' };
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  // Refuse by the decoded size before decoding anything.
  if (Math.floor((text.length * 3) / 4) - padding > maxBytes) return { ok: false, reason: 'too_large' };
  const bytes = Buffer.from(text, text.includes('-') || text.includes('_') ? 'base64url' : 'base64');
  if (bytes.length > maxBytes) return { ok: false, reason: 'too_large' };
  if (bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) return { ok: true, bytes, mime: 'image/png' };
  if (bytes.subarray(0, JPEG_MAGIC.length).equals(JPEG_MAGIC)) return { ok: true, bytes, mime: 'image/jpeg' };
  if (options.webp && bytes.subarray(0, 4).equals(RIFF) && bytes.subarray(8, 12).equals(WEBP)) return { ok: true, bytes, mime: 'image/webp' };
  return { ok: false, reason: 'type' };
}
