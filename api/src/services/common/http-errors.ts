import type { FieldErrors } from '@festival/shared/api-schemas/common-schemas';

/** Domain errors that the error handler answers as 4xx { detail } (architecture: errors). */

/** Input that passed the schema but means nothing (a day that does not exist, an empty query). */
export class BadRequestError extends Error {
  readonly statusCode = 400;
}

export class UnauthorizedError extends Error {
  readonly statusCode = 401;
}

export class ForbiddenError extends Error {
  readonly statusCode = 403;
}

/** The object asked for does not exist or is offline. */
export class NotFoundError extends Error {
  readonly statusCode = 404;
}

/** The request clashes with what is stored (an e-mail address already registered). */
export class ConflictError extends Error {
  readonly statusCode = 409;
}

/** One client sent more than its share; `retryAfterSeconds` goes into the Retry-After header. */
export class TooManyRequestsError extends Error {
  readonly statusCode = 429;

  constructor(message: string, readonly retryAfterSeconds: number) {
    super(message);
  }
}

/** A service that is busy for a moment (a seat lock not had in time): 503 with Retry-After, so clients try again. */
export class ServiceBusyError extends Error {
  readonly statusCode = 503;

  constructor(message: string, readonly retryAfterSeconds: number) {
    super(message);
  }
}

/**
 * A domain error that brings its own answer: the common shape `{ detail, field?, errors?,
 * response_code? }` and what its route documents beside it (a stale write's revision, say).
 * The app's error handler sends `answer` with `statusCode` as it is.
 */
export abstract class AnsweredError extends Error {
  abstract readonly statusCode: number;
  abstract readonly answer: { detail: string };
}

/** 400 naming fields: `{ detail, field, errors: [{ field, message }] }`, `field` the first one. */
export class FieldErrorsError extends AnsweredError {
  readonly statusCode = 400;
  readonly answer: FieldErrors;

  constructor(detail: string, errors: FieldErrors['errors']) {
    super(detail);
    this.answer = { detail, field: errors[0]?.field ?? '', errors };
  }
}

/** A file over its route's size limit: 413 naming the field it came in. */
export class FileTooLargeError extends AnsweredError {
  readonly statusCode = 413;
  readonly answer: { detail: string; field: string };

  constructor(maxBytes: number, field: string) {
    super(`The file is larger than ${Number((maxBytes / 1024 / 1024).toFixed(1))} MB.`);
    this.answer = { detail: this.message, field };
  }
}
