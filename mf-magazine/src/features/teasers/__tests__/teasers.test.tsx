import { render, screen } from '@testing-library/react';
import { withParcelRoot } from '@festival/shared/ui/parcel-root';
import '../../../i18n/magazine-resources';
import { article, essays, parcelProps } from '../../../testing/fixtures';
import { BlogTeaserList } from '../components/blog-teaser-list';
import { HighlightTeaser } from '../components/highlight-teaser';

test('BlogTeaserList: the main teaser once, then the others', () => {
  const List = withParcelRoot(BlogTeaserList);
  const main = article(1, 'Haupt');
  render(<List {...parcelProps({ data: { module: { main_teaser_obj: main, article_objs: [main, article(2, 'Zweit')] } } })} />);
  expect(screen.getAllByRole('link', { name: 'Haupt' })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 2, name: 'Haupt' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: 'Zweit' })).toBeInTheDocument();
});

test('BlogTeaserList: at most 8 items (spec §9), the first leads when no main teaser is set', () => {
  const List = withParcelRoot(BlogTeaserList);
  const items = Array.from({ length: 10 }, (_, index) => article(index + 1, `Beitrag ${index + 1}`));
  render(<List {...parcelProps({ data: { module: { main_teaser_obj: null, article_objs: items } } })} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Beitrag 1' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(7);
  expect(screen.queryByRole('link', { name: 'Beitrag 9' })).not.toBeInTheDocument();
});

test('BlogTeaserList: nothing without items', () => {
  const List = withParcelRoot(BlogTeaserList);
  const { container } = render(<List {...parcelProps({ data: { module: { article_objs: [] } } })} />);
  expect(container.querySelector('.mg-teasers')).toBeNull();
});

test('HighlightTeaser: the articles under their category', () => {
  const Highlights = withParcelRoot(HighlightTeaser);
  const interviews = { id: 1, name: 'Interviews', style_name: '', slug: 'interviews' };
  render(
    <Highlights
      {...parcelProps({ data: { module: { categories: [essays, interviews], article_objs: [article(1, 'Essay', essays), article(2, 'Gespräch', interviews)] } } })}
    />,
  );
  expect(screen.getByRole('link', { name: 'Essays' })).toHaveAttribute('href', '/de/magazin/categories/essays/2');
  expect(screen.getByRole('region', { name: 'Interviews' })).toHaveTextContent('Gespräch');
  expect(screen.getByRole('region', { name: 'Essays' })).not.toHaveTextContent('Gespräch');
});
