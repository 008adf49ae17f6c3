import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { useTestApp } from '../../helpers/test-app';

const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'festival-uploads-'));
const t = useTestApp({ configOverrides: { uploadDir } });
const app = () => t.app;
const CSRF = 'forms-test-csrf-token-0123456789';
const csrf = { cookies: { csrftoken: CSRF }, headers: { 'x-csrftoken': CSRF } };

afterAll(() => fs.rmSync(uploadDir, { recursive: true, force: true }));

/** The smallest valid PNG: signature, IHDR for 1×1, IDAT, IEND. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082', 'hex');
/** The start of a Windows executable: "MZ" header and DOS stub text. */
const EXE = Buffer.concat([Buffer.from('4d5a90000300000004000000ffff0000', 'hex'), Buffer.from('This program cannot be run in DOS mode.'), Buffer.alloc(200)]);

function multipart(field: string, filename: string, data: Buffer, contentType = 'application/octet-stream') {
  const boundary = '----festivalboundary7MA4YWxkTrZu0gW';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-csrftoken': CSRF }, cookies: { csrftoken: CSRF } };
}

function upload(a: FastifyInstance, field: string, filename: string, data: Buffer, contentType?: string) {
  return a.inject({ method: 'POST', url: '/de/api/temp-files/', ...multipart(field, filename, data, contentType) });
}

async function contactForm(a: FastifyInstance) {
  const forms = await t.db.kysely.selectFrom('forms').select(['id', 'slug']).execute();
  const contact = forms.find((form) => form.slug === 'kontakt');
  if (!contact) throw new Error('the seed has a contact form');
  const res = await a.inject({ url: `/en/api/forms/${contact.id}/` });
  return res.json() as { id: number; fields: { slug: string; field_type: number }[] };
}

function validValues(fileId: string | null) {
  return {
    name: 'Ada Lovelace', email: 'ada@example.org', email2: 'ada@example.org', subject: 'press', message: 'Accreditation, please.',
    visit_date: '2026-06-12', callback_time: '2026-06-10T11:30', guests: '2', website: 'https://example.org',
    contact_preference: 'phone', interests: ['readings', 'workshops'], languages: ['de', 'pl'], attachment: fileId, privacy: true, source: 'website',
  };
}

test('a PNG is accepted by its content, stored on disk and in temp_files, answered with an id', async () => {
  const res = await upload(app(), 'file', 'poster.png', PNG, 'image/png');
  expect(res.statusCode).toBe(201);
  const body = res.json();
  expect(body).toMatchObject({ name: 'poster.png', size: PNG.length });
  expect(body.id).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  const row = await t.db.kysely.selectFrom('temp_files').selectAll().where('token', '=', body.id).executeTakeFirstOrThrow();
  expect(row.mime_type).toBe('image/png');
  expect(fs.readFileSync(row.storage_path)).toEqual(PNG);
  expect(path.dirname(row.storage_path)).toBe(uploadDir);
});

test('an executable renamed to .png is refused, whatever type it claims', async () => {
  const res = await upload(app(), 'file', 'holiday.png', EXE, 'image/png');
  expect(res.statusCode).toBe(400);
  expect(res.json().detail).toMatch(/PDF|image/);
  expect(await t.db.kysely.selectFrom('temp_files').select('id').where('original_name', '=', 'holiday.png').executeTakeFirst()).toBeUndefined();
});

test('a file of a few MB is taken: the upload reads with its own limit, not the parser\'s default of 1 MB', async () => {
  const res = await upload(app(), 'file', 'poster.png', Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]), 'image/png');
  expect(res.statusCode).toBe(201);
});

test('a file over 10 MB is refused', async () => {
  const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024 + 1)]);
  const res = await upload(app(), 'file', 'huge.png', big, 'image/png');
  expect(res.statusCode).toBe(413);
  expect(res.json()).toEqual({ detail: 'The file is larger than 10 MB.', field: 'file' });
  expect(await t.db.kysely.selectFrom('temp_files').select('id').where('original_name', '=', 'huge.png').executeTakeFirst()).toBeUndefined();
});

test('an upload in another field, an empty file or no multipart body is a 400', async () => {
  expect((await upload(app(), 'document', 'poster.png', PNG)).statusCode).toBe(400);
  expect((await upload(app(), 'file', 'empty.png', Buffer.alloc(0))).statusCode).toBe(400);
  expect((await app().inject({ method: 'POST', url: '/de/api/temp-files/', payload: { file: 'x' }, ...csrf })).statusCode).toBe(400);
});

