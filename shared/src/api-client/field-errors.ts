import { isApiError } from '@festival/shared/api-client/api-client';

/**
 * The one reader of a failed call's field errors in the browser. Every api error answer has one
 * shape, `{ detail, field?, errors?: [{ field, message }], response_code? }`: a 400 that names
 * fields carries the first in `field` and each message in `errors`; a 409 or 413 may name one
 * `field` with its `detail`.
 */

export interface FieldMessage {
  /** react-hook-form's dotted path (`seat_groups.0.capacity`); null when the answer named no field. */
  field: string | null;
  /** A key of the "validation" namespace, or a text to show as it is. */
  message: string;
  /** What the message interpolates (`{{max}}`). */
  values?: Record<string, number>;
  /** The api's own text for this field, values filled in: its detail, for the field the answer names first. */
  text?: string;
}

export interface FieldErrorsOf {
  /** The api's detail, or the error's message: a line for the form as a whole. */
  general: string;
  /** The messages of each named field, in the answer's order. */
  byField: Record<string, string[]>;
  /** Every message in the answer's order, named or not. */
  messages: FieldMessage[];
}

/** `/seat_groups/0/capacity`, `seat_groups[0].capacity` and `seat_groups.0.capacity` alike. */
export function normaliseFieldPath(field: string): string {
  return field
    .replace(/\[(\d+)\]/g, '.$1')
    .replace(/\//g, '.')
    .replace(/^\.+|\.+$/g, '');
}

type Listed = { field?: unknown; message?: unknown; values?: unknown };

function named(field: unknown): string | null {
  return typeof field === 'string' && field ? normaliseFieldPath(field) : null;
}

function messagesOf(detail: string, data: unknown): FieldMessage[] {
  const body = (typeof data === 'object' && data !== null ? data : {}) as { field?: unknown; errors?: unknown };
  const first = named(body.field);
  const listed = Array.isArray(body.errors) ? (body.errors as Listed[]).filter((item) => typeof item?.message === 'string') : [];
  // An editor write's detail is "<field>: <text>", the first field's message in the request's language.
  const prefix = `${String(body.field)}: `;
  const stripped = detail.startsWith(prefix) ? detail.slice(prefix.length) : undefined;
  if (listed.length === 0) return [{ field: first, message: detail, ...(first ? { text: stripped ?? detail } : {}) }];
  return listed.map((item) => {
    const field = named(item.field);
    const values = typeof item.values === 'object' && item.values !== null ? { values: item.values as Record<string, number> } : {};
    return { field, message: item.message as string, ...values, ...(stripped !== undefined && field === first ? { text: stripped } : {}) };
  });
}

/** A failed call's messages: the general line, each field's messages, and the list as the api sent it. */
export function fieldErrorsOf(error: unknown): FieldErrorsOf {
  if (!isApiError(error)) {
    const general = error instanceof Error ? error.message : String(error);
    return { general, byField: {}, messages: [{ field: null, message: general }] };
  }
  const messages = messagesOf(error.detail, error.data);
  const byField: Record<string, string[]> = {};
  for (const { field, message } of messages) if (field) (byField[field] ??= []).push(message);
  return { general: error.detail, byField, messages };
}
