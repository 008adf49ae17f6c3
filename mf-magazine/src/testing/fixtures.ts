import type { ArticleCard } from '@festival/shared/api-schemas/content-modules';
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
};
