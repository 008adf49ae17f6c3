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
