import { adminPaths } from '@festival/shared/api-schemas/admin';
import { call, signedIn, type Account } from '../../helpers/editor-session';
import { useTestApp } from '../../helpers/test-app';

const t = useTestApp();
let editor: Account;
beforeAll(async () => {
  editor = await signedIn(t.db, 'redaktion', 'editor');
});
const CSRF = 'editor-test-csrf-token-0123456789abcd';
const as = (url: string) => call(t.app, 'GET', url, { session: editor.session });

test('entries as CSV for a German spreadsheet: BOM, semicolons, labels, decimal comma, Berlin times; the plain CSV stays', async () => {
  const form = await t.db.kysely.selectFrom('forms').select('id').where('slug', '=', 'kontakt').executeTakeFirstOrThrow();
  const values = {
    name: 'Ada; Lovelace', email: 'ada@example.org', email2: 'ada@example.org', subject: 'press', message: 'Hallo',
    visit_date: '2026-06-12', callback_time: '2026-06-10T11:30', guests: '2.5', website: 'https://example.org',
    contact_preference: 'phone', interests: ['readings'], languages: ['de'], privacy: true, source: 'website',
  };
  const sent = await t.app.inject({ method: 'POST', url: '/de/api/forms-entries/', payload: { form: form.id, field_values: values }, cookies: { csrftoken: CSRF }, headers: { 'x-csrftoken': CSRF } });
  expect(sent.statusCode).toBe(201);
  const entry = await t.db.kysely.selectFrom('form_entries').select(['id', 'created_at']).where('form_id', '=', form.id).executeTakeFirstOrThrow();
  const berlin = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(new Date(entry.created_at)).replace(', ', ' ');

  const excel = await as(`${adminPaths.formEntriesCsv(form.id)}?dialect=excel-de`);
  expect(excel.statusCode).toBe(200);
  expect(excel.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(excel.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  const [header, row] = excel.body.slice(1).split('\r\n');
  expect(header).toMatch(/^"Nr\.";"Eingegangen";"Sprache";"Name";"E-Mail-Adresse";/);
  expect(row).toContain(`"${entry.id}";"${berlin}";"de";"Ada; Lovelace";`);
  expect(row).toContain('"2,5"');
  expect(row).toContain('"10.06.2026 11:30"');
  expect(row).toContain('"12.06.2026"');

  const plain = await as(adminPaths.formEntriesCsv(form.id));
  const [plainHeader, plainRow] = plain.body.slice(1).split('\r\n');
  expect(plainHeader).toMatch(/^"id","created_at","locale","Name",/);
  expect(plainRow).toContain(`"${entry.id}","${entry.created_at}","de","Ada; Lovelace"`);
  expect(plainRow).toContain('"2.5"');

  expect((await as(`${adminPaths.formEntriesCsv(form.id)}?dialect=lotus`)).statusCode).toBe(400);
});

test('the entries list shows values as a person reads them: choice labels, ja/nein, German dates', async () => {
  const form = await t.db.kysely.selectFrom('forms').select('id').where('slug', '=', 'kontakt').executeTakeFirstOrThrow();
  const fields = await t.db.kysely.selectFrom('form_fields').select(['slug', 'choices']).where('form_id', '=', form.id).execute();
  const label = (slug: string, value: string) => (JSON.parse(fields.find((field) => field.slug === slug)?.choices ?? '[]') as Array<{ value: string; label_de: string }>)
    .find((choice) => choice.value === value)?.label_de;
  const listed = (await as(adminPaths.formEntries(form.id))).json();
  const [entry] = listed.results;
  expect(entry.values).toMatchObject({ subject: 'press', interests: 'readings', privacy: 'true', callback_time: '2026-06-10T11:30' });
  expect(label('subject', 'press')).toEqual(expect.any(String));
  expect(label('subject', 'press')).not.toBe('press');
  expect(entry.display).toMatchObject({
    subject: label('subject', 'press'), interests: label('interests', 'readings'), privacy: 'ja', callback_time: '10.06.2026 11:30', visit_date: '12.06.2026', name: 'Ada; Lovelace',
  });
});
