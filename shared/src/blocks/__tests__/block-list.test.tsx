import { render, screen, within } from '@testing-library/react';
import type { PageModule } from '../../api-schemas/content-modules';
import { registerRemoteLoader, type ParcelLifecycles } from '../../remotes/remote-registry';
import type { ParcelProps } from '../../types/parcel-props';
import { BlockList } from '../block-list';
import { presetSpans } from '../section-block';

const parcelProps: ParcelProps = { locale: 'de', routeName: 'index', params: {}, query: {}, navigate: jest.fn(), user: null };
const noImage = { image: null, image_obj: null, image_thumbnails: null };

const modules = [
  { slug: 'h', model: 'Headline', headline_level: 3, preline: 'Festival', content: 'Willkommen', subline: '', anchor: 'start' },
  { slug: 't', model: 'Text', content: '<p>Ein <strong>kräftiger</strong> Text</p>', anchor: '', decrease_distance: false },
  {
    slug: 'i', model: 'Image', image: '/media/plakat.jpg', image_thumbnails: null, format: 'large', link: '', description: 'Das Plakat',
    image_obj: { url: '/media/plakat.jpg', alt: 'Plakat des Festivals', copyright: 'A. B.' },
  },
  { slug: 'q', model: 'Quote', content: 'Lesen ist Abenteuer.', author: 'Eine Autorin' },
  { slug: 'f', model: 'FAQ', anchor: '', children: [{ title: 'Wann?', content: '<p>Im November.</p>' }] },
  { slug: 'l', model: 'Link', link_text: 'Zum Programm', link: '/de/programm', link_url: '', extra_class: 'button', anchor: '', sticky: false },
  { slug: 'x', model: 'SomethingNew', whatever: true },
  { slug: 'broken', model: 'TeaserList', extra_class: 'list', children: null },
  {
    slug: 's', model: 'Section', ...noImage, extra_class: '', preset: '67-33', background: 'light', decoration: 'none',
    columns: [
      { index: 1, classes: '', children: [{ slug: 's2', model: 'Quote', content: 'Rechts', author: '' }] },
      { index: 0, classes: '', children: [{ slug: 's1', model: 'Quote', content: 'Links', author: '' }] },
    ],
  },
] as unknown as PageModule[];

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test('renders the known modules in order and skips unknown or broken ones', () => {
  const { container } = render(<BlockList modules={modules} parcelProps={parcelProps} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Willkommen' }).closest('header')).toHaveAttribute('id', 'start');
  expect(screen.getByText('kräftiger').tagName).toBe('STRONG');
  expect(screen.getByRole('img', { name: 'Plakat des Festivals' })).toHaveAttribute('src', '/media/plakat.jpg?w=1024');
  expect(screen.getByText('Das Plakat')).toBeInTheDocument();
  expect(screen.getByText('Lesen ist Abenteuer.').closest('blockquote')).not.toBeNull();
  expect(screen.getByText('Wann?').tagName).toBe('SUMMARY');
  expect(screen.getByRole('link', { name: 'Zum Programm' })).toHaveAttribute('href', '/de/programm');
  expect(container.querySelector('.fs-teaser-list')).toBeNull();
  expect(container.textContent).not.toContain('SomethingNew');
});

test('the image offers webp and jpg at every breakpoint width', () => {
  const { container } = render(<BlockList modules={modules} parcelProps={parcelProps} />);
  const source = container.querySelector('source[type="image/webp"]');
  expect(source?.getAttribute('srcset')).toContain('/media/plakat.webp?w=320 320w');
  expect(source?.getAttribute('srcset')).toContain('/media/plakat.webp?w=1536 1536w');
  expect(screen.getByRole('img', { name: 'Plakat des Festivals' }).getAttribute('srcset')).toContain('/media/plakat.jpg?w=640 640w');
});

test('a section lays its columns out by index on the preset spans', () => {
  const { container } = render(<BlockList modules={modules} parcelProps={parcelProps} />);
  const columns = container.querySelectorAll('.fs-section .fs-grid__column');
  expect(columns).toHaveLength(2);
  expect(within(columns[0] as HTMLElement).getByText('Links')).toBeInTheDocument();
  expect((columns[0] as HTMLElement).style.getPropertyValue('--fs-span')).toBe('8');
  expect((columns[1] as HTMLElement).style.getPropertyValue('--fs-span')).toBe('4');
});

test.each([
  ['100', [12]],
  ['67-33', [8, 4]],
  ['33-67', [4, 8]],
  ['50-50', [6, 6]],
  ['33-33-33', [4, 4, 4]],
  ['25-50-25', [3, 6, 3]],
  ['nonsense', [12]],
])('preset %s spans %j', (preset, spans) => {
  expect(presetSpans(preset)).toEqual(spans);
});

test('an EventList module mounts the programme parcel with the module as data', async () => {
  const received: unknown[] = [];
  const parcel: ParcelLifecycles = {
    bootstrap: async () => undefined,
    mount: async (props) => {
      received.push((props as unknown as ParcelProps).data);
      (props as unknown as { domElement: HTMLElement }).domElement.textContent = 'Veranstaltungen';
    },
    unmount: async () => undefined,
  };
  const loader = jest.fn(async () => parcel);
  registerRemoteLoader(loader);
  const eventList = { slug: 'e', model: 'EventList', date_from: '2026-11-01', date_to: null, filters: '', tag: null, children: [] };
  render(<BlockList modules={[eventList] as unknown as PageModule[]} parcelProps={parcelProps} />);
  expect(await screen.findByText('Veranstaltungen')).toBeInTheDocument();
  expect(loader).toHaveBeenCalledWith('mf_programme/event-list-module');
  expect(received).toEqual([{ module: eventList }]);
});
