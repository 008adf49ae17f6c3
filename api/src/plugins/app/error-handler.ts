import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { LINE_PATTERN, TEXT_PATTERN } from '@festival/shared/api-schemas/common-schemas';
import { isUniqueViolation } from '../../services/admin/admin-errors';
import { AnsweredError, ServiceBusyError } from '../../services/common/http-errors';

/** Ajv's errors carry keyword, path and params; TypeBox's compiler (the editor folders' queries) may leave them out. */
type RequestError = Error & {
  statusCode?: number;
  validation?: { keyword?: string; instancePath?: string; params?: Record<string, unknown> }[];
  validationContext?: string;
};

/** What a route folder's errors mean beyond the common answers, set for all its routes with `answerErrorsAs`. */
export interface RouteErrorAnswers {
  /** A query or path that breaks its schema names the field, like a body error: 400 `{ detail, field, errors }`. */
  namedFields?: boolean;
  /** A unique index held by another row is the client's clash (409 `{ detail, field }`), not a bug. */
  uniqueConflict?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    errorAnswers?: RouteErrorAnswers;
  }
}

/** Gives every route registered in `app` (and the plugins it registers) these error answers. */
export function answerErrorsAs(app: FastifyInstance, answers: RouteErrorAnswers): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, errorAnswers: { ...route.config?.errorAnswers, ...answers } };
  });
}

type ErrorBody = { detail: string } & Record<string, unknown>;

/**
 * Every error answer has one shape, `{ detail, field?, errors?, response_code? }`. It is sent as
 * ready JSON, so a route's response schema for that status cannot strip it to `{}`.
 */
export function sendError(reply: FastifyReply, status: number, body: ErrorBody): FastifyReply {
  return reply.status(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

const CLIENT_TEXT_PATTERNS = new Set([TEXT_PATTERN, LINE_PATTERN]);

/** The validation message, in words for the shared text formats instead of their regular expressions. */
function validationDetail(error: RequestError): string {
  const first = error.validation?.[0];
  if (first?.keyword === 'pattern' && CLIENT_TEXT_PATTERNS.has(String(first.params?.pattern))) {
    return `${error.validationContext ?? 'request'}${first.instancePath ?? ''} must not contain control characters`;
  }
  return error.message;
}

/** The field a schema error names: the missing property, or the failing value's path dotted. */
function validationField(error: RequestError): string {
  const [first] = error.validation ?? [];
  const missing = first?.params?.missingProperty;
  if (typeof missing === 'string') return missing;
  return first?.instancePath?.split('/').filter(Boolean).join('.') ?? '';
}

/** The status and body of a client's error; null for a bug (or an error without a 4xx status). */
function clientAnswer(error: RequestError, answers: RouteErrorAnswers): { status: number; body: ErrorBody } | null {
  if (error instanceof AnsweredError) return { status: error.statusCode, body: error.answer };
  if (error.validation) {
    const detail = validationDetail(error);
    if (!answers.namedFields) return { status: 400, body: { detail } };
    const field = validationField(error);
    return { status: 400, body: { detail, field, errors: [{ field, message: 'invalid' }] } };
  }
  if (answers.uniqueConflict && isUniqueViolation(error)) {
    return { status: 409, body: { detail: 'Another object holds one of these values already.', field: '' } };
  }
  const status = error.statusCode ?? 500;
  return status < 500 ? { status, body: { detail: error.message } } : null;
}

/** SQLite's answer when another process held its write lock past the busy timeout: a wait, not a bug. */
const isDatabaseBusy = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === 'SQLITE_BUSY';
const DATABASE_BUSY = 'The site is busy right now. Please try again in a moment.';
const DATABASE_BUSY_RETRY_S = 2;

/**
 * The one error handler of the api. Bad input answers 4xx with the common shape; domain errors
 * bring their own answer (AnsweredError); a busy service answers 503 with Retry-After so clients
 * try again; anything else is a bug, logged with the request context and answered without
 * leaking its message.
 */
export default fp(async (app) => {
  app.setErrorHandler((error: RequestError, request, reply) => {
    if (error instanceof ServiceBusyError) {
      return sendError(reply.header('retry-after', error.retryAfterSeconds), error.statusCode, { detail: error.message });
    }
    if (isDatabaseBusy(error)) return sendError(reply.header('retry-after', DATABASE_BUSY_RETRY_S), 503, { detail: DATABASE_BUSY });
    const answer = clientAnswer(error, request.routeOptions.config?.errorAnswers ?? {});
    if (answer) return sendError(reply, answer.status, answer.body);
    request.log.error({ err: error, url: request.url, method: request.method }, 'request failed');
    return sendError(reply, 500, { detail: 'Internal server error' });
  });
  app.setNotFoundHandler((_request, reply) => sendError(reply, 404, { detail: 'Not found' }));
}, { name: 'error-handler' });
