import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { berlinToday } from '@festival/shared/format/dates';
import { registerRemoteLoader } from '@festival/shared/remotes/remote-registry';
import { mockFetch } from '@festival/shared/testing/mock-fetch';
import { withParcelRoot } from '@festival/shared/ui/parcel-root';
import '../../../i18n/programme-resources';
import { eventCard, parcelProps } from '../../../testing/fixtures';
import { ProgrammePage } from '../components/programme-page';

const Page = withParcelRoot(ProgrammePage);
const options = {
  '/de/api/rooms/': [{ id: 2, name: 'Großer Saal' }, { id: 3, name: 'Kaminzimmer' }],
  '/de/api/exhibition-types/': [{ id: 4, slug: 'lesung', name: 'Lesung' }],
  '/de/api/event-tags/': [{ id: 8, name: 'Premiere', show_in_filter: true }, { id: 9, name: 'Intern', show_in_filter: false }],
  '/de/api/series/': [],
  '/de/api/genres/': [],
  '/de/api/teasers/': [],
  '/de/api/calendar/': { availableDates: [] },
};
const day = (date: string, ids: number[]) => ({
  date, date_start: `${date}T00:00:00+01:00`, events: ids.map((id) => eventCard(id, `Lesung${id}`, `${date}T18:30:00.000Z`)),
});
const eventCalls = (fetch: jest.Mock) => fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/de/api/events/'));

