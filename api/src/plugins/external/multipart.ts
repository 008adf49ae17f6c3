import multipart, { type Multipart } from '@fastify/multipart';
import type { SwaggerTransform } from '@fastify/swagger';
import type { TObject } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BadRequestError, FileTooLargeError } from '../../services/common/http-errors';

/** The multipart parser of every upload route: one file per request; each route reads with its own size limit. */
export default fp(async (app) => {
  await app.register(multipart, { limits: { files: 1 } });
}, { name: 'multipart' });

/**
 * Reads a multipart body's parts with `read`, a file at most `maxFileBytes` long. What the parser
 * cannot read (no boundary, a cut-off body, a broken part header) is the client's malformed
 * request: 400 on every upload route. A file over the limit is 413 naming its field; the
 * parser's other errors with a status keep it (413 for a part count over the limits).
 */
export async function readMultipart<T>(
  request: FastifyRequest, maxFileBytes: number, read: (parts: AsyncIterableIterator<Multipart>) => Promise<T>, fileField = 'file',
): Promise<T> {
  try {
    return await read(request.parts({ limits: { fileSize: maxFileBytes } }));
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw new FileTooLargeError(maxFileBytes, fileField);
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw new BadRequestError(`Malformed multipart/form-data: ${(error as Error).message}`);
  }
}

/**
 * Route config naming a multipart body's fields in the OpenAPI document. The route reads its parts
 * with readMultipart, so they are no body schema for Fastify to validate.
 */
export function multipartFields(fields: TObject): { swaggerTransform: SwaggerTransform } {
  return { swaggerTransform: ({ schema, url }) => ({ url, schema: { ...schema, body: fields } }) };
}
