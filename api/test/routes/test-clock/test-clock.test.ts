import { createTestApp, useTestApp } from '../../helpers/test-app';
import { createTicketedEvent } from '../shop/shop-fixtures';

const CSRF = 'clock-test-csrf-token-0123456789';
const T0 = new Date('2030-01-10T12:00:00.000Z');
const t = useTestApp({ now: T0, configOverrides: { testClock: true } });

function setClock(now: string, remoteAddress = '127.0.0.1') {
  return t.app.inject({
    method: 'PUT', url: '/api/test-clock/', payload: { now }, remoteAddress,
    cookies: { csrftoken: CSRF }, headers: { 'x-csrftoken': CSRF },
  });
}

test('with TEST_CLOCK=1 a client on this machine sets the clock, and availability follows at once', async () => {
  const event = await createTicketedEvent(t.db, { capacities: [50], dateStart: '2030-03-01T19:00:00.000Z' });
  const availability = async () => (await t.app.inject({ url: `/de/api/events/?date=01-03-2030` })).json()
    .results[0].events.find((card: { id: number }) => card.id === event.eventId).availability;
  expect(await availability()).toBe('available');
  const set = await setClock('2030-03-01T19:01:00.000Z');
  expect(set.statusCode).toBe(200);
  expect(set.json()).toEqual({ now: '2030-03-01T19:01:00.000Z' });
  expect(t.app.clock().toISOString()).toBe('2030-03-01T19:01:00.000Z');
  // the cached list counts again after the clock moved, without waiting for its reuse to run out
  expect(await availability()).toBe('sales_closed');
});

test('another address may not move the clock', async () => {
  const refused = await setClock('2031-01-01T00:00:00.000Z', '203.0.113.9');
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toEqual({ detail: 'The clock is moved from this machine only.' });
});

test('without TEST_CLOCK the route does not exist', async () => {
  const plain = await createTestApp({ seed: false, now: T0 });
  try {
    const res = await plain.app.inject({
      method: 'PUT', url: '/api/test-clock/', payload: { now: '2031-01-01T00:00:00.000Z' },
      cookies: { csrftoken: CSRF }, headers: { 'x-csrftoken': CSRF },
    });
    expect(res.statusCode).toBe(404);
    expect(plain.app.clock().toISOString()).toBe(T0.toISOString());
  } finally {
    await plain.close();
  }
});
