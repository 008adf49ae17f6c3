import { inOwnTask } from '../in-own-task';

test('the work runs in a later task, not in the one that asked for it (its microtasks included)', async () => {
  const order: string[] = [];
  inOwnTask(() => order.push('work'));
  await Promise.resolve();
  order.push('same task');
  await new Promise((resolve) => { setTimeout(resolve, 0); });
  await new Promise((resolve) => { setTimeout(resolve, 0); });
  expect(order).toEqual(['same task', 'work']);
});
