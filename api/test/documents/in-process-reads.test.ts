import { InProcessReads } from '../../src/documents/render/in-process-reads';
import { useTestApp } from '../helpers/test-app';
import { testNow } from '../helpers/test-clock';

const t = useTestApp();
const GENRES = '/de/api/genres/';

let calls: jest.SpyInstance;
beforeEach(() => {
  t.setNow(testNow());
  calls = jest.spyOn(t.app, 'inject');
});
afterEach(() => calls.mockRestore());

test('an answer is read once and shared while a document would be kept', async () => {
  const reads = new InProcessReads(t.app);
  const first = await reads.get(GENRES);
  const [second, third] = await Promise.all([reads.get(GENRES), reads.get(GENRES)]);
  expect(first.status).toBe(200);
  expect(JSON.parse(first.body.toString('utf8'))).toEqual(expect.arrayContaining([expect.objectContaining({ name: expect.any(String) })]));
  expect(second).toBe(first);
  expect(third).toBe(first);
  expect(calls).toHaveBeenCalledTimes(1);
});

test('it is read again once a document would be rendered again: after its time, or after any change', async () => {
  const reads = new InProcessReads(t.app);
  await reads.get(GENRES);
  t.setNow(new Date(testNow().getTime() + t.app.config.documentCacheMs + 1));
  await reads.get(GENRES);
  expect(calls).toHaveBeenCalledTimes(2);
  await t.app.changes.publish('availability', { eventIds: [] });
  await reads.get(GENRES);
  expect(calls).toHaveBeenCalledTimes(3);
});

test('an answer other than 200 is never kept', async () => {
  const reads = new InProcessReads(t.app);
  const missing = await reads.get('/de/api/events/999999/');
  expect(missing.status).toBe(404);
  await reads.get('/de/api/events/999999/');
  expect(calls).toHaveBeenCalledTimes(2);
});
