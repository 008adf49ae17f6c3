import type { ComponentType } from 'react';
import type { RouteLoad, RouteLoadInput } from '@festival/shared/ssr/route-data';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import type { RouteAnswer } from '@festival/shared/testing/mock-fetch';
import { ArticlePage } from '../features/article/components/article-page';
import { MagazinePage } from '../features/magazine/components/magazine-page';
import { MagazineTags } from '../features/tags/components/magazine-tags';
import { TagDetail } from '../features/tags/components/tag-detail';
import { article, essays, fullArticle, magazinePage } from './fixtures';
import { loadArticleRoute as loadArticle } from '../features/article/api/load-article-route';
import { loadMagazineRoute as loadMagazine } from '../features/magazine/api/load-magazine-route';
import { loadTagsRoute as loadTags } from '../features/tags/api/load-tags-route';
import { loadTagRoute as loadTag } from '../features/tags/api/load-tag-route';

/** Each routed parcel of the magazine with the api answers its route needs and texts its page shows. */
export interface RouteCase {
  name: string;
  Component: ComponentType<ParcelProps>;
  load: RouteLoad<unknown>;
  route: Pick<RouteLoadInput, 'routeName' | 'params'>;
  answers: Record<string, RouteAnswer>;
  texts: string[];
}

const heading = { '/de/pageeditor-api/page/magazin': magazinePage };
const lyrik = { id: 4, name: 'Lyrik', slug: 'lyrik', link: '/de/magazin/tags/lyrik/4', article_count: 2 };

export const ROUTE_CASES: RouteCase[] = [
  {
    name: 'magazine landing',
    Component: MagazinePage,
    load: loadMagazine,
    route: { routeName: 'magazine', params: {} },
    answers: {
      ...heading,
      '/de/api/article-categories/': [essays],
      '/de/api/articles-teaser/': article(9, 'Leitartikel'),
      '/de/api/articles/?without_teaser=true&page=1': { count: 2, next: '/de/api/articles/?without_teaser=true&page=2', previous: null, results: [article(1, 'Lesen')] },
    },
    texts: ['Das Festivalmagazin', 'Essays', 'Leitartikel', 'Lesen'],
  },
  {
    name: 'magazine category',
    Component: MagazinePage,
    load: loadMagazine,
    route: { routeName: 'magazine-categories-category-id', params: { category: 'essays', id: '2' } },
    answers: { ...heading, '/de/api/article-categories/': [essays], '/de/api/articles/?category=2&page=1': { count: 1, next: null, previous: null, results: [article(3, 'Notizen')] } },
    texts: ['Essays', 'Notizen'],
  },
  {
    name: 'magazine tags',
    Component: MagazineTags,
    load: loadTags,
    route: { routeName: 'magazine-tags', params: {} },
    answers: { ...heading, '/de/api/article-tags/': [lyrik] },
    texts: ['Alle #Themen', 'Lyrik'],
  },
  {
    name: 'tag detail',
    Component: TagDetail,
    load: loadTag,
    route: { routeName: 'magazine-tags-tag-id', params: { tag: 'lyrik', id: '4' } },
    answers: {
      ...heading,
      '/de/api/article-tags/4/': { ...lyrik, urls: { de: '/de/magazin/tags/lyrik/4', en: '/en/magazine/tags/poetry/4' } },
      '/de/api/articles/?tag=4&page=1': { count: 1, next: null, previous: null, results: [article(1, 'Verse')] },
    },
    texts: ['Lyrik', 'Verse'],
  },
  {
    name: 'article',
    Component: ArticlePage,
    load: loadArticle,
    route: { routeName: 'magazine-slug-id', params: { slug: 'nachtschrift', id: '5' } },
    answers: { ...heading, '/de/api/articles/5/': fullArticle },
    texts: ['Nachtschrift', 'Es war spät.', 'Morgenseiten'],
  },
];