test('a valid entry with an upload is stored with every value in one entry', async () => {
  const form = await contactForm(app());
  const fileId = (await upload(app(), 'file', 'cv.png', PNG, 'image/png')).json().id as string;
  const res = await app().inject({ method: 'POST', url: '/en/api/forms-entries/', payload: { form: form.id, field_values: validValues(fileId) }, ...csrf });
  expect(res.statusCode).toBe(201);
  const { id } = res.json();
  const entry = await t.db.kysely.selectFrom('form_entries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  expect(entry).toMatchObject({ form_id: form.id, locale: 'en' });
  const values = Object.fromEntries((await t.db.kysely.selectFrom('form_entry_values').select(['field_slug', 'value']).where('entry_id', '=', id).execute()).map((row) => [row.field_slug, row.value]));
  expect(values).toMatchObject({ name: 'Ada Lovelace', attachment: fileId, interests: '["readings","workshops"]', privacy: 'true', source: 'website' });
  expect(Object.keys(values).sort()).toEqual(form.fields.map((field) => field.slug).sort());
});

/** The messages of a 400 `{ detail, field, errors: [{ field, message }] }` by field. */
function messagesByField(body: { errors: { field: string; message: string }[] }): Record<string, string[]> {
  const byField: Record<string, string[]> = {};
  for (const { field, message } of body.errors) (byField[field] ??= []).push(message);
  return byField;
}

test('an invalid entry answers 400 with messages per field in the request language and stores nothing', async () => {
  const form = await contactForm(app());
  const before = await t.db.kysely.selectFrom('form_entries').select('id').execute();
  const values = { ...validValues(null), name: '', email: 'not-an-address', email2: 'other@example.org', subject: 'bribes', privacy: false, guests: 'many', visit_date: '2026-02-30' };
  const en = await app().inject({ method: 'POST', url: '/en/api/forms-entries/', payload: { form: form.id, field_values: values }, ...csrf });
  expect(en.statusCode).toBe(400);
  expect(en.json()).toMatchObject({ detail: 'Please check the marked fields.', field: 'name' });
  expect(messagesByField(en.json())).toEqual({
    name: ['This field is required!'], email: ['Invalid e-mail address!'], email2: ['The e-mail addresses do not match.'],
    subject: ['Invalid value.'], privacy: ['This field is required!'], guests: ['Invalid value.'], visit_date: ['Invalid value.'],
  });
  const de = await app().inject({ method: 'POST', url: '/de/api/forms-entries/', payload: { form: form.id, field_values: values }, ...csrf });
  expect(messagesByField(de.json())).toMatchObject({ name: ['Dieses Feld ist erforderlich!'], email: ['Ungültige E-Mail-Adresse!'] });
  expect(await t.db.kysely.selectFrom('form_entries').select('id').execute()).toHaveLength(before.length);
});

test('an entry naming a temp file that does not exist, or an unknown form, is refused', async () => {
  const form = await contactForm(app());
  const missing = await app().inject({ method: 'POST', url: '/en/api/forms-entries/', payload: { form: form.id, field_values: validValues('A'.repeat(32)) }, ...csrf });
  expect(missing.statusCode).toBe(400);
  expect(missing.json()).toEqual({
    detail: 'Please check the marked fields.', field: 'attachment', errors: [{ field: 'attachment', message: 'The file was not found, please upload it again.' }],
  });
  const unknown = await app().inject({ method: 'POST', url: '/en/api/forms-entries/', payload: { form: 99999, field_values: {} }, ...csrf });
  expect(unknown.statusCode).toBe(400);
  expect(unknown.json()).toEqual({ detail: 'Please check the marked fields.', field: 'form', errors: [{ field: 'form', message: 'Invalid value.' }] });
});

test('a 404 reported by the shell is stored in error_log', async () => {
  const res = await app().inject({ method: 'POST', url: '/api/dashboard-error-log/', payload: { url: '/de/gibt-es-nicht' }, headers: { 'x-csrftoken': CSRF, 'user-agent': 'jest' }, cookies: { csrftoken: CSRF } });
  expect(res.statusCode).toBe(204);
  const row = await t.db.kysely.selectFrom('error_log').selectAll().where('url', '=', '/de/gibt-es-nicht').executeTakeFirstOrThrow();
  expect(row).toMatchObject({ status: 404, user_agent: 'jest' });
  expect((await app().inject({ method: 'POST', url: '/api/dashboard-error-log/', payload: {}, ...csrf })).statusCode).toBe(400);
});

test('form entries are rate limited per client', async () => {
  const send = () => app().inject({ method: 'POST', url: '/en/api/forms-entries/', payload: { form: 99999, field_values: {} }, ...csrf });
  const statuses: number[] = [];
  for (let i = 0; i < 11; i += 1) statuses.push((await send()).statusCode);
  expect(statuses).toContain(429);
});

test('the error log is rate limited per client whatever the URL', async () => {
  const log = (url: string) => app().inject({ method: 'POST', url: '/api/dashboard-error-log/', payload: { url }, remoteAddress: '192.0.2.50', ...csrf });
  const statuses: number[] = [];
  for (let i = 0; i < 61; i += 1) statuses.push((await log(`/de/erfunden-${i}`)).statusCode);
  expect(statuses.slice(0, 60).every((status) => status === 204)).toBe(true);
  expect(statuses[60]).toBe(429);
  expect((await log('/de/noch-eine')).json()).toEqual({ detail: expect.any(String) });
  const other = await app().inject({ method: 'POST', url: '/api/dashboard-error-log/', payload: { url: '/de/x' }, remoteAddress: '192.0.2.7', ...csrf });
  expect(other.statusCode).toBe(204);
});

