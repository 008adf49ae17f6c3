import { fireEvent, render } from '@testing-library/react';
import { HASH_SCROLL_OFFSET_PX, useHashScroll } from '../use-hash-scroll';

function Page({ hash, routeKey = 'a' }: { hash: string; routeKey?: string }) {
  useHashScroll(hash, routeKey);
  return (
    <div>
      <a href="#fragen">Zu den Fragen</a>
      <a href="/de/anderswo#fragen">Anderswo</a>
    </div>
  );
}

/** Adds the target element at a given position on the page (jsdom has no layout). */
function addTarget(id: string, top: number): HTMLElement {
  const element = document.createElement('section');
  element.id = id;
  element.getBoundingClientRect = () => ({ top, bottom: top + 100, left: 0, right: 0, width: 0, height: 100, x: 0, y: top, toJSON: () => ({}) });
  document.body.append(element);
  return element;
}

let scrollTo: jest.Mock;
let lookups: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers();
  scrollTo = jest.fn();
  window.scrollTo = scrollTo;
  Object.defineProperty(window, 'scrollY', { value: 200, configurable: true });
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: 5000, configurable: true });
  lookups = jest.spyOn(document, 'getElementById');
});

afterEach(() => {
  delete (window as Partial<typeof window>).ResizeObserver;
  jest.useRealTimers();
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

test('waits 1 s before the first look, then scrolls the target 130 px below the top', () => {
  addTarget('fragen', 900);
  render(<Page hash="#fragen" />);
  jest.advanceTimersByTime(999);
  expect(scrollTo).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(scrollTo).toHaveBeenCalledTimes(1);
  expect(scrollTo).toHaveBeenCalledWith({ top: 900 + 200 - HASH_SCROLL_OFFSET_PX, behavior: 'auto' });
  expect(HASH_SCROLL_OFFSET_PX).toBe(130);
});

test('retries every 250 ms until the element exists, then stops', () => {
  render(<Page hash="#spaet" />);
  jest.advanceTimersByTime(1000);
  expect(lookups).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(249);
  expect(lookups).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(1);
  expect(lookups).toHaveBeenCalledTimes(2);
  addTarget('spaet', 500);
  jest.advanceTimersByTime(250);
  expect(scrollTo).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(10_000);
  expect(lookups).toHaveBeenCalledTimes(3);
  expect(scrollTo).toHaveBeenCalledTimes(1);
});

test('gives up after 100 attempts', () => {
  render(<Page hash="#nie" />);
  jest.advanceTimersByTime(1000 + 99 * 250);
  expect(lookups).toHaveBeenCalledTimes(100);
  addTarget('nie', 300);
  jest.advanceTimersByTime(60_000);
  expect(lookups).toHaveBeenCalledTimes(100);
  expect(scrollTo).not.toHaveBeenCalled();
});

test('a route change with a hash starts over; no hash does nothing', () => {
  const { rerender } = render(<Page hash="" />);
  jest.advanceTimersByTime(5000);
  expect(lookups).not.toHaveBeenCalled();
  addTarget('neu', 700);
  rerender(<Page hash="#neu" routeKey="b" />);
  jest.advanceTimersByTime(1000);
  expect(scrollTo).toHaveBeenCalledWith({ top: 700 + 200 - 130, behavior: 'auto' });
});

test('an in-page hash link scrolls smoothly and updates the hash without navigating', () => {
  addTarget('fragen', 1200);
  const pushState = jest.spyOn(window.history, 'pushState');
  const { getByText } = render(<Page hash="" />);
  const click = fireEvent.click(getByText('Zu den Fragen'));
  expect(click).toBe(false);
  expect(scrollTo).toHaveBeenCalledWith({ top: 1200 + 200 - 130, behavior: 'smooth' });
  expect(pushState).toHaveBeenCalledWith(window.history.state, '', '#fragen');
  expect(window.location.hash).toBe('#fragen');
});

test('a hash link to another page is left to the browser and router', () => {
  addTarget('fragen', 1200);
  const { getByText } = render(<Page hash="" />);
  const link = getByText('Anderswo');
  link.addEventListener('click', (event) => event.preventDefault());
  fireEvent.click(link);
  expect(scrollTo).not.toHaveBeenCalled();
});

test('when content above grew during the scroll, it scrolls again once the scroll ends', () => {
  const target = addTarget('fragen', 1200);
  const { getByText } = render(<Page hash="" />);
  fireEvent.click(getByText('Zu den Fragen'));
  expect(scrollTo).toHaveBeenCalledTimes(1);
  target.getBoundingClientRect = () => ({ top: 400, bottom: 500, left: 0, right: 0, width: 0, height: 100, x: 0, y: 400, toJSON: () => ({}) });
  window.dispatchEvent(new Event('scrollend'));
  expect(scrollTo).toHaveBeenCalledTimes(2);
  expect(scrollTo).toHaveBeenLastCalledWith({ top: 400 + 200 - 130, behavior: 'smooth' });
});

test('no correction once the visitor scrolls by hand', () => {
  const target = addTarget('fragen', 1200);
  const { getByText } = render(<Page hash="" />);
  fireEvent.click(getByText('Zu den Fragen'));
  target.getBoundingClientRect = () => ({ top: 2000, bottom: 2100, left: 0, right: 0, width: 0, height: 100, x: 0, y: 2000, toJSON: () => ({}) });
  window.dispatchEvent(new Event('wheel'));
  window.dispatchEvent(new Event('scrollend'));
  expect(scrollTo).toHaveBeenCalledTimes(1);
});

/** jsdom has no ResizeObserver: this one reports a change of the page's height when told. */
function fakeResizeObserver() {
  const watching = new Set<() => void>();
  window.ResizeObserver = class {
    constructor(private readonly callback: () => void) {}
    observe() { watching.add(this.callback); }
    unobserve() {}
    disconnect() { watching.delete(this.callback); }
  } as unknown as typeof ResizeObserver;
  return { resize: () => [...watching].forEach((callback) => callback()), observers: () => watching.size };
}

const movedTo = (element: HTMLElement, top: number) => {
  element.getBoundingClientRect = () => ({ top, bottom: top + 100, left: 0, right: 0, width: 0, height: 100, x: 0, y: top, toJSON: () => ({}) });
};

test('when the page changes height after the scroll ended, however late, it scrolls again', () => {
  const { resize } = fakeResizeObserver();
  const target = addTarget('fragen', 1200);
  const { getByText } = render(<Page hash="" />);
  fireEvent.click(getByText('Zu den Fragen'));
  movedTo(target, HASH_SCROLL_OFFSET_PX);
  window.dispatchEvent(new Event('scrollend'));
  expect(scrollTo).toHaveBeenCalledTimes(1);
  // Much later, the header's top bar above the target disappears: the target moves up 53 px.
  jest.advanceTimersByTime(60_000);
  movedTo(target, HASH_SCROLL_OFFSET_PX - 53);
  resize();
  expect(scrollTo).toHaveBeenCalledTimes(2);
  expect(scrollTo).toHaveBeenLastCalledWith({ top: HASH_SCROLL_OFFSET_PX - 53 + 200 - 130, behavior: 'smooth' });
});

test('a route change ends the settling', () => {
  const { resize, observers } = fakeResizeObserver();
  const target = addTarget('fragen', 1200);
  const { getByText, rerender } = render(<Page hash="" />);
  fireEvent.click(getByText('Zu den Fragen'));
  expect(observers()).toBe(1);
  rerender(<Page hash="" routeKey="b" />);
  expect(observers()).toBe(0);
  movedTo(target, 700);
  resize();
  window.dispatchEvent(new Event('scrollend'));
  expect(scrollTo).toHaveBeenCalledTimes(1);
});
