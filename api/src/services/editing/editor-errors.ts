import type { EditorRef, StaleWrite } from '@festival/shared/api-schemas/pageeditor-writes';
import { formatDateTime } from '@festival/shared/format/dates';
import type { Locale } from '@festival/shared/i18n/locales';
import { validationMessage } from '@festival/shared/i18n/resources/validation';
import type { ModuleFieldError } from '@festival/shared/validation/module-rules';
import { AnsweredError, FieldErrorsError } from '../common/http-errors';

/** 400 for a body that breaks the shared rules: `{ detail, field, errors }` (the first field in detail). */
export class FieldValidationError extends FieldErrorsError {
  constructor(errors: ModuleFieldError[], locale: Locale) {
    const [first] = errors;
    const text = first ? validationMessage(locale, first.message, first.values) : '';
    super(first?.field ? `${first.field}: ${text}` : text, errors.map(({ field, message }) => ({ field, message })));
  }
}

const STALE_TEXTS: Record<Locale, { by: (who: string) => string; at: (when: string) => string; then: string }> = {
  de: { by: (who) => ` von ${who}`, at: (when) => ` am ${when}`, then: 'Inzwischen geändert{by}{at}. Neu laden zeigt die aktuelle Fassung.' },
  en: { by: (who) => ` by ${who}`, at: (when) => ` on ${when}`, then: 'Changed in the meantime{by}{at}. Reload to see the current version.' },
};

/** 409 for a write based on an older revision than the stored one: who changed it, and when (Berlin time, in the request's language). */
export class StaleWriteError extends AnsweredError {
  readonly statusCode = 409;
  readonly answer: StaleWrite;

  constructor(current: { revision: number; changedAt: string | null; changedBy: EditorRef | null }, locale: Locale) {
    const who = current.changedBy ? [current.changedBy.first_name, current.changedBy.last_name].join(' ').trim() || current.changedBy.username : null;
    const texts = STALE_TEXTS[locale];
    super(texts.then
      .replace('{by}', who ? texts.by(who) : '')
      .replace('{at}', current.changedAt ? texts.at(formatDateTime(current.changedAt, locale)) : ''));
    this.answer = { detail: this.message, revision: current.revision, changed_at: current.changedAt, changed_by: current.changedBy };
  }
}
