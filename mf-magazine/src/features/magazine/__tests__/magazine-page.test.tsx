import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@festival/shared/testing/mock-fetch';
import { withParcelRoot } from '@festival/shared/ui/parcel-root';
import '../../../i18n/magazine-resources';
import { article, essays, parcelProps } from '../../../testing/fixtures';
import { MagazinePage } from '../components/magazine-page';

const Page = withParcelRoot(MagazinePage);
const categories = [{ id: 1, name: 'Interviews', style_name: 'orange', slug: 'interviews' }, essays];

test('the landing: categories with All, the featured teaser and the list with load-more', async () => {
  const fetch = mockFetch({
    '/de/api/article-categories/': categories,
    '/de/api/articles-teaser/': { ...article(9, 'Leitartikel'), is_featured: true },
    '/de/api/articles/?page=1': { count: 2, next: '/de/api/articles/?page=2', previous: null, results: [article(1, 'Lesen')] },
    '/de/api/articles/?page=2': { count: 2, next: null, previous: null, results: [article(2, 'Schreiben')] },
  });
  render(<Page {...parcelProps()} />);
  const nav = await screen.findByRole('navigation', { name: 'Kategorien' });
  expect(within(nav).getByRole('link', { name: 'Alle' })).toHaveAttribute('aria-current', 'page');
  expect(await within(nav).findByRole('link', { name: 'Essays' })).toHaveAttribute('href', '/de/magazin/categories/essays/2');
  expect(within(nav).getByRole('link', { name: 'Alle #Themen' })).toHaveAttribute('href', '/de/magazin/tags');
  expect(await screen.findByRole('link', { name: 'Leitartikel' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Lesen' })).toHaveAttribute('href', '/de/magazin/lesen/1');
  await userEvent.click(screen.getByRole('button', { name: 'Weitere Beiträge laden' }));
  expect(await screen.findByRole('link', { name: 'Schreiben' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Lesen' })).toBeInTheDocument();
  expect(fetch.mock.calls.map(([url]) => String(url))).toContain('/de/api/articles/?page=2');
});

test('a category page filters by its id and marks its link', async () => {
  const fetch = mockFetch({
    '/de/api/article-categories/': categories,
    '/de/api/articles/': { count: 1, next: null, previous: null, results: [article(3, 'Essay')] },
  });
  render(<Page {...parcelProps({ routeName: 'magazine-categories-category-id', params: { category: 'essays', id: '2' } })} />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Magazin: Essays' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Essays' })).toHaveAttribute('aria-current', 'page');
  expect(fetch.mock.calls.map(([url]) => String(url))).toContain('/de/api/articles/?category=2&page=1');
  expect(fetch.mock.calls.map(([url]) => String(url)).some((url) => url.includes('articles-teaser'))).toBe(false);
});

test('a failing category list leaves only All and the topics link (spec §8)', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockFetch({ '/de/api/articles/': { count: 0, next: null, previous: null, results: [] } });
  render(<Page {...parcelProps()} />);
  expect(await screen.findByText('Keine Beiträge gefunden.')).toBeInTheDocument();
  expect(within(screen.getByRole('navigation', { name: 'Kategorien' })).getAllByRole('link')).toHaveLength(2);
});
