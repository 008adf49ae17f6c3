import fs from 'node:fs';
import path from 'node:path';

/** Spec §1: without JavaScript, in an unsupported browser or when the page never starts, a German notice with a reload button. */

const template = fs.readFileSync(path.join(__dirname, '..', '..', 'index.html'), 'utf8').replace(/<%=[^%]*%>/g, '');
const body = /<body>([\s\S]*)<\/body>/.exec(template)?.[1] ?? '';
const script = /<script>([\s\S]*?)<\/script>/.exec(body)?.[1] ?? '';

function loadBody() {
  document.body.innerHTML = body;
  return document.getElementById('fallback-notice') as HTMLElement;
}

afterEach(() => {
  jest.useRealTimers();
  delete (window as { fetch?: unknown }).fetch;
});

test('the noscript notice is German, offers a reload button that needs no script, and comes before the page', () => {
  const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(body)?.[1] ?? '';
  expect(noscript).toContain('Diese Website braucht JavaScript.');
  document.body.innerHTML = noscript;
  const form = document.querySelector('form');
  expect(form?.getAttribute('method')).toBe('get');
  expect(form?.querySelector('button[type="submit"]')).toHaveTextContent('Seite neu laden');
  expect(document.querySelector('a')).toBeNull();
  expect(body.indexOf('<noscript>')).toBeLessThan(body.indexOf('<div id="root">'));
  expect(body.indexOf('id="fallback-notice"')).toBeLessThan(body.indexOf('<div id="root">'));
});

test('an unsupported browser sees the notice at once, with a reload button', () => {
  const notice = loadBody();
  expect(notice.hidden).toBe(true);
  // jsdom has no fetch: the browser check fails as in an old browser.
  window.eval(script);
  expect(notice.hidden).toBe(false);
  expect(notice).toHaveTextContent('Ihr Browser wird nicht unterstützt');
  expect(notice.querySelector('button')).toHaveTextContent('Seite neu laden');
  // The Content-Security-Policy runs no inline handlers: the template's own script (allowed by its hash) wires the button.
  expect(notice.querySelector('button')?.hasAttribute('onclick')).toBe(false);
  expect(script).toContain("getElementById('fallback-reload').addEventListener('click'");
});

test('a supported browser sees it only when the page has not started after 15 s', () => {
  jest.useFakeTimers();
  (window as { fetch?: unknown }).fetch = jest.fn();
  Object.defineProperty(window, 'CSS', { value: { supports: () => true }, configurable: true });
  if (!('noModule' in HTMLScriptElement.prototype)) Object.defineProperty(HTMLScriptElement.prototype, 'noModule', { value: false, configurable: true });
  const notice = loadBody();
  window.eval(script);
  expect(notice.hidden).toBe(true);
  jest.advanceTimersByTime(15_000);
  expect(notice.hidden).toBe(false);

  const started = loadBody();
  document.getElementById('root')?.append(document.createElement('div'));
  window.eval(script);
  jest.advanceTimersByTime(15_000);
  expect(started.hidden).toBe(true);
});
