import { afterNextPaint } from '../after-next-paint';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('the work runs in a task after the next frame, not inside it', () => {
  const work = jest.fn();
  const inFrame = jest.fn(() => expect(work).not.toHaveBeenCalled());
  afterNextPaint(work);
  requestAnimationFrame(inFrame);
  expect(work).not.toHaveBeenCalled();
  jest.advanceTimersToNextFrame();
  expect(inFrame).toHaveBeenCalled();
  expect(work).not.toHaveBeenCalled();
  jest.runOnlyPendingTimers();
  expect(work).toHaveBeenCalledTimes(1);
});

test('a cancel before or after the frame keeps the work from running', () => {
  const beforeFrame = jest.fn();
  const afterFrame = jest.fn();
  afterNextPaint(beforeFrame)();
  const cancel = afterNextPaint(afterFrame);
  jest.advanceTimersToNextFrame();
  cancel();
  jest.runAllTimers();
  expect(beforeFrame).not.toHaveBeenCalled();
  expect(afterFrame).not.toHaveBeenCalled();
});
