import { COLLECTIONS } from '../collections/collections';
import { fromBerlinInput, toBerlinInput } from '../../../forms/berlin-input';
import { emptyValues, newObject, toApiBody, toFormValues } from '../form/form-values';
import { isMoneyInput, toMoneyValue } from '../form/money-input';

const events = COLLECTIONS.events;

const stored = {
  id: 7,
  revision: 3,
  slug: 'lesung',
  title_de: 'Lesung',
  title_en: 'Reading',
  preline_de: '',
  preline_en: '',
  subline_de: '',
  subline_en: '',
  description_de: '<p>Text</p>',
  description_en: '',
  date_start: '2026-06-12T17:30:00.000Z',
  date_end: '2026-01-15T20:00:00.000Z',
  room_id: 2,
  exhibition_type_id: null,
  genre_id: null,
  series_id: null,
  production_id: null,
  person_ids: [4, 9],
  ticket_url: '',
  event_jet_id: null,
  image: '/media/a.jpg',
  is_highlight: false,
  is_online: true,
  is_cancelled: false,
  tag_ids: [1],
  seat_groups: [
    {
      id: 11, name_de: 'Parkett', name_en: 'Stalls', text_de: '', text_en: '', capacity: 80, is_available: true,
      prices: [{ id: 21, name_de: 'Normal', name_en: 'Full', amount: '18.00', sale_type_id: 1, text_de: '', text_en: '' }],
    },
  ],
  timeslots: [{ id: 31, time_start: '2026-06-12T17:00:00.000Z', capacity: 20, block_id: 0 }],
};

test('date-times are edited as Berlin wall-clock time in summer and winter', () => {
  expect(toBerlinInput('2026-06-12T17:30:00.000Z')).toBe('2026-06-12T19:30');
  expect(toBerlinInput('2026-01-15T20:00:00.000Z')).toBe('2026-01-15T21:00');
  expect(fromBerlinInput('2026-06-12T19:30')).toBe('2026-06-12T17:30:00.000Z');
  expect(fromBerlinInput('2026-01-15T21:00')).toBe('2026-01-15T20:00:00.000Z');
  expect(fromBerlinInput('')).toBeNull();
});

test('an object survives the form unchanged: ids, revision and nested children are kept', () => {
  const values = toFormValues(events.fields, stored);
  expect(values.date_start).toBe('2026-06-12T19:30');
  expect((values.seat_groups as { capacity: unknown }[])[0]?.capacity).toBe('80');
  expect(toApiBody(events.fields, values)).toEqual(stored);
});

test('a new object starts with every described field empty', () => {
  const values = emptyValues(events.fields);
  expect(values).toMatchObject({ title_de: '', room_id: null, person_ids: [], seat_groups: [], timeslots: [], is_online: false });
  expect(toApiBody(events.fields, values)).toMatchObject({ date_start: null, seat_groups: [] });
});

test('a new object also carries the required keys the form does not edit, empty', () => {
  expect(newObject(events)).toMatchObject({ tag_ids: [], genre_id: null, exhibition_type_id: null, image: null, title_de: '', seat_groups: [] });
});

test('an amount is typed with a comma or a point and sent with a point and two decimals', () => {
  expect(['14,50', '14.50', '14,5', '14', ' 7,05 '].map(toMoneyValue)).toEqual(['14.50', '14.50', '14.50', '14.00', '7.05']);
  expect(isMoneyInput('14,505')).toBe(false);
  expect(isMoneyInput('vierzehn')).toBe(false);
  expect(toMoneyValue('vierzehn')).toBe('vierzehn');
  const values = toFormValues(events.fields, stored);
  (values.seat_groups as Array<{ prices: Array<{ amount: string }> }>)[0]!.prices[0]!.amount = '14,50';
  expect((toApiBody(events.fields, values).seat_groups as Array<{ prices: Array<{ amount: string }> }>)[0]!.prices[0]!.amount).toBe('14.50');
});

test('a date-time input reads without any other module having set up a date library, and refuses what is not a date-time', () => {
  expect(fromBerlinInput('2026-03-29T03:30')).toBe('2026-03-29T01:30:00.000Z');
  expect(fromBerlinInput('2026-10-25T12:00:00')).toBe('2026-10-25T11:00:00.000Z');
  expect(fromBerlinInput('morgen')).toBeNull();
  expect(fromBerlinInput('2026-13-45T10:00')).toBeNull();
  expect(fromBerlinInput('2026-02-30T10:00')).toBeNull();
  expect(toBerlinInput('kein Datum')).toBe('');
});
