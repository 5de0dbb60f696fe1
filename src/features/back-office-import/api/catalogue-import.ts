import { useMutation } from '@tanstack/react-query';
import {
  type ImportKind,
  importAppliedSchema,
  importDryRunSchema,
} from '../../../../core/schemas/back-office-import';
import type { Locale } from '../../../../core/schemas/common';
import { staffDownload, staffRequest } from '../../../lib/staff-request';
import { platform } from '../../../platform';

/** POST /api/back-office/catalogue/import/dry-run: every row's problem, nothing written. */
export function useImportDryRun(locale: Locale) {
  return useMutation({
    mutationFn: async ({ kind, csv }: { kind: ImportKind; csv: string }) =>
      staffRequest(importDryRunSchema, '/api/back-office/catalogue/import/dry-run', { locale, method: 'POST', body: { kind, csv } }),
  });
}

/** POST /api/back-office/catalogue/import/apply: the same file with the dry run's token, in one transaction. */
export function useImportApply(locale: Locale) {
  return useMutation({
    mutationFn: async (input: { kind: ImportKind; csv: string; token: string; file_name?: string }) =>
      staffRequest(importAppliedSchema, '/api/back-office/catalogue/import/apply', { locale, method: 'POST', body: input }),
  });
}

/** GET /api/back-office/catalogue/export: the catalogue as a file, saved through the platform. */
export async function exportCatalogueFile(kind: ImportKind, locale: Locale) {
  const file = await staffDownload('/api/back-office/catalogue/export', { locale, query: { kind } });
  const name = file.filename ?? `${kind === 'full' ? 'catalogue' : 'stock-prices'}.csv`;
  return platform.saveFile({ name, bytes: file.bytes, mime: 'text/csv' });
}
