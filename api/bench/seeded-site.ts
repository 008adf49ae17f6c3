import type { Page } from '@festival/shared/api-schemas/content';
import type { ArticlePage } from '@festival/shared/api-schemas/content-articles';
import type { EventCard, EventDayPage } from '@festival/shared/api-schemas/programme';
import { href } from '@festival/shared/routes/route-table';
import type { BenchPage } from './report/bench-types';

/** Real objects of the seeded site, read from its api, for the pages and requests the bench measures. */
export class SeededSite {
  constructor(readonly origin: string) {}

  async json<T>(path: string, init?: RequestInit): Promise<T> {
    const response = await fetch(this.origin + path, init);
    if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${path} answered ${response.status}`);
    return (await response.json()) as T;
  }

  /** The first event the German programme lists. */
  async firstEvent(): Promise<EventCard> {
    const days = await this.json<EventDayPage>('/de/api/events/?page_size=1');
    const card = days.results[0]?.events[0];
    if (!card) throw new Error('the programme lists no event');
    return card;
  }

  async firstArticlePath(): Promise<string> {
    const articles = await this.json<ArticlePage>('/de/api/articles/');
    const article = articles.results[0];
    if (!article) throw new Error('the magazine lists no article');
    return article.link;
  }

  /** A seeded CMS page's German path, read from the api: a page the seed no longer has fails here, by name. */
  async cmsPagePath(path: string): Promise<string> {
    return (await this.json<Page>(`/de/pageeditor-api/page/${path}`)).urls.de;
  }

  /** The pages Lighthouse and the route weights measure. */
  async benchPages(): Promise<BenchPage[]> {
    return [
      { label: 'Home (de)', path: href('index', {}, 'de') },
      { label: 'Home (en)', path: href('index', {}, 'en') },
      { label: 'Programme', path: href('events', {}, 'de') },
      { label: 'Event', path: (await this.firstEvent()).link },
      { label: 'Magazine', path: href('magazine', {}, 'de') },
      { label: 'Article', path: await this.firstArticlePath() },
      { label: 'Terms (en)', path: href('legals-agb', {}, 'en') },
      { label: 'Authors', path: href('authors', {}, 'de') },
      { label: 'CMS page', path: await this.cmsPagePath('festival/besuch-planen') },
    ];
  }
}
