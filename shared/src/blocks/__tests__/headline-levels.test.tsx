import { render, screen } from '@testing-library/react';
import type { PageModule } from '../../api-schemas/content-modules';
import type { ParcelProps } from '../../types/parcel-props';
import { BlockList } from '../block-list';
import { headlineLevels } from '../headline-levels';

const parcelProps: ParcelProps = { locale: 'de', routeName: 'index', params: {}, query: {}, navigate: jest.fn(), user: null };
const headline = (slug: string, level: number) => ({ slug, model: 'Headline', headline_level: level, preline: '', content: `Titel ${slug}`, subline: '', anchor: '' });
const section = (slug: string, children: unknown[]) => ({
  slug, model: 'Section', image: null, image_obj: null, image_thumbnails: null, extra_class: '', preset: '100', background: 'none', decoration: 'none',
  columns: [{ index: 0, classes: '', children }],
});

test('headlines never skip a level below the page h1, in page order through sections, within 2 to 6', () => {
  const modules = [headline('a', 3), headline('b', 5), section('s', [headline('c', 4), headline('d', 2)]), headline('e', 1), headline('f', 9)] as unknown as PageModule[];
  expect(Object.fromEntries(headlineLevels(modules))).toEqual({ a: 2, b: 3, c: 4, d: 2, e: 2, f: 3 });
});

test('an article body that starts with an h3 shows it as h2, the next h4 as h3', () => {
  render(<BlockList modules={[headline('a', 3), section('s', [headline('b', 4)])] as unknown as PageModule[]} parcelProps={parcelProps} />);
  expect(screen.getByRole('heading', { name: 'Titel a' }).tagName).toBe('H2');
  expect(screen.getByRole('heading', { name: 'Titel b' }).tagName).toBe('H3');
});
