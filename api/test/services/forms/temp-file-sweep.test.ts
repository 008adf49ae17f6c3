import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../../src/app';
import { loadConfig } from '../../../src/config';
import { storeTempFile } from '../../../src/services/forms/temp-file-service';
import { sweepTempFiles, TEMP_FILE_LIFETIME_MS } from '../../../src/services/forms/temp-file-sweep';
import { useTestApp } from '../../helpers/test-app';

const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'festival-sweep-'));
const t = useTestApp({ configOverrides: { uploadDir } });
afterAll(() => fs.rmSync(uploadDir, { recursive: true, force: true }));

/** The smallest valid PNG. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082', 'hex');
const UPLOADED = new Date('2026-06-01T10:00:00.000Z');
const at = (ms: number) => new Date(UPLOADED.getTime() + ms);

async function upload(now: Date) {
  const stored = await storeTempFile(t.db.kysely, uploadDir, { filename: 'poster.png', data: PNG }, now);
  const row = await t.db.kysely.selectFrom('temp_files').selectAll().where('token', '=', stored.id).executeTakeFirstOrThrow();
  return row;
}

async function attach(token: string) {
  const form = await t.db.kysely.selectFrom('forms').select('id').where('slug', '=', 'kontakt').executeTakeFirstOrThrow();
  const entry = await t.db.kysely.insertInto('form_entries').values({ form_id: form.id, locale: 'de', created_at: UPLOADED.toISOString() }).returning('id').executeTakeFirstOrThrow();
  await t.db.kysely.insertInto('form_entry_values').values({ entry_id: entry.id, field_slug: 'attachment', value: token }).execute();
}

const exists = async (id: number) => (await t.db.kysely.selectFrom('temp_files').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

test('an upload no entry names is deleted, file and row, once it is a day old; a younger one stays', async () => {
  const old = await upload(UPLOADED);
  const young = await upload(at(TEMP_FILE_LIFETIME_MS / 2));
  expect(await sweepTempFiles(t.db.kysely, at(TEMP_FILE_LIFETIME_MS - 1))).toBe(0);
  expect(await exists(old.id)).toBe(true);

  expect(await sweepTempFiles(t.db.kysely, at(TEMP_FILE_LIFETIME_MS + 1))).toBe(1);
  expect(await exists(old.id)).toBe(false);
  expect(fs.existsSync(old.storage_path)).toBe(false);
  expect(await exists(young.id)).toBe(true);
  expect(fs.existsSync(young.storage_path)).toBe(true);
});

test('an upload attached to a form entry is kept for good', async () => {
  const kept = await upload(UPLOADED);
  await attach(kept.token);
  await sweepTempFiles(t.db.kysely, at(30 * TEMP_FILE_LIFETIME_MS));
  expect(await exists(kept.id)).toBe(true);
  expect(fs.existsSync(kept.storage_path)).toBe(true);
});

test('the api sweeps abandoned uploads by itself once it is ready, by its own clock', async () => {
  const old = await upload(UPLOADED);
  const app = await buildApp({ config: { ...loadConfig({}), databaseUrl: null, uploadDir }, db: t.db, clock: () => at(2 * TEMP_FILE_LIFETIME_MS) });
  await app.ready();
  await app.close();
  expect(await exists(old.id)).toBe(false);
  expect(fs.existsSync(old.storage_path)).toBe(false);
});
