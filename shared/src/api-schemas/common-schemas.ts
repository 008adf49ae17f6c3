import { Type, type TSchema } from '@sinclair/typebox';

/** A value of the schema or null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
