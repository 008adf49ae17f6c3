import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ErrorDetail, FieldErrors } from '@festival/shared/api-schemas/common-schemas';
import { UploadError } from '@festival/shared/api-schemas/media';
import { FormEntryBody, FormEntryCreated, NotFoundReport, TempFile } from '@festival/shared/api-schemas/forms';
import { clientQuota } from '../../plugins/app/client-quota';
import { multipartFields, readMultipart } from '../../plugins/external/multipart';
import { logNotFound } from '../../services/forms/error-log-service';
import { submitFormEntry } from '../../services/forms/form-entry-service';
import { MAX_UPLOAD_BYTES, storeTempFile } from '../../services/forms/temp-file-service';
import { BadRequestError } from '../../services/common/http-errors';

const tags = ['forms'];

const NOT_MULTIPART = 'Send the file as multipart/form-data in the field "file".';
const UploadForm = Type.Object({ file: Type.String({ format: 'binary' }) });

/** The first file of a multipart body, which must be the field "file". */
async function readUpload(request: FastifyRequest): Promise<{ filename: string; data: Buffer }> {
  if (!request.isMultipart()) throw new BadRequestError(NOT_MULTIPART);
  return readMultipart(request, MAX_UPLOAD_BYTES, async (parts) => {
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') break;
      return { filename: part.filename, data: await part.toBuffer() };
    }
    throw new BadRequestError(NOT_MULTIPART);
  });
}

/** Spec §7: form uploads, form entries and the 404 log. */
const formsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Per client address: the public POSTs a visitor sends by hand, never in bulk. A minute's burst
  // and a day's total are both bounded, so one client cannot fill the upload folder or the entries
  // table; the 404 log counts per client whatever the URL, so invented URLs cannot fill it either.
  const limits = app.config.formLimits;
  const uploadsToday = clientQuota(app, 'form-uploads-day', limits.uploadsPerDay, '1 day');
  const entriesToday = clientQuota(app, 'form-entries-day', limits.entriesPerDay, '1 day');

  app.post('/api/temp-files/', {
    config: { rateLimit: { max: limits.uploadsPerMinute, timeWindow: '1 minute' }, ...multipartFields(UploadForm) },
    onRequest: uploadsToday,
    schema: { tags, consumes: ['multipart/form-data'], response: { 201: TempFile, 400: ErrorDetail, 413: UploadError, 429: ErrorDetail } },
  }, async (request, reply) => {
    const upload = await readUpload(request);
    const stored = await storeTempFile(app.db.kysely, app.config.uploadDir, upload, app.clock());
    return reply.status(201).send(stored);
  });

  app.post('/api/forms-entries/', {
    config: { rateLimit: { max: limits.entriesPerMinute, timeWindow: '1 minute' } },
    onRequest: entriesToday,
    schema: { tags, body: FormEntryBody, response: { 201: FormEntryCreated, 400: FieldErrors, 429: ErrorDetail } },
  }, async (request, reply) => {
    const entry = await submitFormEntry(app.db.kysely, request.body, request.locale, app.clock());
    return reply.status(201).send({ id: entry.id, success_text: entry.successText });
  });

  app.post('/api/dashboard-error-log/', {
    config: { rateLimit: { max: limits.errorLogPerMinute, timeWindow: '1 minute' } },
    schema: { tags, body: NotFoundReport, response: { 204: Type.Null(), 429: ErrorDetail } },
  }, async (request, reply) => {
    await logNotFound(app.db.kysely, request.body.url, request.headers['user-agent'] ?? '', app.clock());
    return reply.status(204).send(null);
  });
};
export default formsRoutes;
