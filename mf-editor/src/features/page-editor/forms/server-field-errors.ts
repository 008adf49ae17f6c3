import type { FieldErrors as ApiFieldErrors } from '@festival/shared/api-schemas/pageeditor-writes';
import { isApiError } from '@festival/shared/api-client/api-client';

export interface ServerFieldError {
  field: string;
  /** A key of the "validation" namespace, or the api's own text for the first field. */
  key: string;
  text?: string;
}

/**
 * The fields a 400 of the write API names (`{detail, field, errors}`), to show on those fields;
 * the first one with the api's text, whose values ({{max}}) are filled in. Empty for other failures.
 */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  if (!isApiError(error, 400)) return [];
  const body = error.data as Partial<ApiFieldErrors> | undefined;
  if (!body || typeof body.field !== 'string' || !body.field) return [];
  const first = body.field;
  const prefix = `${first}: `;
  const firstText = error.detail.startsWith(prefix) ? error.detail.slice(prefix.length) : error.detail;
  const errors = Array.isArray(body.errors) && body.errors.length ? body.errors : [{ field: first, message: 'invalid' }];
  return errors.map(({ field, message }) => (field === first ? { field, key: message, text: firstText } : { field, key: message }));
}
