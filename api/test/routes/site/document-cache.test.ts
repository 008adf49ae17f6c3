import zlib from 'node:zlib';
import { adminPaths } from '@festival/shared/api-schemas/admin';
import { call, signedIn, type Account } from '../../helpers/editor-session';
import { DocumentService } from '../../../src/documents/document-service';
import { useWorkspaceTestApp } from '../../helpers/fake-workspace';
import { addToCart, createTicketedEvent } from '../shop/shop-fixtures';
import { testNow } from '../../helpers/test-clock';

// A built-looking workspace, so documents are rendered from the shell's template.
const t = useWorkspaceTestApp();
let editor: Account;
let visitor: Account;
beforeAll(async () => {
  editor = await signedIn(t.db, 'programm', 'editor');
  visitor = await signedIn(t.db, 'gast', 'visitor');
});

const anonymous = async (url: string) => (await t.app.inject({ url })).body;
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/**
 * Stops an event's sales behind the app's back: no write path, so no change is announced. Seats
 * are counted on every render, so only the document cache stands between it and a page.
 */
const stopSalesQuietly = (id: number) => t.db.kysely.updateTable('seat_groups').set({ is_available: 0 }).where('event_id', '=', id).execute();
/** The first offer's availability in the document's structured data (schema.org). */
const offerOf = (html: string) => /"availability":"https:\/\/schema.org\/(\w+)"/.exec(html)?.[1];

test('an anonymous document is answered from the cache; a signed-in visitor always gets it rendered', async () => {
  const { eventId } = await createTicketedEvent(t.db, { capacities: [10] });
  const url = `/de/programm/test-event-${eventId}/${eventId}`;
  expect(offerOf(await anonymous(url))).toBe('LimitedAvailability');
  await stopSalesQuietly(eventId);
  expect(offerOf(await anonymous(url))).toBe('LimitedAvailability');
  expect(offerOf((await call(t.app, 'GET', url, { session: visitor.session })).body)).toBe('SoldOut');
});

test('a kept document goes out compressed as the browser asks, the same bytes each time, with the same policy', async () => {
  const { eventId } = await createTicketedEvent(t.db, { capacities: [10] });
  const url = `/de/programm/test-event-${eventId}/${eventId}`;
  const plain = await t.app.inject({ url });
  expect(plain.headers['content-encoding']).toBeUndefined();
  const asked = (encoding: string) => t.app.inject({ url, headers: { 'accept-encoding': encoding } });
  const [br, again, gzip] = [await asked('gzip, deflate, br'), await asked('br'), await asked('gzip')];
  expect(br.headers['content-encoding']).toBe('br');
  expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
  expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
  for (const res of [br, gzip]) {
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(res.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
  }
});

test('a changed event is in the next document', async () => {
  const { eventId } = await createTicketedEvent(t.db, { capacities: [10] });
  const url = `/de/programm/test-event-${eventId}/${eventId}`;
  await anonymous(url);
  const stored = (await call(t.app, 'GET', adminPaths.item('events', eventId), { session: editor.session })).json() as { revision: number };
  const renamed = await call(t.app, 'PATCH', adminPaths.item('events', eventId), { session: editor.session, payload: { title_de: 'Amselabend', revision: stored.revision } });
  expect(renamed.statusCode).toBe(200);
  expect(titleOf(await anonymous(url))).toContain('Amselabend');
});

test('seats taken are in the next document: a hold empties the cache', async () => {
  const { eventId, jet, seatGroupIds } = await createTicketedEvent(t.db, { capacities: [10] });
  const url = `/de/programm/test-event-${eventId}/${eventId}`;
  expect(offerOf(await anonymous(url))).toBe('LimitedAvailability');
  const held = await addToCart(t.app, { event_jet_id: jet, seat_group: seatGroupIds[0], sale_type_ids: [1], quantities: [10] });
  expect(held.res.statusCode).toBe(200);
  expect(offerOf(await anonymous(url))).toBe('SoldOut');
});

test('a kept document is rendered again once it is a second old, as holds run out without a write', async () => {
  const { eventId } = await createTicketedEvent(t.db, { capacities: [10] });
  const url = `/de/programm/test-event-${eventId}/${eventId}`;
  const now = testNow();
  t.setNow(now);
  await anonymous(url);
  await stopSalesQuietly(eventId);
  t.setNow(new Date(now.getTime() + 999));
  expect(offerOf(await anonymous(url))).toBe('LimitedAvailability');
  t.setNow(new Date(now.getTime() + 1000));
  expect(offerOf(await anonymous(url))).toBe('SoldOut');
});

test('parameters no page reads do not make documents of their own: the page is rendered once, as without them', async () => {
  const renders = jest.spyOn(DocumentService.prototype, 'answer');
  try {
    const plain = await anonymous('/de/programm');
    const busted = ['/de/programm?utm_source=news&utm_medium=mail', '/de/programm?fbclid=abc', '/de/programm?x=1', '/de/programm?x=2&utm_campaign=herbst'];
    for (const url of busted) expect(await anonymous(url)).toBe(plain);
    expect(renders).toHaveBeenCalledTimes(1);
  } finally {
    renders.mockRestore();
  }
});

test('the parameters a route reads keep their own documents, whatever else is asked for beside them and in which order', async () => {
  const renders = jest.spyOn(DocumentService.prototype, 'answer');
  try {
    await anonymous('/de/programm?date=05-12-2026');
    await anonymous('/de/programm?date=06-12-2026');
    expect(renders).toHaveBeenCalledTimes(2);
    await anonymous('/de/programm?utm_source=news&date=05-12-2026');
    await anonymous('/de/programm?type=1&date=06-12-2026');
    await anonymous('/de/programm?date=06-12-2026&x=9&type=1');
    expect(renders).toHaveBeenCalledTimes(3);
  } finally {
    renders.mockRestore();
  }
});
