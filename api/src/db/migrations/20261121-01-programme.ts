import type { Kysely } from 'kysely';

export async function up(_db: Kysely<any>): Promise<void> {} // any: migrations are frozen and untyped
