import { z } from 'zod';
import { okEnvelope } from './common';

/**
 * Catalogue import and export by CSV (issue 17): a full catalogue file or a quick stock-and-price file
 * is uploaded for a dry run, which lists every row's problem with its line number; the same file is
 * then applied, in one transaction, or nothing is.
 */

export const IMPORT_KINDS = ['full', 'quick'] as const;
export const importKindSchema = z.enum(IMPORT_KINDS);
export type ImportKind = z.infer<typeof importKindSchema>;

/** Data rows one file may hold (a 20,000-product catalogue with room to grow). */
export const IMPORT_MAX_ROWS = 50_000;
/** Characters one uploaded file may hold (50,000 full rows with descriptions in three languages). */
export const IMPORT_MAX_CHARS = 60_000_000;

/** Why a row (or the file) is refused; the renderer and the server word each one in en, cn and fr. */
export const IMPORT_PROBLEM_CODES = [
  'malformed_csv',
  'empty_file',
  'too_many_rows',
  'missing_column',
  'unknown_column',
  'duplicate_column',
  'field_count',
  'required',
  'missing_translation',
  'unknown_category',
  'bad_price',
  'bad_integer',
  'bad_stock',
  'bad_yes_no',
  'bad_choice',
  'bad_batch_prices',
  'bad_tags',
  'duplicate_sku',
  'unknown_sku',
  'unknown_shop',
  'not_sold_in_shop',
  'special_not_below_price',
  'rule',
] as const;
export const importProblemCodeSchema = z.enum(IMPORT_PROBLEM_CODES);
export type ImportProblemCode = z.infer<typeof importProblemCodeSchema>;

export const importProblemSchema = z.object({
  /** Line of the file where the row starts (1 = the header); 0 for the file as a whole. */
  line: z.number().int(),
  /** The column's header name, '' for the whole row or file. */
  column: z.string(),
  code: importProblemCodeSchema,
  /** Values the message names (the bad value, the first line of a duplicate, …). */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importUploadSchema = z.object({
  kind: importKindSchema,
  csv: z.string().max(IMPORT_MAX_CHARS),
});
export type ImportUpload = z.infer<typeof importUploadSchema>;

/** Problems listed in one answer: past this the report says how many more there are. */
export const IMPORT_MAX_PROBLEMS_SHOWN = 1000;

export const importDryRunSchema = z.object({
  kind: importKindSchema,
  rows: z.number().int(),
  new_rows: z.number().int(),
  changed_rows: z.number().int(),
  unchanged_rows: z.number().int(),
  problem_count: z.number().int(),
  problems: z.array(importProblemSchema),
  /**
   * Names this file, this kind and the catalogue as the dry run saw it: apply takes the same file with
   * this token, and refuses it if the file or the catalogue changed since.
   */
  token: z.string(),
});
export type ImportDryRun = z.infer<typeof importDryRunSchema>;
export const importDryRunResponseSchema = okEnvelope(importDryRunSchema);

export const importApplySchema = importUploadSchema.extend({
  token: z.string().regex(/^[0-9a-f]{64}$/),
  /** The file's name as the manager chose it: each product's history names the import by it. */
  file_name: z.string().trim().max(200).optional(),
});
export type ImportApply = z.infer<typeof importApplySchema>;

export const importAppliedSchema = z.object({
  kind: importKindSchema,
  new_rows: z.number().int(),
  changed_rows: z.number().int(),
  unchanged_rows: z.number().int(),
});
export type ImportApplied = z.infer<typeof importAppliedSchema>;
export const importAppliedResponseSchema = okEnvelope(importAppliedSchema);

export const importExportQuerySchema = z.object({ kind: importKindSchema });
