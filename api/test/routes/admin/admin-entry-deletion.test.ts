import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminPaths } from '@festival/shared/api-schemas/admin';
import { deleteExpiredEntries } from '../../../src/services/admin/entry-deletion';
import { call, signedIn, type Account } from '../../helpers/editor-session';
import { useTestApp } from '../../helpers/test-app';

const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'festival-entry-deletion-'));
const t = useTestApp({ configOverrides: { uploadDir } });
let editor: Account;
beforeAll(async () => {
  editor = await signedIn(t.db, 'redaktion', 'editor');
});
const CSRF = 'editor-test-csrf-token-0123456789abcd';
const as = (method: 'GET' | 'DELETE' | 'PATCH', url: string, payload?: unknown) => call(t.app, method, url, { session: editor.session, payload });
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082', 'hex');

async function upload(): Promise<string> {
  const boundary = '----deletionboundary7MA4YWxkTrZu0gW';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const answer = await t.app.inject({
    method: 'POST', url: '/de/api/temp-files/', payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-csrftoken': CSRF }, cookies: { csrftoken: CSRF },
  });
  return answer.json().id as string;
}

async function submit(formId: number, name: string, receivedAt: string): Promise<{ id: number; token: string }> {
  const token = await upload();
  const values = {
    name, email: 'ada@example.org', email2: 'ada@example.org', subject: 'press', message: 'Hallo', visit_date: '2026-06-12',
    callback_time: '2026-06-10T11:30', guests: '2', website: 'https://example.org', contact_preference: 'phone',
    interests: ['readings'], languages: ['de'], attachment: token, privacy: true, source: 'website',
  };
  const sent = await t.app.inject({ method: 'POST', url: '/de/api/forms-entries/', payload: { form: formId, field_values: values }, cookies: { csrftoken: CSRF }, headers: { 'x-csrftoken': CSRF } });
  expect(sent.statusCode).toBe(201);
  const entry = await t.db.kysely.selectFrom('form_entries').select('id').where('form_id', '=', formId).orderBy('id', 'desc').executeTakeFirstOrThrow();
  await t.db.kysely.updateTable('form_entries').set({ created_at: receivedAt }).where('id', '=', entry.id).execute();
  return { id: entry.id, token };
}

const names = async (formId: number) => ((await as('GET', adminPaths.formEntries(formId))).json().results as Array<{ values: { name: string } }>).map((entry) => entry.values.name);
const storedFile = async (token: string) => t.db.kysely.selectFrom('temp_files').select('storage_path').where('token', '=', token).executeTakeFirst();

test('entries go one at a time, as a selection, or all received before a day, with their uploads', async () => {
  const form = await t.db.kysely.selectFrom('forms').select('id').where('slug', '=', 'kontakt').executeTakeFirstOrThrow();
  const old = await submit(form.id, 'Alt', '2026-01-10T10:00:00.000Z');
  const older = await submit(form.id, 'Älter', '2025-12-01T10:00:00.000Z');
  const recent = await submit(form.id, 'Neu', '2026-03-01T10:00:00.000Z');
  const one = await submit(form.id, 'Eins', '2026-03-02T10:00:00.000Z');
  const two = await submit(form.id, 'Zwei', '2026-03-03T10:00:00.000Z');
  const oldFile = (await storedFile(old.token))?.storage_path as string;
  expect(fs.existsSync(oldFile)).toBe(true);

  const before = await as('DELETE', `${adminPaths.formEntries(form.id)}?before=2026-02-01`);
  expect(before.statusCode).toBe(200);
  expect(before.json()).toEqual({ deleted: 2 });
  expect(await names(form.id)).toEqual(['Zwei', 'Eins', 'Neu']);
  expect(await storedFile(old.token)).toBeUndefined();
  expect(await storedFile(older.token)).toBeUndefined();
  expect(fs.existsSync(oldFile)).toBe(false);
  expect(await storedFile(recent.token)).toBeDefined();

  expect((await as('DELETE', `${adminPaths.formEntries(form.id)}?ids=${one.id},${two.id}`)).json()).toEqual({ deleted: 2 });
  expect(await names(form.id)).toEqual(['Neu']);
  expect((await as('DELETE', `${adminPaths.formEntries(form.id)}${recent.id}/`)).statusCode).toBe(204);
  expect(await names(form.id)).toEqual([]);
  expect(await storedFile(recent.token)).toBeUndefined();
  // each deletion is on record, with what was asked for and how many went
  const records = await t.db.kysely.selectFrom('audit_log').select(['action', 'summary']).where('entity_type', '=', 'form').where('entity_id', '=', form.id).orderBy('id').execute();
  expect(records.map((record) => [record.action, JSON.parse(record.summary).deleted])).toEqual([['form.entries.delete', 2], ['form.entries.delete', 2], ['form.entries.delete', 1]]);
  expect((await as('DELETE', `${adminPaths.formEntries(form.id)}${recent.id}/`)).statusCode).toBe(404);
});

test('a deletion names what to delete: 400 without a selection or with both, 404 for an unknown form, 403 without CSRF', async () => {
  expect((await as('DELETE', adminPaths.formEntries(1))).statusCode).toBe(400);
  expect((await as('DELETE', `${adminPaths.formEntries(1)}?ids=1&before=2026-01-01`)).statusCode).toBe(400);
  expect((await as('DELETE', `${adminPaths.formEntries(1)}?before=gestern`)).statusCode).toBe(400);
  expect((await as('DELETE', `${adminPaths.formEntries(1)}?ids=3630,003099920,3779013710`)).json()).toEqual({ deleted: 0 });
  expect((await as('DELETE', `${adminPaths.formEntries(999999)}?before=2026-01-01`)).statusCode).toBe(404);
  expect((await call(t.app, 'DELETE', `${adminPaths.formEntries(1)}?before=2026-01-01`, { session: editor.session, csrf: false })).statusCode).toBe(403);
});

test('a form retention period deletes older entries and their uploads; forms without one keep theirs', async () => {
  const form = await t.db.kysely.selectFrom('forms').select('id').where('slug', '=', 'kontakt').executeTakeFirstOrThrow();
  const stored = (await as('GET', adminPaths.item('forms', form.id))).json();
  const patched = await as('PATCH', adminPaths.item('forms', form.id), { retention_days: 30, revision: stored.revision });
  expect(patched.statusCode).toBe(200);
  expect(patched.json()).toEqual(expect.objectContaining({ retention_days: 30 }));
  const expired = await submit(form.id, 'Abgelaufen', '2026-02-01T10:00:00.000Z');
  const kept = await submit(form.id, 'Frisch', '2026-02-20T10:00:00.000Z');
  const other = await t.db.kysely.selectFrom('form_entries').select('id').where('form_id', '!=', form.id).execute();

  expect(await deleteExpiredEntries(t.db.kysely, new Date('2026-03-10T12:00:00.000Z'))).toBe(1);
  expect(await names(form.id)).toEqual(['Frisch']);
  expect(await storedFile(expired.token)).toBeUndefined();
  expect(await storedFile(kept.token)).toBeDefined();
  expect(await t.db.kysely.selectFrom('form_entries').select('id').where('form_id', '!=', form.id).execute()).toEqual(other);

  const invalid = await as('PATCH', adminPaths.item('forms', form.id), { retention_days: 0, revision: stored.revision + 1 });
  expect(invalid.statusCode).toBe(400);
  expect(invalid.json()).toEqual(expect.objectContaining({ field: 'retention_days' }));
});
