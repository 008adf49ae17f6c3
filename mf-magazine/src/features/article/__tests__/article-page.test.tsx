import { render, screen, within } from '@testing-library/react';
import { useAlternatesStore } from '@festival/shared/stores/alternates-store';
import { mockFetch } from '@festival/shared/testing/mock-fetch';
import { withParcelRoot } from '@festival/shared/ui/parcel-root';
import '../../../i18n/magazine-resources';
import { essays, fullArticle, magazinePage, parcelProps } from '../../../testing/fixtures';
import { ArticlePage } from '../components/article-page';
import { usePageTitleStore } from '@festival/shared/stores/page-title-store';

const Page = withParcelRoot(ArticlePage);

const full = fullArticle;

const props = parcelProps({ routeName: 'magazine-slug-id', params: { slug: 'nachtschrift', id: '5' } });

test('the article: category with its style, date in the §9 format, author, modules, tags, related, alternates', async () => {
  mockFetch({ '/de/api/articles/5/': full, '/de/pageeditor-api/page/magazin': magazinePage });
  render(<Page {...props} />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Nachtschrift' })).toBeInTheDocument();
  const header = screen.getByRole('banner');
  const category = within(header).getByRole('link', { name: 'Essays' });
  expect(category).toHaveAttribute('href', `/de/magazin/categories/essays/${essays.id}`);
  expect(category.closest('p')).toHaveClass('mg-category--teal');
  expect(within(header).getByText('Mo., 5. Oktober 2026')).toHaveAttribute('datetime', '2026-10-05T08:00:00.000Z');
  expect(within(header).getByText(/von Mara Berg/)).toBeInTheDocument();
  expect(screen.getByText('Es war spät.')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Ein Schreibtisch bei Nacht' })).toBeInTheDocument();
  expect(screen.getByText('Foto: Mara Berg')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Themen' })).getByRole('link', { name: '#Lyrik' })).toHaveAttribute('href', '/de/magazin/tags/lyrik/4');
  expect(within(screen.getByRole('region', { name: 'Mehr aus dieser Kategorie' })).getByRole('link', { name: 'Morgenseiten' })).toBeInTheDocument();
  const crumbs = await screen.findByRole('navigation', { name: 'Brotkrümelnavigation' });
  expect(within(crumbs).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/de', '/de/magazin', '/de/magazin/categories/essays/2']);
  expect(useAlternatesStore.getState()).toMatchObject({ path: '/de/magazin/nachtschrift/5', urls: full.urls });
  expect(usePageTitleStore.getState().subject).toEqual({ title: 'Nachtschrift' });
});

test('an unknown or unreadable id is the magazine 404; another failure offers a retry', async () => {
  mockFetch({ '/de/api/articles/5/': { status: 404, body: { detail: 'Article not found.' } } });
  const { unmount } = render(<Page {...props} />);
  expect(await screen.findByText('Diesen Beitrag gibt es nicht (mehr).')).toBeInTheDocument();
  unmount();
  mockFetch({ '/de/api/articles/5/': { status: 500, body: { detail: 'Internal Server Error' } } });
  render(<Page {...props} />);
  expect(await screen.findByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
});
