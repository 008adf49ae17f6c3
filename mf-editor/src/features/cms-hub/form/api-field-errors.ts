import { isApiError } from '@festival/shared/api-client/api-client';

export interface FieldMessage {
  /** react-hook-form's dotted path (`seat_groups.0.capacity`); null when the API named no field. */
  path: string | null;
  message: string;
}

/** `/seat_groups/0/capacity`, `seat_groups[0].capacity` and `seat_groups.0.capacity` alike. */
export function normaliseFieldPath(field: string): string {
  return field
    .replace(/\[(\d+)\]/g, '.$1')
    .replace(/\//g, '.')
    .replace(/^\.+|\.+$/g, '');
}

/** The messages of a failed save: `{detail, field}` and `{field: ["message"]}` answers both. */
export function apiFieldErrors(error: unknown): FieldMessage[] {
  if (!isApiError(error)) return [{ path: null, message: error instanceof Error ? error.message : String(error) }];
  const messages: FieldMessage[] = [];
  const data = error.data as { field?: unknown } | undefined;
  if (data && typeof data.field === 'string' && data.field) messages.push({ path: normaliseFieldPath(data.field), message: error.detail });
  for (const [field, list] of Object.entries(error.fieldErrors)) {
    if (field === 'detail' || field === 'field') continue;
    for (const message of list) messages.push({ path: normaliseFieldPath(field), message });
  }
  if (messages.length === 0) messages.push({ path: null, message: error.detail });
  return messages;
}
