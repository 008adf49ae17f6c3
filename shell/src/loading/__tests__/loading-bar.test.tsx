import { act, render } from '@testing-library/react';
import { useLoadingStore } from '@festival/shared/stores/loading-store';
import { LOADING_HIDE_MS, LOADING_THROTTLE_MS, LoadingBar } from '../loading-bar';

beforeEach(() => {
  jest.useFakeTimers();
  useLoadingStore.setState({ pending: 0 });
});
afterEach(() => jest.useRealTimers());

const bar = (container: HTMLElement) => container.querySelector('.sh-loading-bar');

test('a short load never shows the bar', () => {
  const { container } = render(<LoadingBar />);
  act(() => useLoadingStore.getState().begin());
  act(() => jest.advanceTimersByTime(LOADING_THROTTLE_MS - 1));
  act(() => useLoadingStore.getState().end());
  act(() => jest.advanceTimersByTime(LOADING_HIDE_MS + LOADING_THROTTLE_MS));
  expect(bar(container)).toBeNull();
});

test('a longer load shows the bar after 200 ms; it completes and hides 500 ms after the end', () => {
  const { container } = render(<LoadingBar />);
  act(() => useLoadingStore.getState().begin());
  act(() => jest.advanceTimersByTime(LOADING_THROTTLE_MS));
  expect(bar(container)).toHaveClass('sh-loading-bar--running');

  act(() => useLoadingStore.getState().end());
  expect(bar(container)).toHaveClass('sh-loading-bar--finishing');
  act(() => jest.advanceTimersByTime(LOADING_HIDE_MS - 1));
  expect(bar(container)).not.toBeNull();
  act(() => jest.advanceTimersByTime(1));
  expect(bar(container)).toBeNull();
});
