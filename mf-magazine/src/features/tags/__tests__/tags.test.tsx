import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAlternatesStore } from '@festival/shared/stores/alternates-store';
import { mockFetch } from '@festival/shared/testing/mock-fetch';
import { withParcelRoot } from '@festival/shared/ui/parcel-root';
import '../../../i18n/magazine-resources';
import { article, magazinePage, parcelProps } from '../../../testing/fixtures';
import { MagazineTags } from '../components/magazine-tags';
import { TagDetail } from '../components/tag-detail';

const lyrik = { id: 4, name: 'Lyrik', slug: 'lyrik', link: '/de/magazin/tags/lyrik/4', article_count: 2 };

test('the tags overview lists every topic with its number of articles', async () => {
  mockFetch({ '/de/pageeditor-api/page/magazin': magazinePage, '/de/api/article-tags/': [lyrik, { ...lyrik, id: 5, name: 'Prosa', link: '/de/magazin/tags/prosa/5', article_count: 1 }] });
  const Tags = withParcelRoot(MagazineTags);
  render(<Tags {...parcelProps({ routeName: 'magazine-tags' })} />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Alle #Themen' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '#Lyrik' })).toHaveAttribute('href', '/de/magazin/tags/lyrik/4');
  expect(screen.getByText('2 Beiträge')).toBeInTheDocument();
  expect(screen.getByText('1 Beitrag')).toBeInTheDocument();
});

test('a tag page: its articles paged by tag, its urls for the language switch', async () => {
  const fetch = mockFetch({
    '/de/pageeditor-api/page/magazin': magazinePage,
    '/de/api/article-tags/4/': { ...lyrik, urls: { de: '/de/magazin/tags/lyrik/4', en: '/en/magazine/tags/poetry/4' } },
    '/de/api/articles/?tag=4&page=1': { count: 2, next: '/de/api/articles/?tag=4&page=2', previous: null, results: [article(1, 'Verse')] },
    '/de/api/articles/?tag=4&page=2': { count: 2, next: null, previous: '/de/api/articles/?tag=4', results: [article(2, 'Reime')] },
  });
  const Detail = withParcelRoot(TagDetail);
  render(<Detail {...parcelProps({ routeName: 'magazine-tags-tag-id', params: { tag: 'lyrik', id: '4' } })} />);
  expect(await screen.findByRole('heading', { level: 1, name: '#Lyrik' })).toBeInTheDocument();
  expect(within(screen.getByRole('navigation', { name: 'Brotkrümelnavigation' })).getByRole('link', { name: 'Themen' })).toHaveAttribute('href', '/de/magazin/tags');
  await userEvent.click(await screen.findByRole('button', { name: 'Weitere Beiträge laden' }));
  expect(await screen.findByRole('link', { name: 'Reime' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Verse' })).toBeInTheDocument();
  expect(fetch.mock.calls.map(([url]) => String(url))).toContain('/de/api/articles/?tag=4&page=2');
  expect(useAlternatesStore.getState().urls).toEqual({ de: '/de/magazin/tags/lyrik/4', en: '/en/magazine/tags/poetry/4' });
});

test('an unknown tag is the magazine 404', async () => {
  mockFetch({ '/de/api/article-tags/77/': { status: 404, body: { detail: 'Article tag not found.' } } });
  const Detail = withParcelRoot(TagDetail);
  render(<Detail {...parcelProps({ routeName: 'magazine-tags-tag-id', params: { tag: 'x', id: '77' } })} />);
  expect(await screen.findByRole('link', { name: 'Zum Magazin' })).toBeInTheDocument();
});
