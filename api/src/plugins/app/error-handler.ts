import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { LINE_PATTERN, TEXT_PATTERN } from '@festival/shared/api-schemas/common-schemas';

type RequestError = Error & { statusCode?: number; validation?: { keyword: string; instancePath: string; params: Record<string, unknown> }[]; validationContext?: string };

/**
 * Every error answer has one shape, `{ detail, … }`. It is sent as ready JSON, so a route's
 * response schema for that status (a form's field errors, say) cannot strip it to `{}`.
 */
export function sendError(reply: FastifyReply, status: number, body: { detail: string } & Record<string, unknown>): FastifyReply {
  return reply.status(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

const CLIENT_TEXT_PATTERNS = new Set([TEXT_PATTERN, LINE_PATTERN]);

/** The validation message, in words for the shared text formats instead of their regular expressions. */
function validationDetail(error: RequestError): string {
  const first = error.validation?.[0];
  if (first?.keyword === 'pattern' && CLIENT_TEXT_PATTERNS.has(String(first.params.pattern))) {
    return `${error.validationContext ?? 'request'}${first.instancePath} must not contain control characters`;
  }
  return error.message;
}

/**
 * Bad input answers 4xx with a JSON message; anything else is a bug, logged with the
 * request context and answered without leaking its message.
 */
export default fp(async (app) => {
  app.setErrorHandler((error: RequestError, request, reply) => {
    if (error.validation) return sendError(reply, 400, { detail: validationDetail(error) });
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error, url: request.url, method: request.method }, 'request failed');
      return sendError(reply, 500, { detail: 'Internal server error' });
    }
    return sendError(reply, status, { detail: error.message });
  });
  app.setNotFoundHandler((_request, reply) => sendError(reply, 404, { detail: 'Not found' }));
}, { name: 'error-handler' });
