import type { Kysely } from 'kysely';

const TABLES = ['pages', 'page_versions', 'articles', 'containers'] as const;
const COLUMNS = ['modules_de', 'modules_en'] as const;

/** Headline modules anywhere in a stored module tree (sections hold columns of modules) at levels 2 to 6. */
function clampLevels(node: unknown): boolean {
  if (Array.isArray(node)) return node.map(clampLevels).some(Boolean);
  if (typeof node !== 'object' || node === null) return false;
  const record = node as Record<string, unknown>;
  let changed = false;
  if (record.model === 'Headline') {
    const level = typeof record.headline_level === 'number' ? Math.trunc(record.headline_level) : 2;
    const clamped = Math.min(6, Math.max(2, Number.isFinite(level) ? level : 2));
    if (clamped !== record.headline_level) {
      record.headline_level = clamped;
      changed = true;
    }
  }
  for (const key of ['columns', 'children']) changed = clampLevels(record[key]) || changed;
  return changed;
}

/**
 * Spec §3: Headline levels are 2 to 6 (the page title is the one h1), but the seed stored the
 * programme and magazine intros at level 1. Rows are rewritten only where a level changes.
 */
export async function up(db: Kysely<any>): Promise<void> { // any: migrations are frozen and untyped
  for (const table of TABLES) {
    const rows = await db.selectFrom(table).select(['id', ...COLUMNS]).execute();
    for (const row of rows) {
      const update: Record<string, string> = {};
      for (const column of COLUMNS) {
        let tree: unknown;
        try {
          tree = JSON.parse(String(row[column]));
        } catch {
          continue;
        }
        if (clampLevels(tree)) update[column] = JSON.stringify(tree);
      }
      if (Object.keys(update).length > 0) await db.updateTable(table).set(update).where('id', '=', row.id).execute();
    }
  }
}

/** Nothing to undo: a level outside 2 to 6 was never valid. */
export async function down(): Promise<void> {}
