import { render, screen, within } from '@testing-library/react';
import { useAlternatesStore } from '@festival/shared/stores/alternates-store';
import { mockFetch } from '@festival/shared/testing/mock-fetch';
import { withParcelRoot } from '@festival/shared/ui/parcel-root';
import '../../../i18n/magazine-resources';
import { essays, fullArticle, magazinePage, parcelProps } from '../../../testing/fixtures';
import { ArticlePage } from '../components/article-page';
import { usePageTitleStore } from '@festival/shared/stores/page-title-store';
import { useSessionStore } from '@festival/shared/stores/session-store';

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

test('an unknown or unreadable id is the magazine 404 (its 404 title); another failure offers a retry', async () => {
  mockFetch({ '/de/api/articles/5/': { status: 404, body: { detail: 'Article not found.' } } });
  const { unmount } = render(<Page {...props} />);
  expect(await screen.findByText('Diesen Beitrag gibt es nicht (mehr).')).toBeInTheDocument();
  expect(usePageTitleStore.getState().subject).toEqual({ error: 404 });
  unmount();
  mockFetch({ '/de/api/articles/5/': { status: 500, body: { detail: 'Internal Server Error' } } });
  render(<Page {...props} />);
  expect(await screen.findByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
});

test("an editor's preview shows the body's draft as visitors will read it, with the ways back; a visitor's ?preview shows the published body", async () => {
  const draft = { ...full, modules: [{ slug: 'text-1', model: 'Text', content: '<p>Es war früh.</p>', anchor: '', decrease_distance: false }] };
  const previewProps = parcelProps({ routeName: 'magazine-slug-id', params: { slug: 'nachtschrift', id: '5' }, query: { preview: '1' } });
  let fetch = mockFetch({ '/de/api/articles/5/': full, '/de/api/articles/5/?draft=1': draft, '/de/pageeditor-api/page/magazin': magazinePage });
  const { unmount } = render(<Page {...previewProps} />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Nachtschrift' })).toBeInTheDocument();
  expect(screen.getByText('Es war spät.')).toBeInTheDocument();
  expect(screen.queryByText(/Vorschau des Entwurfs/)).toBeNull();
  expect(fetch.mock.calls.some(([url]) => String(url).includes('draft=1'))).toBe(false);
  unmount();

  useSessionStore.setState({ editor: { username: 'rita', admin_menus: [] } as never });
  fetch = mockFetch({ '/de/api/articles/5/': full, '/de/api/articles/5/?draft=1': draft, '/de/pageeditor-api/page/magazin': magazinePage });
  render(<Page {...previewProps} />);
  expect(await screen.findByText('Es war früh.')).toBeInTheDocument();
  expect(screen.queryByText('Es war spät.')).toBeNull();
  const notice = screen.getByRole('status');
  expect(notice).toHaveTextContent('Vorschau des Entwurfs');
  expect(within(notice).getByRole('link', { name: 'Weiter bearbeiten' })).toHaveAttribute('href', '/de/magazin/nachtschrift/5?edit=1');
  expect(within(notice).getByRole('link', { name: 'Veröffentlichte Fassung ansehen' })).toHaveAttribute('href', '/de/magazin/nachtschrift/5');
  useSessionStore.setState({ editor: null });
});
