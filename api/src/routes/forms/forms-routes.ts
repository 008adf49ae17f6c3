import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Line } from '@festival/shared/api-schemas/common-schemas';
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
  field_values: Type.Record(Type.String(), Type.Unknown(), { maxProperties: 100, propertyNames: Line({ maxLength: 100 }) }),
});
/** `{ detail, <field slug>: [messages] }`, as the api client reads field errors. */
const FieldErrors = Type.Object({ detail: Type.String() }, { additionalProperties: Type.Array(Type.String()) });
const TempFile = Type.Object({ id: Type.String(), name: Type.String(), size: Type.Integer() });

const NOT_MULTIPART = 'Send the file as multipart/form-data in the field "file".';

/**
 * The one file of a multipart body. The parser's own errors without a status (no boundary, a
 * cut-off body) are the client's malformed request; size limits keep their 413.
 */
async function readUpload(request: FastifyRequest): Promise<{ filename: string; data: Buffer }> {
  if (!request.isMultipart()) throw new BadRequestError(NOT_MULTIPART);
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw new BadRequestError(NOT_MULTIPART);
    return { filename: part.filename, data: await part.toBuffer() };
  } catch (error) {
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw new BadRequestError(`Malformed multipart/form-data: ${(error as Error).message}`);
  }
}

/** Spec §7: form uploads, form entries and the 404 log. */
const formsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api/temp-files/', {
    config: { rateLimit: uploadRateLimit },
    schema: { tags, consumes: ['multipart/form-data'], response: { 201: TempFile, 400: ErrorDetail, 413: ErrorDetail, 429: ErrorDetail } },
  }, async (request, reply) => {
    const upload = await readUpload(request);
    const stored = await storeTempFile(app.db.kysely, app.config.uploadDir, upload, app.clock());
    return reply.status(201).send(stored);
  });

  app.post('/api/forms-entries/', {
    config: { rateLimit: entryRateLimit },
    schema: { tags, body: EntryBody, response: { 201: Type.Object({ id: Type.Integer(), success_text: Type.String() }), 400: FieldErrors, 429: ErrorDetail } },
  }, async (request, reply) => {
    const outcome = await submitFormEntry(app.db.kysely, request.body, request.locale, app.clock());
    if (!outcome.ok) return reply.status(400).send({ ...outcome.errors, detail: outcome.detail });
    return reply.status(201).send({ id: outcome.id, success_text: outcome.successText });
  });

  app.post('/api/dashboard-error-log/', {
    config: { rateLimit: errorLogRateLimit },
    schema: { tags, body: Type.Object({ url: Line({ minLength: 1, maxLength: 2000 }) }), response: { 204: Type.Null(), 429: ErrorDetail } },
  }, async (request, reply) => {
    await logNotFound(app.db.kysely, request.body.url, request.headers['user-agent'] ?? '', app.clock());
    return reply.status(204).send(null);
  });
};
export default formsRoutes;
