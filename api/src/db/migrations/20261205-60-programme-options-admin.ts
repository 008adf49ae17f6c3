import { sql, type Kysely } from 'kysely';

/** The programme's filter vocabularies, now edited in the hub, count their saves like the other collections. */
const OPTION_TABLES = ['exhibition_types', 'genres', 'event_tags', 'production_tags', 'seasons'];

/**
 * The box office's sale types (full price, reduced …) as a table the hub edits, so a price names
 * its sale type by name. A database that already has prices gets one row per sale type they use,
 * named as one of its prices.
 */
export async function up(db: Kysely<any>): Promise<void> { // any: migrations are frozen and untyped
  for (const table of OPTION_TABLES) {
    await db.schema.alterTable(table).addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  }
  await db.schema.createTable('sale_types')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name_de', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`
    insert into sale_types (id, name_de, name_en, sort)
    select p.sale_type_id,
      coalesce(nullif(max(p.name_de), ''), 'Verkaufsart ' || p.sale_type_id),
      coalesce(nullif(max(p.name_en), ''), 'Sale type ' || p.sale_type_id),
      p.sale_type_id
    from prices p group by p.sale_type_id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> { // any: see up
  await db.schema.dropTable('sale_types').execute();
  for (const table of OPTION_TABLES) await db.schema.alterTable(table).dropColumn('revision').execute();
}
