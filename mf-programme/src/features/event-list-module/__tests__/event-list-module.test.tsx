import { render, screen } from '@testing-library/react';
import type { EventTeaserCard } from '@festival/shared/api-schemas/content-modules';
import { withParcelRoot } from '@festival/shared/ui/parcel-root';
import '../../../i18n/programme-resources';
import { parcelProps } from '../../../testing/fixtures';
import { EventListModule, eventsInRange } from '../components/event-list-module';

const teaser = (id: number, dateStart: string): EventTeaserCard => ({
  id, name: `Abend ${id}`, link: `/de/programm/abend/${id}`, preline: '', subline: '', headline: `Abend ${id}`, link_text: '',
  image_obj: null, image_thumbnails: null, date_start: dateStart,
});

// Wednesday 18 November 2026, 10:00 in Berlin.
const now = new Date('2026-11-18T09:00:00Z');
const children = [
  teaser(1, '2026-11-18T08:00:00.000Z'), // this morning, already begun
  teaser(2, '2026-11-18T18:00:00.000Z'), // tonight
  teaser(3, '2026-11-20T18:00:00.000Z'), // Friday evening
  teaser(4, '2026-11-22T18:00:00.000Z'), // Sunday evening
  teaser(5, '2026-11-23T18:00:00.000Z'), // next Monday
];
const ids = (events: EventTeaserCard[]) => events.map((event) => event.id);

test('date_from defaults to now; date_to ends the range', () => {
  expect(ids(eventsInRange({ date_from: '', date_to: null, filters: '', children }, now))).toEqual([2, 3, 4, 5]);
  expect(ids(eventsInRange({ date_from: '', date_to: '2026-11-22T00:00:00.000Z', filters: '', children }, now))).toEqual([2, 3]);
});

test('next_3_days keeps today and the two following days', () => {
  expect(ids(eventsInRange({ date_from: '', date_to: null, filters: 'next_3_days', children }, now))).toEqual([2, 3]);
});

test('weekend keeps the coming Friday to Sunday', () => {
  expect(ids(eventsInRange({ date_from: '', date_to: null, filters: 'weekend', children }, now))).toEqual([3, 4]);
});

test('the parcel lists the events in range and links to the programme', () => {
  jest.useFakeTimers({ now, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  try {
    const Module = withParcelRoot(EventListModule);
    render(<Module {...parcelProps({ data: { module: { date_from: '', date_to: null, filters: 'weekend', tag: null, children } } })} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Abend 3', 'Abend 4']);
    expect(screen.getByRole('link', { name: 'Gesamtes Programm' })).toHaveAttribute('href', '/de/programm');
  } finally {
    jest.useRealTimers();
  }
});
