import { useTestApp } from '../../helpers/test-app';
import { addToCart, createTicketedEvent } from './shop-fixtures';

const T0 = new Date('2030-01-10T12:00:00.000Z');
const minutes = (n: number) => new Date(T0.getTime() + n * 60000);
const t = useTestApp({ now: T0 });

beforeEach(() => t.setNow(T0));

async function programmeAvailability(eventId: number): Promise<string> {
  const res = await t.app.inject({ url: `/de/api/events/${eventId}/` });
  expect(res.statusCode).toBe(200);
  return res.json().availability;
}

test('live holds count against the programme availability of an event, expired ones do not', async () => {
  const event = await createTicketedEvent(t.db, { capacities: [30] });
  expect(await programmeAvailability(event.eventId)).toBe('available');
  const mine = await addToCart(t.app, { event_jet_id: event.jet, sale_type_ids: [1], quantities: [15] });
  expect(mine.res.statusCode).toBe(200);
  expect(await programmeAvailability(event.eventId)).toBe('limited');
  await addToCart(t.app, { event_jet_id: event.jet, sale_type_ids: [1], quantities: [15] });
  expect(await programmeAvailability(event.eventId)).toBe('sold_out');
  t.setNow(minutes(15));
  expect(await programmeAvailability(event.eventId)).toBe('available');
});

test('the cached programme list shows a new hold on its very next answer', async () => {
  const event = await createTicketedEvent(t.db, { capacities: [30], dateStart: '2030-07-01T18:00:00.000Z' });
  const listed = async () => {
    const res = await t.app.inject({ url: '/de/api/events/?date=01-07-2030&page_size=50' });
    expect(res.statusCode).toBe(200);
    const cards = res.json().results.flatMap((day: { events: { id: number; availability: string }[] }) => day.events);
    return cards.find((card: { id: number }) => card.id === event.eventId)?.availability;
  };
  expect(await listed()).toBe('available');
  await addToCart(t.app, { event_jet_id: event.jet, sale_type_ids: [1], quantities: [15] });
  expect(await listed()).toBe('limited');
});
