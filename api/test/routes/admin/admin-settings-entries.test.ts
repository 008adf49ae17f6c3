import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminPaths } from '@festival/shared/api-schemas/admin';
import { call, signedIn, type Account } from '../../helpers/editor-session';
import { useTestApp } from '../../helpers/test-app';
import { addToCart } from '../shop/shop-fixtures';

const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'festival-admin-uploads-'));
const t = useTestApp({ configOverrides: { uploadDir } });
let editor: Account;
beforeAll(async () => {
  editor = await signedIn(t.db, 'kasse', 'editor');
});
afterAll(() => fs.rmSync(uploadDir, { recursive: true, force: true }));

const CSRF = 'editor-test-csrf-token-0123456789abcd';
const as = (method: 'GET' | 'PATCH', url: string, payload?: unknown) => call(t.app, method, url, { session: editor.session, payload });
/** The smallest valid PNG. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082', 'hex');

function uploadPng(filename: string) {
  const boundary = '----adminboundary7MA4YWxkTrZu0gW';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
    PNG, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST', url: '/de/api/temp-files/', payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-csrftoken': CSRF }, cookies: { csrftoken: CSRF },
  });
}

test('the shop goes offline with one settings patch: the next booking is refused as "Webshop offline"', async () => {
  const settings = (await as('GET', adminPaths.settings)).json();
  expect(settings).toMatchObject({ is_shop_online: true, is_site_online: true, revision: expect.any(Number), error_pages: expect.any(Object) });
  const event = await t.db.kysely.selectFrom('events').select('event_jet_id').where('event_jet_id', 'is not', null).executeTakeFirstOrThrow();

  const patched = await as('PATCH', adminPaths.settings, { is_shop_online: false, html_header: '<p>Hallo</p><script>alert(1)</script>', revision: settings.revision });
  expect(patched.statusCode).toBe(200);
  expect(patched.json()).toMatchObject({ is_shop_online: false, html_header: '<p>Hallo</p>', revision: settings.revision + 1 });
  const booking = await addToCart(t.app, { event_jet_id: event.event_jet_id, sale_type_ids: [1], quantities: [1] });
  expect(booking.res.statusCode).toBe(503);
  expect(booking.res.json().detail).toBe('Webshop offline.');
  expect((await t.app.inject({ url: '/de/pageeditor-api/settings' })).json()).toMatchObject({ is_shop_online: false });

  const stale = await as('PATCH', adminPaths.settings, { is_shop_online: true, revision: settings.revision });
  expect(stale.statusCode).toBe(409);
  const bad = await as('PATCH', adminPaths.settings, { is_site_online: 'yes', revision: settings.revision + 1 });
  expect(bad.statusCode).toBe(400);
  expect(bad.json()).toMatchObject({ field: 'is_site_online' });
  expect((await as('PATCH', adminPaths.settings, { is_shop_online: true, revision: settings.revision + 1 })).statusCode).toBe(200);
  const history = (await as('GET', adminPaths.settingsHistory)).json();
  expect(history.map((entry: { changes: Record<string, unknown> }) => Object.keys(entry.changes).sort())).toEqual([['is_shop_online'], ['html_header', 'is_shop_online']]);
  expect(history[1].author).toMatchObject({ username: 'kasse' });
});

test('form entries as JSON and as CSV: BOM, one column per field, file links, formula cells neutralised', async () => {
  const form = await t.db.kysely.selectFrom('forms').select('id').where('slug', '=', 'kontakt').executeTakeFirstOrThrow();
  const fileId = (await uploadPng('lebenslauf.png')).json().id as string;
  const values = {
    name: '=HYPERLINK("https://evil.example","Klick")', email: 'ada@example.org', email2: 'ada@example.org', subject: 'press',
    message: '@SUM(1+1)', visit_date: '2026-06-12', callback_time: '2026-06-10T11:30', guests: '2', website: 'https://example.org',
    contact_preference: 'phone', interests: ['readings', 'workshops'], languages: ['de', 'pl'], attachment: fileId, privacy: true, source: 'website',
  };
  const sent = await t.app.inject({ method: 'POST', url: '/de/api/forms-entries/', payload: { form: form.id, field_values: values }, cookies: { csrftoken: CSRF }, headers: { 'x-csrftoken': CSRF } });
  expect(sent.statusCode).toBe(201);

  const listed = (await as('GET', adminPaths.formEntries(form.id))).json();
  expect(listed.count).toBe(1);
  expect(listed.fields.map((field: { slug: string }) => field.slug)).toContain('attachment');
  const [entry] = listed.results;
  expect(entry.values).toMatchObject({ name: values.name, interests: 'readings, workshops', attachment: 'lebenslauf.png' });
  expect(entry.files.attachment).toEqual({ name: 'lebenslauf.png', url: `${t.app.config.publicOrigin}${adminPaths.formFile(fileId)}` });

  const csv = await as('GET', adminPaths.formEntriesCsv(form.id));
  expect(csv.statusCode).toBe(200);
  expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  const [header, row] = csv.body.slice(1).split('\r\n');
  expect(header).toMatch(/^"id","created_at","locale","Name","E-Mail-Adresse",/);
  expect(row).toContain('"\'=HYPERLINK(""https://evil.example"",""Klick"")"');
  expect(row).toContain('"\'@SUM(1+1)"');
  expect(row).toContain(`"${t.app.config.publicOrigin}${adminPaths.formFile(fileId)}"`);

  const file = await as('GET', adminPaths.formFile(fileId));
  expect(file.statusCode).toBe(200);
  expect(file.rawPayload).toEqual(PNG);
  expect((await t.app.inject({ url: adminPaths.formFile(fileId) })).statusCode).toBe(401);
  expect((await as('GET', adminPaths.formEntriesCsv(999999))).statusCode).toBe(404);
});
