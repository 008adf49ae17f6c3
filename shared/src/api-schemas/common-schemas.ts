import { Type, type Static, type StringOptions, type TSchema, type TString } from '@sinclair/typebox';

/** A value of the schema or null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A database id: a positive integer as the 32-bit integer columns of PostgreSQL hold it. */
export const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
export const IdParams = Type.Object({ id: Id });
export type IdParams = Static<typeof IdParams>;

/** An instant as ISO-8601 text ("2026-11-21T18:30:00.000Z", or with an offset for whole days). */
export const Instant = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{3})?(Z|[+-]\\d{2}:\\d{2})$' });
/** A calendar day in Europe/Berlin, "YYYY-MM-DD". */
export const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** Every 4xx answer: `{ detail }`. */
export const ErrorDetail = Type.Object({ detail: Type.String() });
export type ErrorDetail = Static<typeof ErrorDetail>;

/**
 * 400 naming fields: the first failing field, and every error with its message (a key of the
 * validation namespace, or a text to show as it is). A field may have several entries.
 */
export const FieldErrors = Type.Object({
  detail: Type.String(),
  field: Type.String(),
  errors: Type.Array(Type.Object({ field: Type.String(), message: Type.String() })),
});
export type FieldErrors = Static<typeof FieldErrors>;

/** Alternate paths of one page in each language, for the language switch. */
export const LocalisedUrls = Type.Object({ de: Type.String(), en: Type.String() });
export type LocalisedUrls = Static<typeof LocalisedUrls>;

/** Paged list (spec §3): next and previous are the paths of the neighbouring pages with the same filters, or null. */
export const Paged = <T extends TSchema>(item: T) =>
  Type.Object({
    count: Type.Integer({ minimum: 0 }),
    next: Nullable(Type.String()),
    previous: Nullable(Type.String()),
    results: Type.Array(item),
  });

/**
 * Control characters a person never types: C0 except tab, line feed and carriage return, DEL and
 * C1. PostgreSQL cannot store NUL in text, and none of them belongs in a name, an address or a query.
 */
const CONTROL = '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f';
const LINE_BREAKS = '\\t\\n\\r';

/** Every string a client sends in a body or query is one of these two formats (or a stricter pattern). */
export const TEXT_PATTERN = `^[^${CONTROL}]*$`;
export const LINE_PATTERN = `^[^${CONTROL}${LINE_BREAKS}]*$`;
export const CONTROL_CHARACTERS = new RegExp(`[${CONTROL}]`, 'u');

type Options = Omit<StringOptions, 'pattern'>;

/** Multi-line text (messages, rich text, embed code): line breaks and tabs allowed. */
export const Text = (options: Options = {}): TString => Type.String({ ...options, pattern: TEXT_PATTERN });
/** One line of text (names, e-mail addresses, codes, links, queries, paths). */
export const Line = (options: Options = {}): TString => Type.String({ ...options, pattern: LINE_PATTERN });

const ADDRESS_PART = `[^\\s@${CONTROL}]+`;
/** An e-mail address as the forms check it (something@host.tld), in the one-line format. */
export const EmailLine = (options: Options = {}): TString =>
  Type.String({ ...options, pattern: `^${ADDRESS_PART}@${ADDRESS_PART}\\.${ADDRESS_PART}$` });
