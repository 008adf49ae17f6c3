import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@festival/shared/testing/mock-fetch';
import { withParcelRoot } from '@festival/shared/ui/parcel-root';
import '../../../i18n/magazine-resources';
import { article, essays, magazinePage, parcelProps } from '../../../testing/fixtures';
import { MagazinePage } from '../components/magazine-page';

const Page = withParcelRoot(MagazinePage);
const categories = [{ id: 1, name: 'Interviews', style_name: 'orange', slug: 'interviews' }, essays];
/** A landing with categories, a featured article and two pages of articles. */
const landingApi = {
  '/de/pageeditor-api/page/magazin': magazinePage,
  '/de/api/article-categories/': categories,
  '/de/api/articles-teaser/': { ...article(9, 'Leitartikel'), is_featured: true },
  '/de/api/articles/?without_teaser=true&page=1': { count: 2, next: '/de/api/articles/?without_teaser=true&page=2', previous: null, results: [article(1, 'Lesen')] },
  '/de/api/articles/?without_teaser=true&page=2': { count: 2, next: null, previous: '/de/api/articles/?without_teaser=true&page=1', results: [article(2, 'Schreiben')] },
};
const urls = (fetch: jest.Mock) => fetch.mock.calls.map(([url]) => String(url));

test('the landing: headline, breadcrumb, categories with All, the featured teaser and the list with load-more', async () => {
  const fetch = mockFetch(landingApi);
  render(<Page {...parcelProps()} />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Das Festivalmagazin' })).toBeInTheDocument();
  const crumbs = screen.getByRole('navigation', { name: 'Brotkrümelnavigation' });
  expect(within(crumbs).getByRole('link', { name: 'Startseite' })).toHaveAttribute('href', '/de');
  expect(within(crumbs).getByText('Magazin')).toHaveAttribute('aria-current', 'page');

  const nav = screen.getByRole('navigation', { name: 'Kategorien' });
  expect(within(nav).getByRole('link', { name: 'Alle' })).toHaveAttribute('aria-current', 'page');
  expect(await within(nav).findByRole('link', { name: 'Essays' })).toHaveAttribute('href', '/de/magazin/categories/essays/2');
  expect(within(nav).getByRole('link', { name: 'Alle #Themen' })).toHaveAttribute('href', '/de/magazin/tags');
  expect(await screen.findByRole('link', { name: 'Leitartikel' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Lesen' })).toHaveAttribute('href', '/de/magazin/lesen/1');

  await userEvent.click(screen.getByRole('button', { name: 'Weitere Beiträge laden' }));
  expect(await screen.findByRole('link', { name: 'Schreiben' })).toHaveFocus();
  expect(screen.getByRole('link', { name: 'Lesen' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Weitere Beiträge laden' })).not.toBeInTheDocument();
  expect(urls(fetch)).toContain('/de/api/articles/?without_teaser=true&page=2');
});

test('the search start box goes to the search route with q, and only with text (spec §5)', async () => {
  mockFetch({
    '/de/pageeditor-api/page/magazin': magazinePage,
    '/de/api/article-categories/': categories,
    '/de/api/articles-teaser/': { status: 404, body: { detail: 'None.' } },
    '/de/api/articles/': { count: 0, next: null, previous: null, results: [] },
  });
  const props = parcelProps();
  render(<Page {...props} />);
  const box = await screen.findByRole('searchbox', { name: 'Website durchsuchen' });
  await userEvent.click(screen.getByRole('button', { name: 'Suchen' }));
  expect(props.navigate).not.toHaveBeenCalled();
  await userEvent.type(box, '  Lyrik & Prosa {enter}');
  expect(props.navigate).toHaveBeenCalledWith('/de/search?q=Lyrik+%26+Prosa');
});

test('a category page filters by its id, is titled by the category and marks its link', async () => {
  const fetch = mockFetch({
    '/de/pageeditor-api/page/magazin': magazinePage,
    '/de/api/article-categories/': categories,
    '/de/api/articles/': { count: 1, next: null, previous: null, results: [article(3, 'Essay')] },
  });
  render(<Page {...parcelProps({ routeName: 'magazine-categories-category-id', params: { category: 'essays', id: '2' } })} />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Essays' })).toBeInTheDocument();
  const crumbs = screen.getByRole('navigation', { name: 'Brotkrümelnavigation' });
  expect(within(crumbs).getByRole('link', { name: 'Magazin' })).toHaveAttribute('href', '/de/magazin');
  expect(within(screen.getByRole('navigation', { name: 'Kategorien' })).getByRole('link', { name: 'Essays' })).toHaveAttribute('aria-current', 'page');
  expect(await screen.findByRole('link', { name: 'Essay' })).toBeInTheDocument();
  expect(urls(fetch)).toContain('/de/api/articles/?category=2&page=1');
  expect(urls(fetch).some((url) => url.includes('articles-teaser'))).toBe(false);
});

test('a category asked for under another slug replaces the history entry with its own URL', async () => {
  mockFetch({
    '/de/pageeditor-api/page/magazin': magazinePage,
    '/de/api/article-categories/': categories,
    '/de/api/articles/': { count: 0, next: null, previous: null, results: [] },
  });
  const navigate = jest.fn();
  render(<Page {...parcelProps({ routeName: 'magazine-categories-category-id', params: { category: 'essay', id: '2' }, query: { page: '1' }, navigate })} />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Essays' })).toBeInTheDocument();
  expect(navigate).toHaveBeenCalledWith('/de/magazin/categories/essays/2?page=1', { replace: true });
});

test('an unknown category is the magazine 404, not an empty list', async () => {
  mockFetch({ '/de/api/article-categories/': categories, '/de/api/articles/': { status: 404, body: { detail: 'Unknown article category.' } } });
  render(<Page {...parcelProps({ routeName: 'magazine-categories-category-id', params: { category: 'x', id: '99' } })} />);
  expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zum Magazin' })).toHaveAttribute('href', '/de/magazin');
});

test('spec §8: failing categories leave All and the topics link; a failing list offers a retry', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const fetch = mockFetch({ '/de/api/articles/': { status: 503, body: { detail: 'Down.' } } });
  render(<Page {...parcelProps()} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Erneut versuchen' }));
  expect(within(screen.getByRole('navigation', { name: 'Kategorien' })).getAllByRole('link')).toHaveLength(2);
  expect(screen.getByRole('heading', { level: 1, name: 'Magazin' })).toBeInTheDocument();
  // The route's load, the list asking again itself, the retry.
  expect(urls(fetch).filter((url) => url === '/de/api/articles/?without_teaser=true&page=1')).toHaveLength(3);
  expect(await screen.findByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
});

test('Back to the landing shows what this history entry showed, in the first render, asking the api for nothing', async () => {
  const fetch = mockFetch(landingApi);
  window.history.replaceState({ key: 'landing' }, '');
  const { unmount } = render(<Page {...parcelProps()} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Weitere Beiträge laden' }));
  expect(await screen.findByRole('link', { name: 'Schreiben' })).toBeInTheDocument();
  // The visitor opens an article: the router enters a new history entry, then the landing unmounts.
  window.history.replaceState({ key: 'article' }, '');
  unmount();
  const asked = fetch.mock.calls.length;

  window.history.replaceState({ key: 'landing' }, '');
  render(<Page {...parcelProps()} />);
  for (const name of ['Leitartikel', 'Lesen', 'Schreiben', 'Essays']) expect(screen.getByRole('link', { name })).toBeInTheDocument();
  await screen.findByRole('heading', { level: 1, name: 'Das Festivalmagazin' });
  expect(urls(fetch).slice(asked)).toEqual([]);
});
