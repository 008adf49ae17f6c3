import type { Kysely } from 'kysely';

type Stored = { id?: number; slug?: string; model?: string; columns?: Array<{ children?: Stored[] }> };

/** Every module of a tree, section children after their section. */
function modulesOf(tree: Stored[]): Stored[] {
  return tree.flatMap((module) => [module, ...(module.columns ?? []).flatMap((column) => column.children ?? [])]);
}

/**
 * Gives every module of every page and container a stable id (a content_modules row). Both
 * languages of an owner hold the same modules under the same slugs, so a slug gets one id.
 * Frozen with the migrations: the app's own code is not imported.
 */
export async function up(db: Kysely<any>): Promise<void> { // any: migrations are frozen and untyped
  await assignModuleIds(db, 'page', 'pages');
  await assignModuleIds(db, 'container', 'containers');
}

/** The modules of one owner table without an id get one (also used by a later migration for articles). */
export async function assignModuleIds(db: Kysely<any>, ownerType: string, table: string): Promise<void> { // any: migrations are frozen and untyped
  const rows = await db.selectFrom(table).select(['id', 'modules_de', 'modules_en']).orderBy('id').execute();
  for (const row of rows) {
    const trees = { de: JSON.parse(row.modules_de as string) as Stored[], en: JSON.parse(row.modules_en as string) as Stored[] };
    const idBySlug = new Map<string, number>();
    let changed = false;
    for (const module of [...modulesOf(trees.de), ...modulesOf(trees.en)]) {
      if (typeof module.id === 'number') continue;
      const key = module.slug ?? '';
      let id = key ? idBySlug.get(key) : undefined;
      if (id === undefined) {
        const inserted = await db.insertInto('content_modules')
          .values({ owner_type: ownerType, owner_id: row.id, model: module.model ?? '' })
          .returning('id').executeTakeFirstOrThrow();
        id = Number(inserted.id);
        if (key) idBySlug.set(key, id);
      }
      module.id = id;
      changed = true;
    }
    if (changed) {
      await db.updateTable(table).set({ modules_de: JSON.stringify(trees.de), modules_en: JSON.stringify(trees.en) }).where('id', '=', row.id).execute();
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> { // any: migrations are frozen and untyped
  await db.deleteFrom('content_modules').execute();
}
