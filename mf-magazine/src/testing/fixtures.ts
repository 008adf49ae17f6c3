import type { Article } from '@festival/shared/api-schemas/content-articles';
import type { ArticleCard } from '@festival/shared/api-schemas/content-modules';
import { mockFetch, type RouteAnswer } from '@festival/shared/testing/mock-fetch';
import type { RouteLoadInput } from '@festival/shared/ssr/route-data';
import type { ParcelProps } from '@festival/shared/types/parcel-props';

/** Test data in the api's shapes. */

export const essays = { id: 2, name: 'Essays', style_name: 'teal', slug: 'essays' };

export function article(id: number, title: string, category = essays): ArticleCard {
  return {
    id, title, slug: title.toLowerCase(), link: `/de/magazin/${title.toLowerCase()}/${id}`, teaser: `Über ${title}`,
    image: null, image_obj: null, image_thumbnails: null, category, tags: [], published_at: '2026-10-05T08:00:00.000Z',
    author: 'Mara Berg', is_featured: false,
  };
}

export function parcelProps(overrides: Partial<ParcelProps> = {}): ParcelProps {
  return { locale: 'de', routeName: 'magazine', params: {}, query: {}, navigate: jest.fn(), user: null, ...overrides };
}

/** The magazine's CMS page as /pageeditor-api/page/magazin answers it (only what the remote reads). */
export const magazinePage = {
  id: 14, urls: { de: '/de/magazin', en: '/en/magazine' }, title: 'Magazin', headline: 'Das Festivalmagazin', ancestors: [],
  meta_description: 'Gespräche, Essays und Berichte vom Festival.', og_image: null,
};

/** An article as /api/articles/5/ answers it. */
export const fullArticle: Article = {
  ...article(5, 'Nachtschrift'),
  image_obj: { url: '/media/magazine-05.jpg', alt: 'Ein Schreibtisch bei Nacht', copyright: 'Mara Berg' },
  tags: [{ id: 4, name: 'Lyrik', slug: 'lyrik', link: '/de/magazin/tags/lyrik/4' }],
  urls: { de: '/de/magazin/nachtschrift/5', en: '/en/magazine/night-writing/5' },
  meta_description: '',
  modules: [{ slug: 'text-1', model: 'Text', content: '<p>Es war spät.</p>', anchor: '', decrease_distance: false }],
  related: [article(6, 'Morgenseiten')],
};

/**
 * A route loader's input whose fetch answers `routes`; the browser's own fetch fails, so a
 * loader that does not use the fetch it is given fails the test.
 */
export function loadInput(routes: Record<string, RouteAnswer>, overrides: Partial<RouteLoadInput> = {}) {
  const fetch = mockFetch(routes);
  globalThis.fetch = jest.fn(async () => {
    throw new Error('a loader used the browser fetch');
  });
  return { fetch, input: { locale: 'de', routeName: 'magazine', params: {}, query: {}, fetch, now: () => new Date(), ...overrides } satisfies RouteLoadInput };
}
