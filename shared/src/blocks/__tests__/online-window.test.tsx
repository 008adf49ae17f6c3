import { act, render, screen } from '@testing-library/react';
import type { PageModule, TeaserItem } from '../../api-schemas/content-modules';
import { useStickyStore } from '../../stores/sticky-store';
import type { ParcelProps } from '../../types/parcel-props';
import { BlockList } from '../block-list';

const parcelProps: ParcelProps = { locale: 'de', routeName: 'index', params: {}, query: {}, navigate: jest.fn(), user: null };
const noImage = { image: null, image_obj: null, image_thumbnails: null };

function teaser(headline: string, online_from: string | null, online_to: string | null): TeaserItem {
  return { ...noImage, preline: '', headline, subline: '', text: '', link_text: '', link: '', online_from, online_to };
}

const modules = [
  {
    slug: 'teasers', model: 'TeaserList', extra_class: 'list',
    children: [
      teaser('Immer', null, null),
      // Berlin wall-clock times: 10:00 in November is 09:00 UTC.
      teaser('Bis zehn Uhr', null, '2026-11-22T10:00'),
      teaser('Ab elf Uhr', '2026-11-22T11:00', null),
    ],
  },
  {
    slug: 'hero', model: 'HeroMedia', ...noImage, headline: 'Festivalnacht', text: '', button_text: 'Karten', button_link: '/de/programm',
    sticky: true, video: '', online_from: '2026-11-22T10:30', online_to: null,
  },
] as unknown as PageModule[];

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(new Date('2026-11-22T08:59:00Z'));
});

afterEach(() => {
  jest.useRealTimers();
  useStickyStore.setState({ items: [] });
});

const headlines = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

test('items and heroes follow their online window while the page stays open', () => {
  render(<BlockList modules={modules} parcelProps={parcelProps} />);
  expect(headlines()).toEqual(['Immer', 'Bis zehn Uhr']);
  expect(screen.queryByRole('heading', { name: 'Festivalnacht' })).toBeNull();

  act(() => jest.advanceTimersByTime(60_000 - 1));
  expect(headlines()).toEqual(['Immer', 'Bis zehn Uhr']);
  act(() => jest.advanceTimersByTime(1));
  expect(headlines()).toEqual(['Immer']);

  act(() => jest.advanceTimersByTime(30 * 60_000));
  expect(screen.getByRole('heading', { name: 'Festivalnacht' })).toBeInTheDocument();
  expect(useStickyStore.getState().items).toEqual([{ key: 'hero', text: 'Karten', url: '/de/programm' }]);

  act(() => jest.advanceTimersByTime(30 * 60_000));
  expect(headlines()).toEqual(['Immer', 'Ab elf Uhr']);
});

test('a hero outside its window registers no sticky button', () => {
  render(<BlockList modules={modules} parcelProps={parcelProps} />);
  expect(useStickyStore.getState().items).toEqual([]);
});

test('what an editor\'s answer flags offline is shown, marked; unflagged items outside their window stay hidden', () => {
  const flagged = [
    { ...modules[0], children: [{ ...teaser('Vorbei', null, '2026-11-01T10:00'), is_online: false }, teaser('Auch vorbei', null, '2026-11-01T10:00')] },
    { ...modules[1], is_online: false },
  ] as unknown as PageModule[];
  render(<BlockList modules={flagged} parcelProps={parcelProps} />);
  const marks = screen.getAllByText('Offline: nur für die Redaktion sichtbar').map((label) => label.parentElement!);
  expect(marks).toHaveLength(2);
  expect(marks[0]).toContainElement(screen.getByRole('heading', { name: 'Vorbei' }));
  expect(marks[1]).toContainElement(screen.getByRole('heading', { name: 'Festivalnacht' }));
  expect(headlines()).toEqual(['Vorbei']);
});
