/**
 * @jest-environment node
 */
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

test('a render that fails rejects instead of giving half a page', async () => {
  await expect(renderShell({ url: '/de', locale: 'de', chrome: { ...chrome, navigation: { menu: null, footer: [] } } as unknown as ChromeData, slot: null })).rejects.toThrow();
});
