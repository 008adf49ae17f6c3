import type { AdminConflict } from '@festival/shared/api-schemas/admin';
import { AnsweredError } from '../common/http-errors';

/** 409 for a change the data forbids (a capacity below the seats taken, deleting what was sold): `{ detail, field }`. */
export class AdminConflictError extends AnsweredError {
  readonly statusCode = 409;
  readonly answer: AdminConflict;

  constructor(detail: string, readonly field = '') {
    super(detail);
    this.answer = { detail, field };
  }
}

/** Whether a database error is a foreign key that still points at the row (SQLite and PostgreSQL). */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}

/** Whether a database error is a unique index that another row holds the value of (SQLite and PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
