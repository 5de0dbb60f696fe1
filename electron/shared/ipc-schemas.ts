import { z } from 'zod';
import { SECURE_STORAGE_KEY_LIST } from './secure-storage-keys';

/**
 * Every argument the renderer sends over IPC, validated in main before use (the renderer is treated
 * as untrusted: it shows remote data). One schema per DesktopApi method that takes arguments.
 */

/** Tokens and the serialized user are a few KB; anything far larger is not ours. */
export const MAX_SECURE_VALUE_LENGTH = 64 * 1024;
/** An invoice PDF is well under this. */
export const MAX_SAVE_FILE_BYTES = 50 * 1024 * 1024;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const secureKeyArgSchema = z.enum(SECURE_STORAGE_KEY_LIST);
export const secureValueArgSchema = z.string().max(MAX_SECURE_VALUE_LENGTH);

export const saveFileRequestSchema = z.object({
  suggestedName: z.string().min(1).max(255),
  bytes: z.instanceof(Uint8Array).refine((bytes) => bytes.byteLength <= MAX_SAVE_FILE_BYTES, 'file too large'),
  filter: z.object({
    name: z.string().min(1).max(40),
    extensions: z
      .array(z.string().regex(/^(\*|[a-z0-9]{1,10})$/i))
      .min(1)
      .max(10),
  }),
});

export const bulkInvoiceRequestSchema = z
  .object({
    from: isoDate,
    to: isoDate,
    token: z.string().min(1).max(500),
    locale: z.enum(['en', 'cn', 'fr']),
  })
  .refine((request) => request.from <= request.to, 'from after to');
