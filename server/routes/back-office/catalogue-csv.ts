import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IMPORT_MAX_CHARS,
  importAppliedResponseSchema,
  importApplySchema,
  importDryRunResponseSchema,
  importExportQuerySchema,
  importUploadSchema,
} from '../../../core/schemas/back-office-import';
import { BACK_OFFICE_ROLES } from '../../../core/schemas/account';
import { requireStaff } from '../../plugins/auth';
import { zonedMoment } from '../../../core/calendar/local-time';
import { applyImport, dryRunImport, exportCatalogue } from '../../services/back-office/catalogue-csv/apply-import';

/**
 * Catalogue import and export by CSV (issue 17), inside the back office's guard. The file travels as
 * text in a JSON body ({kind, csv}); only these two routes take a body that large (a UTF-8 character is
 * up to 4 bytes in JSON, plus the escapes of quotes and line breaks).
 */
const IMPORT_BODY_LIMIT = IMPORT_MAX_CHARS * 2 + 4096;

const catalogueCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/back-office/catalogue/import/dry-run',
    { bodyLimit: IMPORT_BODY_LIMIT, schema: { body: importUploadSchema, response: { 200: importDryRunResponseSchema } } },
    async (request) => {
      return { status: 1 as const, data: await dryRunImport(app.db, request.body.kind, request.body.csv) };
    },
  );

  app.post(
    '/api/back-office/catalogue/import/apply',
    { bodyLimit: IMPORT_BODY_LIMIT, schema: { body: importApplySchema, response: { 200: importAppliedResponseSchema } } },
    async (request) => {
      const { kind, csv, token, file_name } = request.body;
      const { staffId } = await requireStaff(request, BACK_OFFICE_ROLES);
      const applied = await applyImport(app.db, kind, csv, token, staffId, file_name);
      app.catalogue.invalidate();
      return { status: 1 as const, data: applied };
    },
  );

  app.get('/api/back-office/catalogue/export', { schema: { querystring: importExportQuerySchema } }, async (request, reply) => {
    const kind = request.query.kind;
    const csv = await exportCatalogue(app.db, kind);
    const today = zonedMoment(app.clock()).date;
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${kind === 'full' ? 'catalogue' : 'stock-prices'}-${today}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(csv, 'utf8'));
  });
};

export default catalogueCsvRoutes;
