import zlib from 'node:zlib';
import { InProcessChangeBus } from '../../src/services/changes/change-bus';
import { DocumentCache } from '../../src/documents/cache/document-cache';

function setup(ttlMs = 1000) {
  const changes = new InProcessChangeBus({ error: () => undefined });
  let now = 0;
  const cache = new DocumentCache(changes, () => now, { ttlMs, maxEntries: 2 });
  let renders = 0;
  const render = (text = 'page') => async () => {
    renders += 1;
    return { status: 200 as const, html: `<p>${text} ${renders}</p>` };
  };
  return { changes, cache, render, renders: () => renders, advance: (ms: number) => { now += ms; } };
}

test('a kept document is answered again without rendering, as text and as bytes', async () => {
  const { cache, render, renders } = setup();
  await cache.get('de /de', render());
  const again = await cache.get('de /de', render());
  expect(again).toMatchObject({ status: 200, html: '<p>page 1</p>' });
  expect(again?.bytes.toString('utf8')).toBe('<p>page 1</p>');
  expect(renders()).toBe(1);
});

test('each encoding is made once and decodes to the document', async () => {
  const { cache, render } = setup();
  const kept = (await cache.get('de /de', render('Übersicht')))!;
  const br = await kept.encoding('br');
  expect(await kept.encoding('br')).toBe(br);
  expect(zlib.brotliDecompressSync(br).toString('utf8')).toBe('<p>Übersicht 1</p>');
  expect(zlib.gunzipSync(await kept.encoding('gzip')).toString('utf8')).toBe('<p>Übersicht 1</p>');
});

test('a document is rendered again once it is older than the time it may be kept', async () => {
  const { cache, render, renders, advance } = setup(1000);
  await cache.get('de /de', render());
  advance(999);
  await cache.get('de /de', render());
  expect(renders()).toBe(1);
  advance(1);
  expect((await cache.get('de /de', render()))?.html).toContain('page 2');
});

test.each(['programme', 'content', 'availability'] as const)('a %s change empties the cache', async (topic) => {
  const { cache, changes, render, renders } = setup();
  await cache.get('de /de', render());
  await changes.publish(topic, topic === 'availability' ? { eventIds: [1] } : { entity: 'event', ids: [1] });
  await cache.get('de /de', render());
  expect(renders()).toBe(2);
});

test('a settings change empties the cache', async () => {
  const { cache, changes, render, renders } = setup();
  await cache.get('de /de', render());
  await changes.publish('settings', {});
  await cache.get('de /de', render());
  expect(renders()).toBe(2);
});

test('a document rendered while a change happened is answered but not kept', async () => {
  const { cache, changes, renders } = setup();
  let finish: () => void = () => undefined;
  const slow = () => new Promise<{ status: 200; html: string }>((resolve) => {
    finish = () => resolve({ status: 200, html: 'old' });
  });
  const asked = cache.get('de /de', slow);
  await changes.publish('content', { entity: 'page', ids: [2] });
  finish();
  expect((await asked)?.html).toBe('old');
  let rendered = false;
  await cache.get('de /de', async () => { rendered = true; return { status: 200, html: 'new' }; });
  expect(rendered).toBe(true);
  expect(renders()).toBe(0);
});

test('requests for one key that arrive together share one render', async () => {
  const { cache, render, renders } = setup();
  const answers = await Promise.all([1, 2, 3].map(() => cache.get('de /de', render())));
  expect(renders()).toBe(1);
  expect(answers.map((answer) => answer?.html)).toEqual(['<p>page 1</p>', '<p>page 1</p>', '<p>page 1</p>']);
});

test('what the renderer declines is not kept, and the oldest entry goes when the cache is full', async () => {
  const { cache, render, renders } = setup();
  expect(await cache.get('de /redirect', async () => null)).toBeNull();
  await cache.get('k1', render());
  await cache.get('k2', render());
  await cache.get('k3', render());
  expect(renders()).toBe(3);
  await cache.get('k1', render());
  expect(renders()).toBe(4);
  await cache.get('k3', render());
  expect(renders()).toBe(4);
});
