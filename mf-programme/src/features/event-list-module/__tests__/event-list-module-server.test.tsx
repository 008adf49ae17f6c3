import { act, screen } from '@testing-library/react';
import type { EventTeaserCard } from '@festival/shared/api-schemas/content-modules';
import { hydrateServerHtml } from '@festival/shared/testing/server-hydration';
import { load, render } from '../../../expose/event-list-module.server';
import { parcelProps } from '../../../testing/fixtures';
import { EventListModule } from '../components/event-list-module';

const teaser = (id: number, dateStart: string): EventTeaserCard => ({
  id, name: `Abend ${id}`, link: `/de/programm/abend/${id}`, preline: '', subline: '', headline: `Abend ${id}`, link_text: '',
  image_obj: null, image_thumbnails: null, date_start: dateStart,
});

const renderedAt = new Date('2026-11-18T17:00:00Z');
const fields = {
  slug: 'eventlist-1', model: 'EventList', date_from: '', date_to: null, filters: '', tag: null,
  children: [teaser(1, '2026-11-18T18:00:00.000Z'), teaser(2, '2026-11-19T18:00:00.000Z')],
};
const props = parcelProps({ routeName: 'index', data: { module: fields } });
const serverProps = { locale: props.locale, routeName: props.routeName, params: props.params, query: props.query, data: props.data };
const titles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

// Only the clock is faked: React's scheduler keeps its timers.
const setClock = (now: Date) => jest.useFakeTimers({ now, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] });
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

test('the server renders the module from its fields at the time its clock gives, and names that time', async () => {
  const fetch = jest.fn();
  const data = await load({ ...serverProps, now: () => renderedAt, fetch }, new AbortController().signal);
  expect(fetch).not.toHaveBeenCalled();
  expect(data).toEqual({ now: renderedAt.toISOString() });
  const html = render(serverProps, data);
  expect(html).toContain('Abend 1');
  expect(html).toContain('Abend 2');
});

test('a page rendered before an event began hydrates as it was rendered, then leaves the event out', async () => {
  const data = await load({ ...serverProps, now: () => renderedAt, fetch: jest.fn() }, new AbortController().signal);
  const html = render(serverProps, data);
  // The visitor opens the cached page after the first event has begun.
  setClock(new Date('2026-11-18T19:00:00Z'));
  const { errors } = await hydrateServerHtml(EventListModule, props, html, data);
  await act(async () => undefined);
  expect(errors).not.toHaveBeenCalled();
  expect(titles()).toEqual(['Abend 2']);
});
