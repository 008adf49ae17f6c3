import { isApiError } from '@festival/shared/api-client/api-client';

export interface FieldMessage {
  /** react-hook-form's dotted path (`seat_groups.0.capacity`); null when the API named no field. */
  path: string | null;
  /** A key of the "validation" namespace, or a text to show as it is. */
  message: string;
  /** What the message interpolates (`{{max}}`). */
  values?: Record<string, number>;
}

/** `/seat_groups/0/capacity`, `seat_groups[0].capacity` and `seat_groups.0.capacity` alike. */
export function normaliseFieldPath(field: string): string {
  return field
    .replace(/\[(\d+)\]/g, '.$1')
    .replace(/\//g, '.')
    .replace(/^\.+|\.+$/g, '');
}

function listedErrors(data: unknown): FieldMessage[] {
  const errors = (data as { errors?: unknown } | undefined)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((item: { field?: unknown; message?: unknown; values?: Record<string, number> }) =>
    typeof item.message === 'string'
      ? [{ path: typeof item.field === 'string' && item.field ? normaliseFieldPath(item.field) : null, message: item.message, values: item.values }]
      : [],
  );
}

/**
 * The messages of a failed save (admin contract): 400 `{detail, field, errors: [{field, message}]}`,
 * 409 `{detail, field}`, or any other answer's detail.
 */
export function apiFieldErrors(error: unknown): FieldMessage[] {
  if (!isApiError(error)) return [{ path: null, message: error instanceof Error ? error.message : String(error) }];
  const listed = listedErrors(error.data);
  if (listed.length > 0) return listed;
  const field = (error.data as { field?: unknown } | undefined)?.field;
  return [{ path: typeof field === 'string' && field ? normaliseFieldPath(field) : null, message: error.detail }];
}
