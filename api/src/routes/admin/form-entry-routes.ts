import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorDetail } from '@festival/shared/api-schemas/common-schemas';
import { AdminIdParams, ADMIN_PAGE_SIZE, adminPaths } from '@festival/shared/api-schemas/admin';
import { AdminEntriesQuery, AdminFormEntryPage } from '@festival/shared/api-schemas/admin-content';
import { Type } from '@sinclair/typebox';
import { entriesCsv } from '../../services/admin/entries-csv';
import { entriesExcelCsv } from '../../services/admin/entries-excel-csv';
import { deleteEntries } from '../../services/admin/entry-deletion';
import { formEntries } from '../../services/admin/form-entries';
import { berlinInstant } from '@festival/shared/format/berlin-time';
import { NotFoundError } from '../../services/common/http-errors';
import { FieldValidationError } from '../../services/editing/editor-errors';
import { pagedResult, pageRequest } from '../../services/common/paging';
import { openTempFile } from '../../services/forms/temp-file-download';
import { idList } from '../../services/common/id-list';
import { insertAudit } from '../../services/editing/audit-repository';
import { editorContext } from '../pageeditor/editor-context';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';

const tags = ['admin: forms'];
const denied = { 401: ErrorDetail, 403: ErrorDetail };

/** Submissions of a form, as a paged list and as a CSV file, and the files uploaded with them. */
const formEntryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** Records a deletion of a form's entries for the editor who asked: what was asked for and how many went. */
  const deletionAudit = (request: FastifyRequest, formId: number, asked: Record<string, unknown>, evenWhenNone = true) =>
    async (tx: Transaction<Database>, deleted: number) => {
      if (deleted === 0 && !evenWhenNone) return;
      await insertAudit(tx, editorContext(app, request).user.id, {
        action: 'form.entries.delete', entityType: 'form', entityId: formId, summary: { ...asked, deleted },
      }, app.clock());
    };


  app.get(adminPaths.formEntries(':id'), {
    schema: { tags, summary: 'A form\'s entries, newest first', params: AdminIdParams, querystring: AdminEntriesQuery, response: { 200: AdminFormEntryPage, 404: ErrorDetail, ...denied } },
  }, async (request) => {
    const paging = pageRequest(request.query, ADMIN_PAGE_SIZE);
    const { count, fields, results } = await formEntries(app.db.kysely, request.params.id, request.locale, app.config.publicOrigin, paging);
    return { ...pagedResult(request, paging, count, results), fields };
  });

  app.delete(adminPaths.formEntries(':id'), {
    schema: {
      tags, summary: 'Delete entries with their uploads: ids=1,2,3 (selected) or before=YYYY-MM-DD (received before that Berlin day)', params: AdminIdParams,
      querystring: Type.Object({
        ids: Type.Optional(Type.String({ maxLength: 2000, pattern: '^[0-9]{1,10}(,[0-9]{1,10})*$' })),
        before: Type.Optional(Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' })),
      }),
      response: { 200: Type.Object({ deleted: Type.Integer() }), 400: ErrorDetail, 404: ErrorDetail, ...denied },
    },
  }, async (request) => {
    const { ids, before } = request.query;
    if ((ids === undefined) === (before === undefined)) throw new FieldValidationError([{ field: ids === undefined ? 'ids' : 'before', message: 'invalid' }], request.locale);
    if (!await app.db.kysely.selectFrom('forms').select('id').where('id', '=', request.params.id).executeTakeFirst()) throw new NotFoundError('Not found.');
    const selection = ids !== undefined ? { ids: idList(ids) } : { before: berlinInstant(before as string) };
    const audit = deletionAudit(request, request.params.id, ids !== undefined ? { ids: selection.ids } : { before });
    return { deleted: await deleteEntries(app.db.kysely, request.params.id, selection, audit) };
  });

  app.delete(`${adminPaths.formEntries(':id')}:entryId/`, {
    schema: { tags, summary: 'Delete one entry with its uploads', params: Type.Object({ id: AdminIdParams.properties.id, entryId: AdminIdParams.properties.id }), response: { 204: { type: 'null' }, 404: ErrorDetail, ...denied } },
  }, async (request, reply) => {
    // an entry that is not there is a 404, nothing written
    const audit = deletionAudit(request, request.params.id, { ids: [request.params.entryId] }, false);
    if (await deleteEntries(app.db.kysely, request.params.id, { ids: [request.params.entryId] }, audit) === 0) throw new NotFoundError('Not found.');
    return reply.status(204).send();
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
