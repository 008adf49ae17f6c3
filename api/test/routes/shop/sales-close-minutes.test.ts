import { loadConfig } from '../../../src/config';
import { DEFAULT_SHOP_LIMITS } from '../../../src/services/shop/shop-limits';
import { useTestApp } from '../../helpers/test-app';
import { addToCart, createTicketedEvent } from './shop-fixtures';

const START = '2030-02-04T19:00:00.000Z';
const minutesToStart = (n: number) => new Date(Date.parse(START) - n * 60_000);
const t = useTestApp({
  now: minutesToStart(31),
  configOverrides: { shopLimits: { ...DEFAULT_SHOP_LIMITS, salesCloseMinutes: 30, newCartsPerAddress: 0, cartActionsPerAddress: 0 } },
});

test('SHOP_SALES_CLOSE_MINUTES is read as whole minutes, 0 by default', () => {
  expect(loadConfig({ SHOP_SALES_CLOSE_MINUTES: '30' }).shopLimits.salesCloseMinutes).toBe(30);
  expect(loadConfig({}).shopLimits.salesCloseMinutes).toBe(0);
  expect(() => loadConfig({ SHOP_SALES_CLOSE_MINUTES: '-5' })).toThrow('expected a whole number of at least 0, got "-5"');
});

test('sales close that many minutes before the start, in the answers and the actions alike', async () => {
  const event = await createTicketedEvent(t.db, { capacities: [100], dateStart: START });
  const body = { event_jet_id: event.jet, sale_type_ids: [1], quantities: [1] };
  const availability = async () => (await t.app.inject({ url: `/api/shop-events/${event.jet}/` })).json().availability;
  expect((await addToCart(t.app, body)).res.statusCode).toBe(200);
  expect(await availability()).toBe('available');
  t.setNow(minutesToStart(30));
  expect((await addToCart(t.app, body)).res.json().response_code).toBe(-217);
  expect(await availability()).toBe('sales_closed');
});
