import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorDetail } from '@festival/shared/api-schemas/common-schemas';
import { AdminIdParams, ADMIN_PAGE_SIZE, adminPaths } from '@festival/shared/api-schemas/admin';
import { AdminEntriesQuery, AdminFormEntryPage } from '@festival/shared/api-schemas/admin-content';
import { Type } from '@sinclair/typebox';
import { entriesCsv } from '../../services/admin/entries-csv';
import { entriesExcelCsv } from '../../services/admin/entries-excel-csv';
import { formEntries } from '../../services/admin/form-entries';
import { pagedResult, pageRequest } from '../../services/common/paging';
import { openTempFile } from '../../services/forms/temp-file-download';

const tags = ['admin: forms'];
const denied = { 401: ErrorDetail, 403: ErrorDetail };

/** Submissions of a form, as a paged list and as a CSV file, and the files uploaded with them. */
const formEntryRoutes: FastifyPluginAsyncTypebox = async (app) => {

  app.get(adminPaths.formEntries(':id'), {
    schema: { tags, summary: 'A form\'s entries, newest first', params: AdminIdParams, querystring: AdminEntriesQuery, response: { 200: AdminFormEntryPage, 404: ErrorDetail, ...denied } },
  }, async (request) => {
    const paging = pageRequest(request.query, ADMIN_PAGE_SIZE);
    const { count, fields, results } = await formEntries(app.db.kysely, request.params.id, request.locale, app.config.publicOrigin, paging);
    return { ...pagedResult(request, paging, count, results), fields };
  });

  app.get(adminPaths.formEntriesCsv(':id'), {
    schema: {
      tags, summary: 'Every entry of a form as CSV (UTF-8 with BOM; files as links; formula cells neutralised); dialect=excel-de: `;`, decimal comma, Berlin times, headers in the hub\'s language', params: AdminIdParams,
      querystring: Type.Object({ dialect: Type.Optional(Type.Literal('excel-de')) }),
      response: { 200: { content: { 'text/csv': { schema: Type.String() } } }, 404: ErrorDetail, ...denied },
    },
  }, async (request, reply) => {
    const entries = await formEntries(app.db.kysely, request.params.id, request.locale, app.config.publicOrigin, null);
    return reply.header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="form-${request.params.id}-entries.csv"`)
      .header('Cache-Control', 'no-store')
      .send(request.query.dialect === 'excel-de' ? entriesExcelCsv(entries, request.locale) : entriesCsv(entries));
  });

  app.get(adminPaths.formFile(':token'), {
    schema: { tags, summary: 'A file uploaded with a form entry', params: Type.Object({ token: Type.String({ maxLength: 64 }) }), response: { 200: Type.Unknown({ description: 'The file as uploaded' }), 404: ErrorDetail, ...denied } },
  }, async (request, reply) => {
    const file = await openTempFile(app.db.kysely, request.params.token);
    return reply.header('Content-Type', file.mimeType)
      .header('Content-Disposition', `attachment; filename="${encodeURIComponent(file.name)}"`)
      .header('Cache-Control', 'private, no-store')
      .send(file.stream);
  });
};
export default formEntryRoutes;
