import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { adminPaths } from '@festival/shared/api-schemas/admin';
import { DEFAULT_SHOP_LIMITS } from '../../../src/services/shop/shop-limits';
import { call, signedIn, type Account } from '../../helpers/editor-session';
import { useTestApp } from '../../helpers/test-app';

/**
 * SQLite has one writer. While another process on the file (the create-staff command, say)
 * holds the write lock, an editor's write waits the lock timeout and then answers 503 with
 * Retry-After: a wait, not an error of the site.
 */
const t = useTestApp({ configOverrides: { shopLimits: { ...DEFAULT_SHOP_LIMITS, lockTimeoutMs: 200 } } });
let editor: Account;
beforeAll(async () => {
  editor = await signedIn(t.db, 'busy', 'editor');
});

(process.env.TEST_DATABASE_URL ? test.skip : test)('an editor\'s write while another process holds the write lock answers 503, and saves once it is free', async () => {
  const { rows } = await sql<{ file: string; name: string }>`pragma database_list`.execute(t.db.kysely);
  const other = new SQLite(rows.find((row) => row.name === 'main')!.file);
  const id = (await t.db.kysely.selectFrom('persons').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const url = adminPaths.item('persons', id);
  const { revision } = (await call(t.app, 'GET', url, { session: editor.session })).json() as { revision: number };
  other.exec('begin immediate');
  let busy;
  try {
    busy = await call(t.app, 'PATCH', url, { session: editor.session, payload: { first_name: 'Wartende', revision } });
  } finally {
    other.exec('rollback');
    other.close();
  }
  expect(busy.statusCode).toBe(503);
  expect(busy.headers['retry-after']).toBe('2');
  expect(busy.json()).toEqual({ detail: expect.stringMatching(/try again/) });
  const saved = await call(t.app, 'PATCH', url, { session: editor.session, payload: { first_name: 'Wartende', revision } });
  expect(saved.statusCode).toBe(200);
});
