import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ErrorDetail } from '@festival/shared/api-schemas/content';
import { logNotFound } from '../../services/forms/error-log-service';
import { submitFormEntry } from '../../services/forms/form-entry-service';
import { storeTempFile } from '../../services/forms/temp-file-service';
import { BadRequestError } from '../../services/common/http-errors';

const tags = ['forms'];
/** Per client address: the public POSTs a visitor sends by hand, never in bulk. */
const uploadRateLimit = { max: 20, timeWindow: '1 minute' };
const entryRateLimit = { max: 10, timeWindow: '1 minute' };
/**
 * Counted per visitor and logged URL, after the body is parsed: a visitor who meets several
 * missing pages in a minute (or a test suite on one address) still gets each one logged.
 */
const errorLogRateLimit = {
  max: 30,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `${request.ip} ${(request.body as { url?: unknown } | undefined)?.url}`,
};

const EntryBody = Type.Object({
  form: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  // Values are checked per field type by the service: a schema union here would coerce false to "false".
  field_values: Type.Record(Type.String({ maxLength: 100 }), Type.Unknown(), { maxProperties: 100 }),
});
const FieldErrors = Type.Record(Type.String(), Type.Array(Type.String()));
const TempFile = Type.Object({ id: Type.String(), name: Type.String(), size: Type.Integer() });

/** Spec §7: form uploads, form entries and the 404 log. */
const formsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api/temp-files/', {
    config: { rateLimit: uploadRateLimit },
    schema: { tags, consumes: ['multipart/form-data'], response: { 201: TempFile, 400: ErrorDetail, 413: ErrorDetail, 429: ErrorDetail } },
  }, async (request, reply) => {
    if (!request.isMultipart()) throw new BadRequestError('Send the file as multipart/form-data in the field "file".');
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw new BadRequestError('Send the file as multipart/form-data in the field "file".');
    const data = await part.toBuffer();
    const stored = await storeTempFile(app.db.kysely, app.config.uploadDir, { filename: part.filename, data }, app.clock());
    return reply.status(201).send(stored);
  });

  app.post('/api/forms-entries/', {
    config: { rateLimit: entryRateLimit },
    schema: { tags, body: EntryBody, response: { 201: Type.Object({ id: Type.Integer(), success_text: Type.String() }), 400: FieldErrors, 429: ErrorDetail } },
  }, async (request, reply) => {
    const outcome = await submitFormEntry(app.db.kysely, request.body, request.locale, app.clock());
    if (!outcome.ok) return reply.status(400).send(outcome.errors);
    return reply.status(201).send({ id: outcome.id, success_text: outcome.successText });
  });

  app.post('/api/dashboard-error-log/', {
    config: { rateLimit: errorLogRateLimit },
    schema: { tags, body: Type.Object({ url: Type.String({ minLength: 1, maxLength: 2000 }) }), response: { 204: Type.Null(), 429: ErrorDetail } },
  }, async (request, reply) => {
    await logNotFound(app.db.kysely, request.body.url, request.headers['user-agent'] ?? '', app.clock());
    return reply.status(204).send(null);
  });
};
export default formsRoutes;
