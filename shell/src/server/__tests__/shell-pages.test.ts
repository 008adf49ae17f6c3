/**
 * @jest-environment node
 */
import type { ApiFetch } from '@festival/shared/ssr/route-data';
import type { ShellPageInput } from '@festival/shared/ssr/shell-page';
import { loadShellPage } from '../shell-pages';

const NOW = new Date('2026-06-10T10:15:00.000Z');

const page = (modules: unknown[]) => ({
  id: 9, urls: { de: '/de/agb', en: '/en/terms' }, content_type: 'page', title: 'AGB', headline: '', is_online: true, is_clickable: true,
  in_menu: false, in_footer: true, parent: null, ancestors: [], is_landing_page: false, meta_title: 'Bedingungen', meta_description: 'Was gilt',
  og_title: '', og_description: '', og_image: null, og_type: 'website', og_image_thumbs: null, siblings: [], version_id: null, revision: 1, modules,
});

/** A fetch answering from a table of URLs (404 for the rest), recording what was asked. */
function fakeFetch(answers: Record<string, unknown>) {
  const asked: string[] = [];
  const fetch: ApiFetch = async (url) => {
    asked.push(url);
    const body = answers[url];
    return body === undefined
      ? new Response(JSON.stringify({ detail: 'Nicht gefunden.' }), { status: 404, headers: { 'content-type': 'application/json' } })
      : new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, asked };
}

const input = (fetch: ApiFetch, over: Partial<ShellPageInput>): ShellPageInput => ({
  locale: 'de', routeName: 'legals-agb', params: {}, query: {}, pagePath: 'agb', fetch, now: () => NOW, ...over,
});

test('a CMS page loads with what its modules load, containers inside containers too; one that fails is left to its module', async () => {
  const agb = page([{ model: 'Container', slug: 'aussen' }, { model: 'Forms', form_id: 4 }, { model: 'Container', slug: 'fehlt' }]);
  const outer = { layout: '', modules: [{ model: 'Container', slug: 'innen' }] };
  const inner = { layout: '', modules: [{ model: 'Text', slug: 'text-1' }] };
  const form = { id: 4, title: 'Anmeldung', slug: 'anmeldung', fields: [] };
  const { fetch, asked } = fakeFetch({
    '/de/pageeditor-api/page/agb': agb,
    '/de/pageeditor-api/container/by-slug/aussen': outer,
    '/de/pageeditor-api/container/by-slug/innen': inner,
    '/de/api/forms/4/': form,
  });
  const loaded = await loadShellPage(input(fetch, {}), new AbortController().signal);
  expect(loaded?.page).toEqual({
    kind: 'cms', key: 'agb', locale: 'de',
    data: {
      page: agb,
      answers: { '/pageeditor-api/container/by-slug/aussen': outer, '/pageeditor-api/container/by-slug/innen': inner, '/api/forms/4/': form },
    },
  });
  expect(asked).toHaveLength(5);
  // The head is built from the page the load returned.
  expect(loaded?.head).toMatchObject({ description: 'Was gilt', alternates: { de: '/de/agb', en: '/en/terms' } });
});

test('a page the api refuses, a search without text and a route no shell page draws load nothing', async () => {
  const { fetch, asked } = fakeFetch({});
  const signal = new AbortController().signal;
  expect(await loadShellPage(input(fetch, {}), signal)).toBeNull();
  expect(await loadShellPage(input(fetch, { routeName: 'search', query: { q: '  ' } }), signal)).toBeNull();
  expect(await loadShellPage(input(fetch, { routeName: 'events' }), signal)).toBeNull();
  expect(await loadShellPage(input(fetch, { routeName: 'forms-slug-id', params: { slug: 'x', id: 'abc' } }), signal)).toBeNull();
  expect(asked).toEqual(['/de/pageeditor-api/page/agb']);
});

test('a search loads its category page and leaves the head to the route; a form builds its head from the form', async () => {
  const results = { count: 0, next: null, previous: null, results: [] };
  const form = { id: 4, title: 'Anmeldung', slug: 'anmeldung', intro: '', fields: [] };
  const { fetch } = fakeFetch({ '/de/api/search/others/?query=nacht&page=2': results, '/de/api/forms/4/': form });
  const signal = new AbortController().signal;
  const search = await loadShellPage(input(fetch, { routeName: 'search', params: { category: 'others', page: '2' }, query: { q: 'nacht' } }), signal);
  expect(search).toEqual({ page: { kind: 'search', key: JSON.stringify(['others', 2, 'nacht']), locale: 'de', data: { kind: 'category', data: results } }, head: undefined });
  const shown = await loadShellPage(input(fetch, { routeName: 'forms-slug-id', params: { slug: 'anmeldung', id: '4' } }), signal);
  expect(shown?.page.data).toEqual(form);
  expect(shown?.head?.alternates).toEqual({ de: '/de/forms/anmeldung/4', en: '/en/forms/anmeldung/4' });
});
