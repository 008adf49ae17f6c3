import { registerServiceWorker } from '../register-service-worker';
import { useFavoritesStore } from '@festival/shared/stores/favorites-store';

const originalEnv = process.env.NODE_ENV;

function fakeServiceWorker(register: jest.Mock) {
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
}

afterEach(() => {
  process.env.NODE_ENV = originalEnv;
  Reflect.deleteProperty(navigator, 'serviceWorker');
  jest.restoreAllMocks();
});

test('a production build registers /sw.js for the whole site once the page has loaded, in a task of its own', async () => {
  process.env.NODE_ENV = 'production';
  const register = jest.fn().mockResolvedValue({});
  fakeServiceWorker(register);
  registerServiceWorker();
  // jsdom's document is complete already: registration does not wait for another load event,
  // only for the task that started the app to end.
  expect(register).not.toHaveBeenCalled();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
});

test('a failed registration only warns', async () => {
  process.env.NODE_ENV = 'production';
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  fakeServiceWorker(jest.fn().mockRejectedValue(new Error('insecure')));
  registerServiceWorker();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(warn).toHaveBeenCalledWith('service worker', expect.any(Error));
});

test('other builds register nothing', () => {
  process.env.NODE_ENV = 'test';
  const register = jest.fn();
  fakeServiceWorker(register);
  registerServiceWorker();
  expect(register).not.toHaveBeenCalled();
});

test('a first visit\'s page and files, loaded before the worker ran, and each new favourite\'s page are handed to it to keep', async () => {
  process.env.NODE_ENV = 'production';
  const postMessage = jest.fn();
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { register: jest.fn().mockResolvedValue({}), controller: null, ready: Promise.resolve({ active: { postMessage } }) },
    configurable: true,
  });
  const loaded = 'http://localhost/remotes/mf_programme/remoteEntry.js';
  // jsdom keeps no resource timing: the browser's list of what the page fetched
  Object.defineProperty(performance, 'getEntriesByType', { value: () => [{ name: loaded }], configurable: true });
  registerServiceWorker();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await Promise.resolve();
  expect(postMessage).toHaveBeenCalledWith({ type: 'keep-pages', urls: [window.location.href] });
  expect(postMessage).toHaveBeenCalledWith({ type: 'CACHE_URLS', payload: { urlsToCache: [loaded] } });
  postMessage.mockClear();
  useFavoritesStore.getState().toggle({ id: 'event-7', title: 'Lesung', url: 'http://localhost/de/programm/lesung/7' });
  await Promise.resolve();
  expect(postMessage).toHaveBeenCalledWith({ type: 'keep-pages', urls: ['http://localhost/de/programm/lesung/7'] });
  Reflect.deleteProperty(performance, 'getEntriesByType');
});
