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

test('the event detail counts its seat groups, time slots and availability from one count: all held is sold out everywhere', async () => {
  const event = await createTicketedEvent(t.db, { capacities: [10, 5], slotCapacities: [12, 20] });
  const detail = async () => (await t.app.inject({ url: `/de/api/events/${event.eventId}/` })).json();
  const before = await detail();
  expect(before.ticket_limits).toEqual({ per_price: 20, per_event: 30 });
  expect(before.seat_groups.map((group: { free_seats: number; status: string }) => [group.free_seats, group.status])).toEqual([[10, '1'], [5, '1']]);
  await addToCart(t.app, { event_jet_id: event.jet, seat_group: event.seatGroupIds[0], block_id: event.blockIds[0], sale_type_ids: [1], quantities: [10] });
  const half = await detail();
  expect(half.seat_groups.map((group: { free_seats: number; status: string }) => [group.free_seats, group.status])).toEqual([[0, '0'], [5, '1']]);
  expect(half.seat_groups[1].timeslots.map((slot: { free_seats: number; status: string }) => [slot.free_seats, slot.status])).toEqual([[2, '1'], [20, '1']]);
  await addToCart(t.app, { event_jet_id: event.jet, seat_group: event.seatGroupIds[1], block_id: event.blockIds[0], sale_type_ids: [1], quantities: [2] });
  await addToCart(t.app, { event_jet_id: event.jet, seat_group: event.seatGroupIds[1], block_id: event.blockIds[1], sale_type_ids: [1], quantities: [3] });
  const soldOut = await detail();
  expect(soldOut.availability).toBe('sold_out');
  expect(soldOut.seat_groups.every((group: { status: string; free_seats: number }) => group.status === '0' && group.free_seats === 0)).toBe(true);
  expect(await programmeAvailability(event.eventId)).toBe('sold_out');
});
