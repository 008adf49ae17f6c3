/**
 * @jest-environment node
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ChromeData } from '@festival/shared/ssr/chrome-data';
import { renderShell } from '../render-shell';

const chrome: ChromeData = {
  locale: 'de',
  navigation: {
    menu: [{ url: '/de/programm', menu_name: 'Programm und Karten', has_tab_navigation: false, children: [] }],
    footer: [{ title: 'Presse & Kontakt', url: '/de/presse' }],
  },
  settings: {
    is_site_online: true,
    is_shop_online: true,
    html_footer_logos: { code: '<p>Gefördert vom Land</p>' },
    html_footer_top: { code: '' },
    html_footer_bottom: { code: '' },
    html_header: { code: '' },
    error_pages: {},
  },
  breakingNews: [{ id: 3, title: 'Einlass verschoben', text: 'Heute ab 19 Uhr.', link: '', link_title: '' }],
  openingHours: {
    opening_hours: [{ time_from: '10:00:00', time_to: '18:00:00', closed: false, alternative_link_url: '', alternative_text: '' }],
    opening_hours_exceptions: [],
  },
  // 12:15 in Berlin: open until 18.
  renderedAt: '2026-06-10T10:15:00.000Z',
};

test('renders the chrome around the route in Node, without a window', async () => {
  expect(typeof window).toBe('undefined');
  const html = await renderShell({ url: '/de/programm?day=2026-06-10', locale: 'de', chrome, slot: null });
  expect(html).toContain('Einlass verschoben');
  expect(html).toContain('>Programm und Karten</a>');
  expect(html).toContain('>Presse &amp; Kontakt</a>');
  expect(html).toContain('<p>Gefördert vom Land</p>');
  expect(html).toContain('Jetzt geöffnet bis 18 Uhr');
  expect(html).toMatch(/<main id="main-content"[^>]*class="sh-main sh-main--default"/);
  // the route's remote is not rendered here (slot null): its skeleton is, as while it loads in the browser
  expect(html).toContain('aria-busy="true"');
});

test('renders the page in the language of the request where the path names none (the webshop)', async () => {
  const html = await renderShell({ url: '/webshop/', locale: 'en', chrome: { ...chrome, locale: 'en' }, slot: null });
  expect(html).toContain('sh-main--webshop');
  expect(html).toContain('Open now until 18');
});

test('renders outside any AsyncLocalStorage: on Node 20 one run switches on promise hooks for the whole api', async () => {
  const run = jest.spyOn(AsyncLocalStorage.prototype, 'run');
  try {
    await renderShell({ url: '/de/programm', locale: 'de', chrome, slot: null });
    expect(run).not.toHaveBeenCalled();
  } finally {
    run.mockRestore();
  }
});

test('a render that fails rejects instead of giving half a page', async () => {
  await expect(renderShell({ url: '/de', locale: 'de', chrome: { ...chrome, navigation: { menu: null, footer: [] } } as unknown as ChromeData, slot: null })).rejects.toThrow();
});

describe('a CMS page with modules a remote draws', () => {
  const page = {
    id: 9, urls: { de: '/de/agb', en: '/en/terms' }, content_type: 'page', title: 'AGB', headline: 'Geschäftsbedingungen', is_online: true,
    is_clickable: true, in_menu: false, in_footer: true, parent: null, ancestors: [], is_landing_page: false, meta_title: '', meta_description: '',
    og_title: '', og_description: '', og_image: null, og_type: 'website', og_image_thumbs: null, siblings: [], version_id: null, revision: 1,
    modules: [
      { slug: 'eventlist-1', model: 'EventList', date_from: '', date_to: null, filters: '', tag: null, children: [] },
      { slug: 'eventlist-2', model: 'EventList', date_from: '', date_to: null, filters: '', tag: null, children: [] },
    ],
  };
  const served = { kind: 'cms' as const, key: 'agb', locale: 'de', data: { page, answers: {} } };
  const module = { slug: 'eventlist-1', module: 'mf_programme/event-list-module' as const, html: '<p>Heute Abend: Nachtfähre</p>', data: { now: '2026-06-10T10:15:00.000Z' } };

  test('each module the server rendered goes into the page with its slug, to hydrate once near the viewport; the others show their skeleton', async () => {
    const html = await renderShell({ url: '/de/agb', locale: 'de', chrome, slot: null, page: served, modules: [module] });
    expect(html).toContain('<h1 class="sh-page-title">Geschäftsbedingungen</h1>');
    expect(html).toContain('<div data-server-module="eventlist-1" data-waits-until-near=""><p>Heute Abend: Nachtfähre</p></div>');
    expect(html).not.toContain('data-server-module="eventlist-2"');
    expect(html.match(/data-skeleton="event-list"/g)).toHaveLength(1);
  });

  test('a landing page gets the landing header from the server, as the browser shows it once the page is up', async () => {
    const landing = { ...served, data: { page: { ...page, is_landing_page: true }, answers: {} } };
    expect(await renderShell({ url: '/de/agb', locale: 'de', chrome, slot: null, page: landing })).toMatch(/<header class="sh-header sh-header--landing"/);
    expect(await renderShell({ url: '/de/agb', locale: 'de', chrome, slot: null, page: served })).toMatch(/<header class="sh-header"/);
  });

  test('modules rendered for another page are not put into this one', async () => {
    const html = await renderShell({ url: '/de/agb', locale: 'de', chrome, slot: null, page: null, modules: [module] });
    expect(html).not.toContain('Nachtfähre');
  });
});

test("a page whose code loads on demand is rendered whole, its first time as every time after", async () => {
  const first = await renderShell({ url: '/de/search?q=nacht', locale: 'de', chrome, slot: null });
  const again = await renderShell({ url: '/de/search?q=nacht', locale: 'de', chrome, slot: null });
  expect(first).not.toContain('<!--$!-->');
  expect(first).toContain('<form role="search" class="sh-search__form"');
  expect(again).toBe(first);
});
