import { sql } from 'kysely';
import { searchStatements } from '../../../src/services/search/sqlite-search-index';
import { useTestApp } from '../../helpers/test-app';

const t = useTestApp();

/** SQLite's plan of a statement, one line per step, in order. */
async function plan(statement: ReturnType<typeof sql>): Promise<string[]> {
  const rows = await sql<{ detail: string }>`explain query plan ${statement}`.execute(t.db.kysely);
  return rows.rows.map((row) => row.detail);
}

test('a search runs the full-text match once and looks up each matched document, in both scopes', async () => {
  if (t.db.dialect !== 'sqlite') return; // PostgreSQL searches with its own index (postgres-search-index.ts)
  for (const scope of ['events', 'others'] as const) {
    const statements = searchStatements({ locale: 'de', tokens: ['der'], scope, limit: 10, offset: 0 });
    for (const steps of [await plan(statements.count), await plan(statements.page)]) {
      expect(steps[0]).toMatch(/^SCAN search_fts VIRTUAL TABLE/);
      expect(steps[1]).toMatch(/^SEARCH d USING INTEGER PRIMARY KEY/);
    }
  }
  // A word many seeded events hold: the plan is SQLite's choice for a real index, not an empty one.
  const { count } = searchStatements({ locale: 'de', tokens: ['der'], scope: 'events', limit: 10, offset: 0 });
  expect(Number((await count.execute(t.db.kysely)).rows[0]?.count)).toBeGreaterThan(10);
});
