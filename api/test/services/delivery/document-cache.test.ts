import { InProcessChangeBus } from '../../../src/services/changes/change-bus';
import { DocumentCache } from '../../../src/services/delivery/document-cache';

function setup(ttlMs = 1000) {
  const changes = new InProcessChangeBus({ error: () => undefined });
  let now = 0;
  const cache = new DocumentCache(changes, () => now, { ttlMs, maxEntries: 2 });
  let renders = 0;
  const render = (nonce: string, text = 'page') => async () => {
    renders += 1;
    return { status: 200 as const, html: `<script nonce="${nonce}"></script>${text} ${renders}` };
  };
  return { changes, cache, render, renders: () => renders, advance: (ms: number) => { now += ms; } };
}

test('a kept document is answered with the nonce of the answer that asks for it', async () => {
  const { cache, render, renders } = setup();
  await cache.get('de /de', 'first', render('first'));
  const again = await cache.get('de /de', 'second', render('second'));
  expect(again).toEqual({ status: 200, html: '<script nonce="second"></script>page 1' });
  expect(renders()).toBe(1);
});

test('a document is rendered again once it is older than the time it may be kept', async () => {
  const { cache, render, renders, advance } = setup(1000);
  await cache.get('de /de', 'a', render('a'));
  advance(999);
  await cache.get('de /de', 'b', render('b'));
  expect(renders()).toBe(1);
  advance(1);
  expect((await cache.get('de /de', 'c', render('c')))?.html).toContain('page 2');
});

test.each(['programme', 'content', 'availability'] as const)('a %s change empties the cache', async (topic) => {
  const { cache, changes, render, renders } = setup();
  await cache.get('de /de', 'a', render('a'));
  await changes.publish(topic, topic === 'availability' ? { eventIds: [1] } : { entity: 'event', ids: [1] });
  await cache.get('de /de', 'b', render('b'));
  expect(renders()).toBe(2);
});

test('a settings change empties the cache', async () => {
  const { cache, changes, render, renders } = setup();
  await cache.get('de /de', 'a', render('a'));
  await changes.publish('settings', {});
  await cache.get('de /de', 'b', render('b'));
  expect(renders()).toBe(2);
});

test('a document rendered while a change happened is answered but not kept', async () => {
  const { cache, changes, renders } = setup();
  let finish: () => void = () => undefined;
  const slow = () => new Promise<{ status: 200; html: string }>((resolve) => {
    finish = () => resolve({ status: 200, html: 'old' });
  });
  const asked = cache.get('de /de', 'n', slow);
  await changes.publish('content', { entity: 'page', ids: [2] });
  finish();
  expect((await asked)?.html).toBe('old');
  let rendered = false;
  await cache.get('de /de', 'n', async () => { rendered = true; return { status: 200, html: 'new' }; });
  expect(rendered).toBe(true);
  expect(renders()).toBe(0);
});

test('requests for one key that arrive together share one render', async () => {
  const { cache, render, renders } = setup();
  const answers = await Promise.all(['nonce-1', 'nonce-2', 'nonce-3'].map((nonce) => cache.get('de /de', nonce, render(nonce))));
  expect(renders()).toBe(1);
  expect(answers.map((answer) => answer?.html)).toEqual(['nonce-1', 'nonce-2', 'nonce-3'].map((nonce) => `<script nonce="${nonce}"></script>page 1`));
});

test('what the renderer declines is not kept, and the oldest entry goes when the cache is full', async () => {
  const { cache, render, renders } = setup();
  expect(await cache.get('de /redirect', 'n', async () => null)).toBeNull();
  await cache.get('k1', 'n', render('n'));
  await cache.get('k2', 'n', render('n'));
  await cache.get('k3', 'n', render('n'));
  expect(renders()).toBe(3);
  await cache.get('k1', 'n', render('n'));
  expect(renders()).toBe(4);
  await cache.get('k3', 'n', render('n'));
  expect(renders()).toBe(4);
});
