import { up as assignModuleIds } from '../../src/db/migrations/20261123-11-module-ids';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

type Stored = { id?: number; slug: string; columns?: Array<{ children: Stored[] }> };
const all = (tree: Stored[]): Stored[] => tree.flatMap((m) => [m, ...(m.columns ?? []).flatMap((c) => c.children)]);
const strip = (tree: Stored[]): Stored[] => tree.map(({ id: _id, ...m }) => ({ ...m, ...(m.columns ? { columns: m.columns.map((c) => ({ ...c, children: strip(c.children) })) } : {}) }));

test('the migration gives the modules of a database from before ids one id per slug and owner, registered to that owner', async () => {
  const db = t.db.kysely;
  for (const table of ['pages', 'containers'] as const) {
    for (const row of await db.selectFrom(table).select(['id', 'modules_de', 'modules_en']).execute()) {
      await db.updateTable(table).set({ modules_de: JSON.stringify(strip(JSON.parse(row.modules_de))), modules_en: JSON.stringify(strip(JSON.parse(row.modules_en))) }).where('id', '=', row.id).execute();
    }
  }
  await db.deleteFrom('content_modules').execute();

  await assignModuleIds(db);

  const page = await db.selectFrom('pages').select(['id', 'modules_de', 'modules_en']).where('url_de', '=', 'module').executeTakeFirstOrThrow();
  const de = all(JSON.parse(page.modules_de));
  const en = all(JSON.parse(page.modules_en));
  expect(de.every((m) => Number.isInteger(m.id))).toBe(true);
  expect(new Set(de.map((m) => m.id)).size).toBe(de.length);
  expect(en.map((m) => [m.slug, m.id])).toEqual(de.map((m) => [m.slug, m.id]));
  const rows = await db.selectFrom('content_modules').selectAll().where('owner_type', '=', 'page').where('owner_id', '=', page.id).execute();
  expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(de.map((m) => m.id).sort((a, b) => a! - b!));
  const container = await db.selectFrom('containers').select(['id', 'modules_de']).executeTakeFirstOrThrow();
  const inContainer = all(JSON.parse(container.modules_de));
  const containerRows = await db.selectFrom('content_modules').select('id').where('owner_type', '=', 'container').where('owner_id', '=', container.id).execute();
  expect(containerRows.map((r) => r.id).sort((a, b) => a - b)).toEqual(inContainer.map((m) => m.id).sort((a, b) => a! - b!));
});
