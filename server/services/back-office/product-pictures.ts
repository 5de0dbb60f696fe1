import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { PICTURE_WIDTHS, type PictureWidth } from '../../../core/catalogue/product-image';
import { PRODUCT_PICTURE_MAX_BYTES } from '../../../core/schemas/back-office-products';
import type { Database } from '../../db/client';
import { productPictures } from '../../db/schema';
import { badRequest } from '../../http/api-error';
import { decodeChequeImage } from '../payments/cheque-image';

/**
 * Uploaded product pictures (issue 17). A PNG, JPEG or WebP of at most 5 MB (its bytes decide the type)
 * is cut to a square and written as WebP in each width the storefront draws (core PICTURE_WIDTHS), and
 * stored in `product_pictures` under the hash of its bytes. The storefront reads it as any catalogue
 * picture: the logical name `/resources/catalogue/uploads/<name>.webp`, whose files are
 * `<name>-<width>.webp` (served by server/routes/photos/product-pictures.ts).
 */

export const PRODUCT_PICTURE_PREFIX = '/resources/catalogue/uploads/';
/** Refuses images whose header claims more pixels than a camera makes (a decompression bomb). */
const MAX_INPUT_PIXELS = 50_000_000;

export async function storeProductPicture(db: Database, input: string): Promise<string> {
  const image = decodeChequeImage(input, PRODUCT_PICTURE_MAX_BYTES, { webp: true });
  if (!image.ok) {
    if (image.reason === 'too_large') throw badRequest('PICTURE_TOO_LARGE', 'validation.picture_too_large');
    if (image.reason === 'type') throw badRequest('PICTURE_TYPE', 'validation.picture_type');
    throw badRequest('PICTURE_INVALID', 'validation.picture_invalid');
  }
  const name = createHash('sha256').update(image.bytes).digest('hex').slice(0, 24);
  let files: { width: PictureWidth; data: Buffer }[];
  try {
    files = await Promise.all(
      PICTURE_WIDTHS.map(async (width) => ({
        width,
        data: await sharp(image.bytes, { limitInputPixels: MAX_INPUT_PIXELS })
          .rotate()
          .resize(width, width, { fit: 'cover' })
          .webp({ quality: 78 })
          .toBuffer(),
      })),
    );
  } catch {
    throw badRequest('PICTURE_INVALID', 'validation.picture_invalid');
  }
  await db
    .insert(productPictures)
    .values(files.map((f) => ({ name, width: f.width, data: f.data })))
    .onConflictDoNothing();
  return `${PRODUCT_PICTURE_PREFIX}${name}.webp`;
}

const FILE = /^([a-f0-9]{24})-(\d{3})\.webp$/;

/** One width's file of an uploaded picture, or null. */
export async function productPictureFile(db: Pick<Database, 'select'>, file: string): Promise<Buffer | null> {
  const m = FILE.exec(file);
  if (!m || !(PICTURE_WIDTHS as readonly number[]).includes(Number(m[2]))) return null;
  const [row] = await db
    .select({ data: productPictures.data })
    .from(productPictures)
    .where(and(eq(productPictures.name, m[1]!), eq(productPictures.width, Number(m[2]))));
  return row?.data ?? null;
}
