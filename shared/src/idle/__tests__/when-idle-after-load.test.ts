import { whenIdleAfterLoad } from '../when-idle-after-load';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('the work runs once the delay after the load has passed, not before', () => {
  const work = jest.fn();
  whenIdleAfterLoad(work, { delayMs: 3000, timeoutMs: 2000 });
  jest.advanceTimersByTime(2999);
  expect(work).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(work).toHaveBeenCalledTimes(1);
});

test('a page still loading waits for its load event', () => {
  const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  const work = jest.fn();
  whenIdleAfterLoad(work, { timeoutMs: 2000 });
  jest.runAllTimers();
  expect(work).not.toHaveBeenCalled();
  readyState.mockRestore();
  window.dispatchEvent(new Event('load'));
  jest.runAllTimers();
  expect(work).toHaveBeenCalledTimes(1);
});

test('cancelled, the work never runs', () => {
  const work = jest.fn();
  const cancel = whenIdleAfterLoad(work, { delayMs: 10, timeoutMs: 2000 });
  cancel();
  jest.runAllTimers();
  expect(work).not.toHaveBeenCalled();
});