let observers: Array<{ callback: IntersectionObserverCallback; options?: IntersectionObserverInit; disconnected: boolean }> = [];
beforeEach(() => {
  window.scrollTo = jest.fn();
  // the entries' quick-buy widgets (design settings flag): the shop's parcel, mounting nothing here
  const noop = async () => undefined;
  registerRemoteLoader(async () => ({ bootstrap: noop, mount: noop, unmount: noop, update: noop }));
  observers = [];
  window.IntersectionObserver = class {
    private readonly entry;
    constructor(callback: IntersectionObserverCallback, init?: IntersectionObserverInit) {
      this.entry = { callback, options: init, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() { this.entry.disconnected = true; }
  } as unknown as typeof IntersectionObserver;
});

const intersect = () => act(() => {
  for (const observer of observers.filter((o) => !o.disconnected)) {
    observer.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
  }
});

test('events by day, the filters from the api with show_in_filter respected, an option choice written to the URL', async () => {
  const fetch = mockFetch({ ...options, '/de/api/events/': { count: 2, next: null, previous: null, results: [day('2026-11-21', [2, 1])] } });
  const props = parcelProps();
  render(<Page {...props} />);
  expect(await screen.findByRole('heading', { level: 2, name: 'Sa., 21. November 2026' })).toBeInTheDocument();
  const links = screen.getAllByRole('link', { name: /^Lesung/ }).map((link) => link.textContent);
  expect(links).toEqual(['Lesung1', 'Lesung2']);
  const bar = screen.getByRole('group', { name: 'Filter' });
  for (const label of ['Datum', 'Ort', 'Veranstaltungsart', 'Schlagwort', 'Reihe', 'Genre']) {
    expect(within(bar).getByRole('button', { name: new RegExp(`^${label}`) })).toHaveAttribute('aria-expanded', 'false');
  }
  await userEvent.click(within(bar).getByRole('button', { name: /^Schlagwort/ }));
  expect(await within(bar).findByRole('button', { name: 'Premiere' })).toBeVisible();
  expect(within(bar).queryByRole('button', { name: 'Intern' })).not.toBeInTheDocument();
  await userEvent.click(within(bar).getByRole('button', { name: /^Ort/ }));
  expect(within(bar).getByRole('button', { name: /^Schlagwort/ })).toHaveAttribute('aria-expanded', 'false');
  expect(within(bar).getByRole('button', { name: /^Ort/ })).toHaveAttribute('aria-expanded', 'true');
  await userEvent.click(within(bar).getByRole('button', { name: 'Kaminzimmer' }));
  expect(props.navigate).toHaveBeenCalledWith('/de/programm?room=3');
  expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
  expect(eventCalls(fetch)).toEqual(['/de/api/events/?page=1&page_size=10']);
});

test('an option chosen by keyboard closes its panel and leaves the focus on its filter button', async () => {
  mockFetch({ ...options, '/de/api/events/': { count: 0, next: null, previous: null, results: [] } });
  const props = parcelProps();
  render(<Page {...props} />);
  const bar = screen.getByRole('group', { name: 'Filter' });
  const room = await within(bar).findByRole('button', { name: /^Ort/ });
  room.focus();
  await userEvent.keyboard('{Enter}');
  await userEvent.tab();
  await userEvent.tab();
  expect(within(bar).getByRole('button', { name: 'Kaminzimmer' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(props.navigate).toHaveBeenCalledWith('/de/programm?room=3');
  expect(room).toHaveAttribute('aria-expanded', 'false');
  expect(room).toHaveFocus();
});

test('the reset buttons, which leave once used, hand the focus to the first filter button', async () => {
  mockFetch({ ...options, '/de/api/events/': { count: 0, next: null, previous: null, results: [] } });
  const props = parcelProps({ query: { room: '2', type: '4' } });
  render(<Page {...props} />);
  const bar = screen.getByRole('group', { name: 'Filter' });
  await userEvent.click(await within(bar).findByRole('button', { name: 'Filter zurücksetzen' }));
  expect(within(bar).getByRole('button', { name: /^Datum/ })).toHaveFocus();
  const empty = (await screen.findByText(/Leider hat Ihre Auswahl kein Ergebnis ergeben/)).parentElement as HTMLElement;
  await userEvent.click(within(empty).getByRole('button', { name: 'Filter zurücksetzen' }));
  expect(within(bar).getByRole('button', { name: /^Datum/ })).toHaveFocus();
});

test('clicking the current option clears it', async () => {
  mockFetch({ ...options, '/de/api/events/': { count: 0, next: null, previous: null, results: [] } });
  const props = parcelProps({ query: { room: '3', overlay: 'true' } });
  render(<Page {...props} />);
  const bar = screen.getByRole('group', { name: 'Filter' });
  await userEvent.click(await within(bar).findByRole('button', { name: /^Ort\s*Kaminzimmer/ }));
  await userEvent.click(within(bar).getByRole('button', { name: 'Kaminzimmer', pressed: true }));
  expect(props.navigate).toHaveBeenCalledWith('/de/programm?overlay=true');
});

test('filters and date from the URL go to the api; the empty text offers the reset', async () => {
  const fetch = mockFetch({ ...options, '/de/api/events/': { count: 0, next: null, previous: null, results: [] } });
  const props = parcelProps({ query: { room: '2', type: '4', date: '21-11-2030' } });
  render(<Page {...props} />);
  expect(await screen.findByText(/Leider hat Ihre Auswahl kein Ergebnis ergeben/)).toBeInTheDocument();
  expect(eventCalls(fetch)).toEqual(['/de/api/events/?room=2&type=4&date=21-11-2030&page=1&page_size=10']);
  expect(fetch.mock.calls.map(([url]) => String(url))).toContain('/de/api/calendar/?room=2&type=4&date=01-11-2030');
  const resets = screen.getAllByRole('button', { name: 'Filter zurücksetzen' });
  await userEvent.click(resets[resets.length - 1]!);
  expect(props.navigate).toHaveBeenCalledWith('/de/programm');
});

test('spec §5: an invalid date is logged and sent to the not-found page', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const fetch = mockFetch(options);
  const props = parcelProps({ query: { date: '31-02-2026' } });
  render(<Page {...props} />);
  await waitFor(() => expect(props.navigate).toHaveBeenCalledWith('/de/404', { replace: true }));
  expect(error).toHaveBeenCalledWith(expect.stringContaining('date'));
  expect(eventCalls(fetch)).toEqual([]);
  error.mockRestore();
});

test('the next page loads when the end nears the viewport (margin 170%), only while one exists and nothing loads', async () => {
  const fetch = mockFetch({
    ...options,
    '/de/api/events/?page=1&page_size=10': { count: 3, next: '/de/api/events/?page=2', previous: null, results: [day('2026-11-21', [1])] },
    '/de/api/events/?page=2&page_size=10': { count: 3, next: null, previous: null, results: [day('2026-11-21', [2]), day('2026-11-22', [3])] },
  });
  render(<Page {...parcelProps()} />);
  await screen.findByRole('link', { name: 'Lesung1' });
  await waitFor(() => expect(observers.some((o) => !o.disconnected)).toBe(true));
  expect(observers.find((o) => !o.disconnected)!.options).toMatchObject({ rootMargin: '170%' });
  intersect();
  intersect();
  expect(await screen.findByRole('link', { name: 'Lesung3' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  expect(observers.every((o) => o.disconnected)).toBe(true);
  expect(eventCalls(fetch)).toHaveLength(2);
});

test('teasers show on an unfiltered list and hide while a filter is active', async () => {
  const today = berlinToday();
  const teaser = { kind: 'event', id: 50, name: 'Höhepunkt', headline: 'Höhepunkt', link: '/de/programm/x/50', preline: '', subline: '', link_text: '', image_obj: null, image_thumbnails: null, position: today, date_start: `${today}T22:59:59+01:00`, text: '' };
  mockFetch({ ...options, '/de/api/teasers/': [teaser], '/de/api/events/': { count: 1, next: null, previous: null, results: [day(today, [1])] } });
  const { unmount } = render(<Page {...parcelProps()} />);
  expect(await screen.findByRole('link', { name: 'Höhepunkt' })).toBeInTheDocument();
  unmount();
  render(<Page {...parcelProps({ query: { genre: '1' } })} />);
  await screen.findByRole('link', { name: 'Lesung1' });
  expect(screen.queryByRole('link', { name: 'Höhepunkt' })).not.toBeInTheDocument();
});

test('Back to the list shows its teasers, filters and entries at once, asking the api for none of them again', async () => {
  const today = berlinToday();
  const teaser = { kind: 'event', id: 50, name: 'Höhepunkt', headline: 'Höhepunkt', link: '/de/programm/x/50', preline: '', subline: '', link_text: '', image_obj: null, image_thumbnails: null, position: today, date_start: `${today}T22:59:59+01:00`, text: '' };
  const fetch = mockFetch({ ...options, '/de/api/teasers/': [teaser], '/de/api/events/': { count: 1, next: null, previous: null, results: [day(today, [1])] } });
  window.history.replaceState({ key: 'list' }, '');
  const { unmount } = render(<Page {...parcelProps()} />);
  expect(await screen.findByRole('link', { name: 'Höhepunkt' })).toBeInTheDocument();
  await screen.findByRole('link', { name: 'Lesung1' });
  await waitFor(() => expect(screen.getByRole('button', { name: /^Ort/ })).toBeInTheDocument());
  // The visitor opens an entry: the router enters a new history entry, then the list unmounts.
  window.history.replaceState({ key: 'event' }, '');
  unmount();
  const asked = fetch.mock.calls.length;

  window.history.replaceState({ key: 'list' }, '');
  render(<Page {...parcelProps()} />);
  // In the first render, before any answer could arrive.
  expect(screen.getByRole('link', { name: 'Höhepunkt' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Lesung1' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^Ort/ })).toBeInTheDocument();
  await act(() => Promise.resolve());
  expect(fetch.mock.calls.slice(asked).map(([url]) => String(url))).toEqual([]);
});
