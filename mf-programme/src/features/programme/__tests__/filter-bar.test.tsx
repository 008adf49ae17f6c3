import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../i18n/programme-resources';
import { FilterBar } from '../components/filter-bar';
import { createFilterStore } from '../stores/filter-store';
import { CalendarPanel } from '../components/calendar-panel';

jest.mock('../components/calendar-panel', () => {
  const actual = jest.requireActual<typeof import('../components/calendar-panel')>('../components/calendar-panel');
  return { CalendarPanel: jest.fn(actual.CalendarPanel) };
});

const options = { room: [{ id: 2, name: 'Großer Saal' }], type: [{ id: 4, name: 'Lesung' }], tag: [], series: [], genre: [] };

test('opening a filter renders its own panel: the calendar and the other filters are not rendered again', async () => {
  const user = userEvent.setup();
  const api = { options: jest.fn(), calendar: jest.fn() };
  const filter = { date: '2026-06-10', room: null, type: null, tag: null, series: null, genre: null };
  const store = createFilterStore(api, '2026-06-10', { filter, locale: 'de', options, availableDates: ['2026-06-10'] });
  render(<FilterBar store={store} locale="de" onChange={jest.fn()} />);
  const rendered = jest.mocked(CalendarPanel).mock.calls.length;
  expect(rendered).toBeGreaterThan(0);
  await user.click(screen.getByRole('button', { name: /^Ort/ }));
  expect(screen.getByRole('button', { name: /^Ort/ })).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('button', { name: 'Großer Saal' })).toBeVisible();
  expect(jest.mocked(CalendarPanel).mock.calls.length).toBe(rendered);
  await user.click(screen.getByRole('button', { name: /^Datum/ }));
  expect(screen.getByRole('button', { name: /^Ort/ })).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByRole('button', { name: /^Datum/ })).toHaveAttribute('aria-expanded', 'true');
});
