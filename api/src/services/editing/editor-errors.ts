import type { EditorRef, FieldErrors, StaleWrite } from '@festival/shared/api-schemas/pageeditor-writes';
import type { Locale } from '@festival/shared/i18n/locales';
import { validationMessage } from '@festival/shared/i18n/resources/validation';
import type { ModuleFieldError } from '@festival/shared/validation/module-rules';

/** 400 for a body that breaks the shared rules: `{ detail, field, errors }` (the first field in detail). */
export class FieldValidationError extends Error {
  readonly statusCode = 400;
  readonly answer: FieldErrors;

  constructor(errors: ModuleFieldError[], locale: Locale) {
    const [first] = errors;
    const field = first?.field ?? '';
    const text = first ? validationMessage(locale, first.message, first.values) : '';
    super(field ? `${field}: ${text}` : text);
    this.answer = { detail: this.message, field, errors: errors.map(({ field: name, message }) => ({ field: name, message })) };
  }
}

/** 409 for a write based on an older revision than the stored one: who changed it, and when. */
export class StaleWriteError extends Error {
  readonly statusCode = 409;
  readonly answer: StaleWrite;

  constructor(current: { revision: number; changedAt: string | null; changedBy: EditorRef | null }) {
    const who = current.changedBy ? [current.changedBy.first_name, current.changedBy.last_name].join(' ').trim() || current.changedBy.username : null;
    super(`Changed in the meantime${who ? ` by ${who}` : ''}${current.changedAt ? ` at ${current.changedAt}` : ''}; reload to see the current version.`);
    this.answer = { detail: this.message, revision: current.revision, changed_at: current.changedAt, changed_by: current.changedBy };
  }
}

/** The answer of an editor write's own errors, for a route folder's error handler; null for any other error. */
export function editorErrorAnswer(error: unknown): { status: number; body: FieldErrors | StaleWrite } | null {
  if (error instanceof FieldValidationError || error instanceof StaleWriteError) return { status: error.statusCode, body: error.answer };
  return null;
}
