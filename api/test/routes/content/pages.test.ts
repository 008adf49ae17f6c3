import { Container, Navigation, Page, RedirectList } from '@festival/shared/api-schemas/content';
import { expectSchema } from '../../helpers/expect-schema';
import { useTestApp } from '../../helpers/test-app';

const t = useTestApp();

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('GET /pageeditor-api/page/<path>', () => {
  test('the empty path is the home page, in the prefix language', async () => {
    for (const url of ['/de/pageeditor-api/page/', '/de/pageeditor-api/page']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expectSchema(Page, page);
      expect(page).toMatchObject({ urls: { de: '/de', en: '/en' }, content_type: 'home', is_landing_page: true, parent: null, ancestors: [] });
      expect(page.headline).toBe('Literaturfestival Berlin');
    }
    const en = (await get('/en/pageeditor-api/page/')).json();
    expect(en.headline).toBe('Berlin Literature Festival');
    expect(en.title).toBe('Home');
  });

  test('a page deep in the tree carries its parent chain and breadcrumb ancestors', async () => {
    const res = await get('/de/pageeditor-api/page/festival/ueber-uns/team');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expectSchema(Page, page);
    expect(page.urls).toEqual({ de: '/de/festival/ueber-uns/team', en: '/en/festival/about-us/team' });
    expect(page.ancestors.map((a: { title: string }) => a.title)).toEqual(['Festival', 'Über uns']);
    expect(page.parent).toMatchObject({ title: 'Über uns', urls: { en: '/en/festival/about-us' }, parent: { title: 'Festival', is_clickable: false, parent: null } });
    expect(page.siblings).toEqual([
      { id: page.id, language: 'de', title: 'Team', urls: page.urls },
      { id: page.id, language: 'en', title: 'Team', urls: page.urls },
    ]);
  });

  test('each language reaches the page through its own path, with texts in that language', async () => {
    const en = (await get('/en/pageeditor-api/page/festival/plan-your-visit/accessibility')).json();
    const de = (await get('/de/pageeditor-api/page/festival/besuch-planen/barrierefreiheit')).json();
    expect(en.id).toBe(de.id);
    expect(en.title).toBe('Accessibility');
    expect(de.title).toBe('Barrierefreiheit');
    expect(en.ancestors.map((a: { title: string }) => a.title)).toEqual(['Festival', 'Plan your visit']);
    expect((await get('/en/pageeditor-api/page/festival/besuch-planen/barrierefreiheit')).statusCode).toBe(404);
  });

  test('the locale also comes from ?lang and Accept-Language when there is no prefix', async () => {
    expect((await get('/pageeditor-api/page/festival/about-us?lang=en')).json().title).toBe('About us');
    expect((await get('/pageeditor-api/page/festival/about-us', { 'accept-language': 'en-GB,en;q=0.8' })).json().title).toBe('About us');
    expect((await get('/pageeditor-api/page/festival/about-us')).statusCode).toBe(404);
  });

  test('legal pages keep their German paths in English', async () => {
    for (const path of ['agb', 'datenschutz', 'impressum']) {
      const en = (await get(`/en/pageeditor-api/page/${path}`)).json();
      expect(en.content_type).toBe('legal');
      expect(en.urls.en).toBe(`/en/${path}`);
      const text = JSON.stringify(en.modules);
      expect(text.length).toBeGreaterThan(1500);
    }
    const privacy = JSON.stringify((await get('/de/pageeditor-api/page/datenschutz')).json().modules);
    expect(privacy).toContain('Datenschutz-Grundverordnung');
  });

  test('an offline page and an unknown path are 404 with a detail', async () => {
    for (const url of ['/de/pageeditor-api/page/festival/archiv-2025', '/de/pageeditor-api/page/gibt-es-nicht']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: expect.any(String) });
    }
  });

  test('control characters in a path are refused with 400', async () => {
    const res = await get('/de/pageeditor-api/page/festival%00');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: expect.any(String) });
  });

  test('?version_id is for editors: a visitor gets the live page (spec §2)', async () => {
    const version = await t.db.kysely.selectFrom('page_versions').select(['id', 'page_id']).executeTakeFirstOrThrow();
    const res = await get(`/de/pageeditor-api/page/festival/ueber-uns?version_id=${version.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: version.page_id, version_id: null, title: 'Über uns' });
    const bad = await get('/de/pageeditor-api/page/festival/ueber-uns?version_id=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: expect.any(String) });
  });
});

describe('navigation, containers and redirects', () => {
  test('nav answers the main menu with submenus and the footer links', async () => {
    const res = await get('/en/pageeditor-api/nav');
    expect(res.statusCode).toBe(200);
    const nav = res.json();
    expectSchema(Navigation, nav);
    expect(nav.menu.map((item: { menu_name: string }) => item.menu_name)).toEqual(['Programme', 'Magazine', 'Festival', 'Contact']);
    expect(nav.menu[0]).toMatchObject({ url: '/en/programme', has_tab_navigation: true });
    const festival = nav.menu[2];
    expect(festival.children[0]).toMatchObject({ menu_name: 'About us', url: '/en/festival/about-us' });
    expect(festival.children[0].children.map((c: { url: string }) => c.url)).toEqual(['/en/festival/about-us/team', '/en/festival/about-us/press']);
    expect(nav.footer).toContainEqual({ title: 'Newsletter', url: '/en/forms/newsletter/2' });
    const de = (await get('/de/pageeditor-api/nav')).json();
    expect(de.menu[0]).toMatchObject({ url: '/de/programm', menu_name: 'Programm' });
  });

  test('a container is found by its slug; an unknown slug is 404 and a malformed one 400', async () => {
    const res = await get('/de/pageeditor-api/container/by-slug/festival-partner');
    expect(res.statusCode).toBe(200);
    const container = res.json();
    expectSchema(Container, container);
    expect(container.modules.map((m: { model: string }) => m.model)).toEqual(['Headline', 'LogoList']);
    expect((await get('/de/pageeditor-api/container/by-slug/nirgendwo')).statusCode).toBe(404);
    expect((await get('/de/pageeditor-api/container/by-slug/Bad%20Slug')).statusCode).toBe(400);
  });

  test('redirect lists old and new paths', async () => {
    const res = await get('/de/pageeditor-api/redirect');
    expect(res.statusCode).toBe(200);
    expectSchema(RedirectList, res.json());
    expect(res.json()).toContainEqual({ old_path: '/de/alt-programm', new_path: '/de/programm' });
  });
});
