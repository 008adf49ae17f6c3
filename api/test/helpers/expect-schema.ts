import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/** Fails with the first mismatches when value does not fit the schema. */
export function expectSchema(schema: TSchema, value: unknown): void {
  if (Value.Check(schema, value)) return;
  const errors = [...Value.Errors(schema, value)].slice(0, 5).map((e) => `${e.path}: ${e.message}`);
  throw new Error(`response does not match its schema:\n${errors.join('\n')}`);
}
