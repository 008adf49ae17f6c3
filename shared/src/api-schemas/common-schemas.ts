import { Type, type StringOptions, type TSchema, type TString } from '@sinclair/typebox';

/** A value of the schema or null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

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
