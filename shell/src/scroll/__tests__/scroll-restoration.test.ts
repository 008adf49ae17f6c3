import { releaseScrollPosition, startScrollRestoration } from '../scroll-restoration';

/** The page as the browser lays it out: how tall it is and where it is scrolled to. */
let pageHeight = 800;
let scrolledTo = 0;
let resized: () => void = () => undefined;
const frames: FrameRequestCallback[] = [];

beforeAll(() => {
  Object.defineProperty(window.history, 'scrollRestoration', { configurable: true, writable: true, value: 'auto' });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => pageHeight });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrolledTo });
  window.scrollTo = ((_x: number, y: number) => {
    scrolledTo = Math.min(y, pageHeight - 800);
  }) as typeof window.scrollTo;
  window.requestAnimationFrame = (callback) => frames.push(callback);
  window.ResizeObserver = class {
    constructor(callback: () => void) {
      resized = callback;
    }
    observe() {}
    disconnect() {
      resized = () => undefined;
    }
  } as unknown as typeof ResizeObserver;
  startScrollRestoration();
});

afterEach(() => releaseScrollPosition());

/** The visitor scrolls the page of the current history entry. */
function scrollBy(y: number) {
  scrolledTo = y;
  window.dispatchEvent(new Event('scroll'));
}

/** Back or Forward to the entry with this key: the router's page replaces the old one. */
function popTo(key: string, newPageHeight: number) {
  window.history.replaceState({ key }, '');
  window.dispatchEvent(new PopStateEvent('popstate'));
  pageHeight = newPageHeight;
  scrolledTo = Math.min(scrolledTo, Math.max(0, pageHeight - 800));
  window.dispatchEvent(new Event('scroll'));
  frames.splice(0).forEach((frame) => frame(0));
}

function open(key: string) {
  window.history.pushState({ key }, '');
}

test('the browser does not restore on its own', () => {
  expect(window.history.scrollRestoration).toBe('manual');
});

test('Back waits until the page is tall enough, then returns to where the visitor was', () => {
  window.history.replaceState({ key: 'list' }, '');
  pageHeight = 5000;
  scrollBy(2500);
  open('event');
  scrollBy(0);
  popTo('list', 1200);
  expect(scrolledTo).toBe(0);
  pageHeight = 4000;
  resized();
  expect(scrolledTo).toBe(2500);
});

test('while the page settles the position is held; once the visitor scrolls it is theirs again', () => {
  window.history.replaceState({ key: 'list' }, '');
  pageHeight = 5000;
  scrollBy(1800);
  open('event');
  popTo('list', 5000);
  expect(scrolledTo).toBe(1800);
  // Content above grows and the browser keeps what was in view: the position is held.
  scrolledTo = 1900;
  resized();
  expect(scrolledTo).toBe(1800);
  window.dispatchEvent(new Event('wheel'));
  scrollBy(1200);
  resized();
  expect(scrolledTo).toBe(1200);
  // And the new position is what Back returns to next time.
  open('other');
  popTo('list', 5000);
  expect(scrolledTo).toBe(1200);
});

test('an entry never scrolled returns to the top', () => {
  window.history.replaceState({ key: 'top' }, '');
  open('next');
  scrollBy(900);
  popTo('top', 3000);
  expect(scrolledTo).toBe(0);
});
