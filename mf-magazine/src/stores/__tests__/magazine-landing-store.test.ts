import { article } from '../../testing/fixtures';
import { createMagazineLandingStore } from '../magazine-landing-store';

test('spec §8: a failed category load gives an empty list; a failed teaser none', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const store = createMagazineLandingStore();
  await store.getState().loadCategories(async () => [{ id: 1, name: 'Essays', style_name: 'teal', slug: 'essays' }]);
  expect(store.getState().category).toHaveLength(1);
  await store.getState().loadCategories(async () => { throw new Error('offline'); });
  expect(store.getState().category).toEqual([]);
  await store.getState().loadTeaser(async () => article(1, 'Titel'));
  expect(store.getState().teaser?.title).toBe('Titel');
  await store.getState().loadTeaser(async () => { throw new Error('offline'); });
  expect(store.getState().teaser).toBeNull();
});
