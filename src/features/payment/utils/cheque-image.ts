import { CHEQUE_IMAGE_MAX_BYTES, CHEQUE_IMAGE_TYPES } from '../../../../core/schemas/payment';

export type ChequeFileProblem = 'type' | 'size' | 'empty';

const EXTENSIONS = /\.(png|jpe?g)$/i;

/**
 * Spec §5: the cheque image must be .png, .jpg or .jpeg and under 5 MB. Checked before upload; the
 * server checks the bytes again. Some systems give no MIME type, so the extension also counts.
 */
export function checkChequeFile(file: { name: string; type: string; size: number }): ChequeFileProblem | null {
  const typeOk = (CHEQUE_IMAGE_TYPES as readonly string[]).includes(file.type) || (file.type === '' && EXTENSIONS.test(file.name));
  if (!typeOk) return 'type';
  if (file.size <= 0) return 'empty';
  if (file.size >= CHEQUE_IMAGE_MAX_BYTES) return 'size';
  return null;
}
