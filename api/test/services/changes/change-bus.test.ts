import { InProcessChangeBus } from '../../../src/services/changes/change-bus';

function bus() {
  const errors: object[] = [];
  return { bus: new InProcessChangeBus({ error: (details) => { errors.push(details); } }), errors };
}

test('publishing waits until every subscriber of the topic has finished', async () => {
  const { bus: changes } = bus();
  const seen: string[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => { release = resolve; });
  changes.subscribe('content', async (change) => { await gate; seen.push(`slow ${change.ids.join()}`); });
  changes.subscribe('content', (change) => { seen.push(`quick ${change.entity}`); });
  changes.subscribe('programme', () => { seen.push('programme'); });
  let published = false;
  const publishing = changes.publish('content', { entity: 'page', ids: [9] }).then(() => { published = true; });
  await Promise.resolve();
  expect(published).toBe(false);
  release();
  await publishing;
  expect(seen).toEqual(['quick page', 'slow 9']);
});

test('an ended subscription hears nothing more', async () => {
  const { bus: changes } = bus();
  const heard: number[][] = [];
  const end = changes.subscribe('availability', (change) => { heard.push(change.eventIds); });
  await changes.publish('availability', { eventIds: [1] });
  end();
  await changes.publish('availability', { eventIds: [2] });
  expect(heard).toEqual([[1]]);
});

test('a failing subscriber is logged and does not keep the others from hearing, nor fail the publisher', async () => {
  const { bus: changes, errors } = bus();
  const heard: string[] = [];
  changes.subscribe('settings', () => { throw new Error('cache gone'); });
  changes.subscribe('settings', () => { heard.push('second'); });
  await expect(changes.publish('settings', {})).resolves.toBeUndefined();
  expect(heard).toEqual(['second']);
  expect(errors).toEqual([expect.objectContaining({ topic: 'settings', err: expect.objectContaining({ message: 'cache gone' }) })]);
});

test('after close nothing is delivered', async () => {
  const { bus: changes } = bus();
  const heard: string[] = [];
  changes.subscribe('search', () => { heard.push('search'); });
  await changes.close();
  await changes.publish('search', { documents: [{ kind: 'page', id: 1 }] });
  expect(heard).toEqual([]);
});
