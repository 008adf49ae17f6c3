import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { BreakingNewsList, EditorUser, Form, FORM_FIELD_TYPES, OpeningHoursToday, UserDetails } from '@festival/shared/api-schemas/content';
import { expectSchema } from '../../helpers/expect-schema';
import { useTestApp } from '../../helpers/test-app';
import { testNow } from '../../helpers/test-clock';

dayjs.extend(utc);
dayjs.extend(timezone);

const t = useTestApp();

const get = (url: string, cookies: Record<string, string> = {}) => t.app.inject({ url, cookies });

/** Noon in Berlin on the first day from tomorrow on with this ISO weekday and no exception. */
async function nextPlainDay(isoWeekday: number): Promise<Date> {
  const exceptions = new Set((await t.db.kysely.selectFrom('opening_hours_exceptions').select('date').execute()).map((e) => e.date));
  let day = dayjs().tz('Europe/Berlin').startOf('day').add(1, 'day');
  while ((day.day() === 0 ? 7 : day.day()) !== isoWeekday || exceptions.has(day.format('YYYY-MM-DD'))) day = day.add(1, 'day');
  return dayjs.tz(`${day.format('YYYY-MM-DD')} 12:00`, 'Europe/Berlin').toDate();
}

describe('GET /api/opening-hours-today/', () => {
  test('a normal day answers its range', async () => {
    t.setNow(await nextPlainDay(2));
    const res = await get('/de/api/opening-hours-today/');
    expect(res.statusCode).toBe(200);
    expectSchema(OpeningHoursToday, res.json());
    expect(res.json()).toEqual({
      opening_hours: [{ time_from: '11:00:00', time_to: '19:00:00', closed: false, alternative_link_url: '', alternative_text: '' }],
      opening_hours_exceptions: [],
    });
  });

  test('a day with a break answers two ranges in order', async () => {
    t.setNow(await nextPlainDay(3));
    const hours = (await get('/de/api/opening-hours-today/')).json().opening_hours;
    expect(hours.map((h: { time_from: string; time_to: string }) => [h.time_from, h.time_to])).toEqual([['11:00:00', '14:00:00'], ['15:00:00', '20:00:00']]);
  });

  test('a closed day says so, with its localised note', async () => {
    t.setNow(await nextPlainDay(1));
    const [de] = (await get('/de/api/opening-hours-today/')).json().opening_hours;
    expect(de).toMatchObject({ closed: true, time_from: null, time_to: null, alternative_text: expect.stringContaining('Montags') });
    const [en] = (await get('/en/api/opening-hours-today/')).json().opening_hours;
    expect(en.alternative_text).toContain('Mondays');
  });

  test('exception days add their entries: a closed holiday and moved hours with a link', async () => {
    const exceptions = await t.db.kysely.selectFrom('opening_hours_exceptions').selectAll().orderBy('id').execute();
    const [holiday, moved] = exceptions;
    t.setNow(dayjs.tz(`${holiday!.date} 09:30`, 'Europe/Berlin').toDate());
    const first = (await get('/en/api/opening-hours-today/')).json();
    expect(first.opening_hours_exceptions).toEqual([{ time_from: null, time_to: null, closed: true, alternative_link_url: '', alternative_text: 'Public holiday: the festival box office is closed.' }]);
    t.setNow(dayjs.tz(`${moved!.date} 18:00`, 'Europe/Berlin').toDate());
    const [entry] = (await get('/de/api/opening-hours-today/')).json().opening_hours_exceptions;
    expect(entry).toMatchObject({ closed: false, time_from: '17:00:00', time_to: '20:00:00', alternative_link_url: expect.stringMatching(/^\/de\//) });
    expect(entry.alternative_text).toContain('Abendkasse');
  });

  test('"today" is the Berlin day, not the UTC day', async () => {
    const wednesday = dayjs(await nextPlainDay(3)).tz('Europe/Berlin').format('YYYY-MM-DD');
    const justAfterMidnight = dayjs.tz(`${wednesday} 00:30`, 'Europe/Berlin').toDate();
    expect(justAfterMidnight.toISOString().slice(0, 10)).not.toBe(wednesday);
    t.setNow(justAfterMidnight);
    expect((await get('/de/api/opening-hours-today/')).json().opening_hours).toHaveLength(2);
  });
});

describe('GET /api/forms/<id>/', () => {
  test('the contact form has every field type with localised labels and choices', async () => {
    const res = await get('/en/api/forms/1/');
    expect(res.statusCode).toBe(200);
    const form = res.json();
    expectSchema(Form, form);
    expect(form).toMatchObject({ id: 1, slug: 'kontakt', title: 'Contact', button_text: 'Send message' });
    expect(new Set(form.fields.map((f: { field_type: number }) => f.field_type))).toEqual(new Set(Object.values(FORM_FIELD_TYPES)));
    const subject = form.fields.find((f: { slug: string }) => f.slug === 'subject');
    expect(subject).toMatchObject({ required: true, default: 'tickets', label: 'What is it about?' });
    expect(subject.choices[0]).toEqual({ value: 'tickets', label: 'Tickets and box office' });
    expect(form.fields.find((f: { slug: string }) => f.slug === 'source')).toMatchObject({ field_type: FORM_FIELD_TYPES.hidden, visible: false, default: 'website' });
    expect(form.fields.find((f: { slug: string }) => f.slug === 'attachment').field_type).toBe(FORM_FIELD_TYPES.file);
    const de = (await get('/de/api/forms/1/')).json();
    expect(de.fields.find((f: { slug: string }) => f.slug === 'subject').label).toBe('Worum geht es?');
  });

  test('the newsletter form asks for name, e-mail and consent', async () => {
    const form = (await get('/de/api/forms/2/')).json();
    expect(form.fields.map((f: { slug: string; field_type: number; required: boolean }) => [f.slug, f.field_type, f.required])).toEqual([
      ['name', FORM_FIELD_TYPES.text, true], ['email', FORM_FIELD_TYPES.email, true], ['consent', FORM_FIELD_TYPES.checkbox, true],
    ]);
  });

  test('unknown forms are 404, malformed ids 400', async () => {
    expect((await get('/de/api/forms/77/')).statusCode).toBe(404);
    const bad = await get('/de/api/forms/kontakt/');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: expect.any(String) });
  });
});

test('breaking news lists the active alert inside its window only', async () => {
  t.setNow(testNow());
  const res = await get('/en/api/breaking-news/');
  expectSchema(BreakingNewsList, res.json());
  expect(res.json()).toEqual([{ id: 1, title: 'Open-air reading moves indoors', text: expect.stringContaining('Mint Hall'), link: '/en/programme', link_title: 'See the programme' }]);
  t.setNow(new Date(testNow().getTime() + 30 * 86_400_000));
  expect((await get('/en/api/breaking-news/')).json()).toEqual([]);
  t.setNow(testNow());
});

describe('users', () => {
  const sessionKey = 'k'.repeat(40);
  beforeAll(async () => {
    const now = testNow();
    const { id } = await t.db.kysely.insertInto('users').values({
      email: 'henrike@literaturfestival-berlin.example', username: 'henrike', password_hash: 'scrypt$16384$8$1$c2FsdA$aGFzaA',
      first_name: 'Henrike', last_name: 'Großmann', is_editor: 1, has_dashboard_online_access: 1, created_at: now.toISOString(),
    }).returning('id').executeTakeFirstOrThrow();
    await t.db.kysely.insertInto('sessions').values([
      { session_key: sessionKey, user_id: id, created_at: now.toISOString(), expires_at: new Date(now.getTime() + 3_600_000).toISOString() },
      { session_key: 'expired', user_id: id, created_at: now.toISOString(), expires_at: new Date(now.getTime() - 1000).toISOString() },
    ]).execute();
  });

  test('an anonymous visitor gets empty user details with login and logout urls', async () => {
    const res = await get('/en/api/user-details/');
    expectSchema(UserDetails, res.json());
    expect(res.json()).toEqual({
      has_dashboard_online_access: false, is_logged_in: false, is_editor: false, username: '', email: '', first_name: '', last_name: '',
      login_url: '/en/user/login', logout_url: '/en/user/logout', webshop_url: '/webshop',
    });
    expect((await get('/en/api/user-details/', { sessionid: 'expired' })).json().is_logged_in).toBe(false);
    expect((await get('/en/api/user-details/', { sessionid: `${sessionKey}\u0000' or 1=1` })).json().is_logged_in).toBe(false);
  });

  test('a valid session shows the user', async () => {
    const res = await get('/de/api/user-details/', { sessionid: sessionKey });
    expect(res.json()).toMatchObject({ is_logged_in: true, username: 'henrike', first_name: 'Henrike', last_name: 'Großmann', has_dashboard_online_access: true, is_editor: true, login_url: '/de/user/login' });
  });

  test('the page-editor user is 401 without a session and the editor with one', async () => {
    for (const cookies of [{}, { sessionid: 'expired' }, { sessionid: 'unknown' }] as Record<string, string>[]) {
      const res = await get('/de/pageeditor-api/user', cookies);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: expect.any(String) });
    }
    const res = await get('/de/pageeditor-api/user', { sessionid: sessionKey });
    expect(res.statusCode).toBe(200);
    expectSchema(EditorUser, res.json());
    expect(res.json()).toMatchObject({ email: 'henrike@literaturfestival-berlin.example', username: 'henrike' });
    expect(res.json().admin_menus.length).toBeGreaterThan(0);
  });

  test('a logged-in user who is no editor is refused with 403', async () => {
    await t.db.kysely.updateTable('users').set({ is_editor: 0 }).where('username', '=', 'henrike').execute();
    expect((await get('/de/pageeditor-api/user', { sessionid: sessionKey })).statusCode).toBe(403);
    expect((await get('/de/api/user-details/', { sessionid: sessionKey })).json()).toMatchObject({ is_logged_in: true, is_editor: false });
    await t.db.kysely.updateTable('users').set({ is_editor: 1 }).where('username', '=', 'henrike').execute();
  });
});
