import { registerServiceWorker } from '../register-service-worker';

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
