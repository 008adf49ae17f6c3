import { adminPaths, type AdminCollection } from '@festival/shared/api-schemas/admin';
import type { VenueDetail } from '@festival/shared/api-schemas/programme';
import { call, signedIn, type Account } from '../../helpers/editor-session';
import { useTestApp } from '../../helpers/test-app';

/** Issue: numbers the hub shows without `*` may be left empty (null) when creating an object. */
const t = useTestApp();
let editor: Account;
beforeAll(async () => {
  editor = await signedIn(t.db, 'redaktion', 'editor', { first: 'Olga', last: 'Offen' });
});

type Json = Record<string, unknown>;
const as = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) => call(t.app, method, url, { session: editor.session, payload });

async function created(collection: AdminCollection, body: Json): Promise<Json> {
  const answer = await as('POST', adminPaths.list(collection), body);
  expect(`${answer.statusCode} ${answer.body}`).toMatch(/^201 /);
  return answer.json<Json>();
}

test('a venue without coordinates and its room without capacity or sort order are created; the venue page has no map link', async () => {
  const venue = await created('venues', {
    name_de: 'Hinterhof', name_en: 'Back yard', street: 'Hofweg 1', postal_code: '10999', city: 'Berlin',
    lat: null, lng: null, description_de: '', description_en: '', image: null, is_online: true,
  });
  expect(venue).toMatchObject({ lat: null, lng: null });
  const room = await created('rooms', { venue_id: venue.id, name_de: 'Schuppen', name_en: 'Shed', capacity: null, sort: null });
  expect(room).toMatchObject({ capacity: 0, sort: 0 });

  const detail = await call(t.app, 'GET', `/de/api/venues/${venue.id as number}/`);
  expect(detail.statusCode).toBe(200);
  expect(detail.json<VenueDetail>()).toMatchObject({ lat: null, lng: null, map_url: null, rooms: [{ name: 'Schuppen' }] });
});

test.each([
  ['series', { name_de: 'Reihe ohne Platz', name_en: 'Series without place', description_de: '', description_en: '', show_in_filter: true, image: null, is_online: true }],
  ['article-categories', { name_de: 'Rubrik', name_en: 'Section', style_name: '' }],
] as const)('%s: an empty sort order is stored as 0', async (collection, body) => {
  const object = await created(collection, { ...body, sort: null });
  expect(object.sort).toBe(0);
});

test('a coordinate out of range is still refused with the field named', async () => {
  const answer = await as('POST', adminPaths.list('venues'), {
    name_de: 'X', name_en: 'X', street: '', postal_code: '', city: '', lat: 91, lng: null, description_de: '', description_en: '', image: null, is_online: true,
  });
  expect(answer.statusCode).toBe(400);
  expect(JSON.stringify(answer.json())).toContain('lat');
});

test('a new page needs only its titles: head and page kind the hub does not show have defaults', async () => {
  const page = await created('pages', {
    title_de: 'Neue Seite', title_en: 'New page', parent_id: null, url_de: '', url_en: '', sort: null,
    headline_de: '', headline_en: '', meta_title_de: '', meta_title_en: '', meta_description_de: '', meta_description_en: '',
    og_title_de: '', og_title_en: '', og_description_de: '', og_description_en: '', og_image: null,
    is_online: false, is_clickable: true, in_menu: false, in_footer: false, is_landing_page: false, online_from: null, online_to: null,
  });
  expect(page).toMatchObject({ og_type: 'website', content_type: 'page', sort: 0, url_de: 'neue-seite', url_en: 'new-page' });
});
