import { screen, waitFor } from '@testing-library/react';
import { useErrorLayoutStore } from '../error-layout-store';
import { recordingLoader, renderRoute, resetStores, settings, siteApi } from '../../testing/render-route';

const CUSTOM_404 = `<!doctype html><html><head><style>.own { color: rgb(1, 2, 3); }</style></head>
<body><div class="own"><h1>Verlaufen?</h1><p onclick="steal()">Hier geht es weiter.</p><script>window.stolen = true;</script>
<a href="/de/programm">Zum Programm</a></div></body></html>`;

function shadowOf(section: HTMLElement): ShadowRoot {
  const host = section.querySelector('.sh-error-custom');
  if (!host?.shadowRoot) throw new Error('no shadow root');
  return host.shadowRoot;
}

beforeEach(() => {
  resetStores();
  useErrorLayoutStore.setState({ shown: 0 });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  window.scrollTo = jest.fn();
});
afterEach(() => jest.restoreAllMocks());

test('a 404 shows the custom HTML of /html/404.html: its style and body, without scripts or handlers', async () => {
  siteApi({ '/html/404.html': CUSTOM_404 });
  recordingLoader();
  renderRoute('/de/gibt-es-nicht');
  const section = await screen.findByRole('region', { name: 'Fehler 404' });
  await waitFor(() => expect(section.querySelector('.sh-error-custom')?.shadowRoot).toBeTruthy());
  const root = shadowOf(section);
  expect(root.querySelector('style')?.textContent).toContain('.own { color: rgb(1, 2, 3); }');
  expect(root.querySelector('h1')?.textContent).toBe('Verlaufen?');
  expect(root.querySelector('script')).toBeNull();
  expect(root.querySelector('[onclick]')).toBeNull();
  expect(root.querySelector('a')?.getAttribute('href')).toBe('/de/programm');
  expect((window as unknown as { stolen?: boolean }).stolen).toBeUndefined();
});

test('without custom HTML the default page shows the status, the unknown-error text and the way home', async () => {
  siteApi();
  recordingLoader();
  renderRoute('/de/gibt-es-nicht');
  expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
  expect(screen.getByText('Ein unbekannter Fehler ist aufgetreten.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de');
  expect(console.warn).toHaveBeenCalledWith('custom error page', expect.any(Error));
  expect(console.error).not.toHaveBeenCalledWith('custom error page', expect.anything());
});

test('a 404 is reported once to the error log with its URL and the CSRF header', async () => {
  document.cookie = 'csrftoken=token-123; path=/';
  const fetch = siteApi({ '/api/dashboard-error-log/': { status: 204 } });
  recordingLoader();
  renderRoute('/de/fehlt-fuer-das-log?x=1');
  await screen.findByRole('heading', { name: '404' });
  await waitFor(() => expect(fetch.mock.calls.filter(([url]) => url === '/api/dashboard-error-log/')).toHaveLength(1));
  const [, init] = fetch.mock.calls.find(([url]) => url === '/api/dashboard-error-log/') as unknown as [string, RequestInit];
  expect(init.method).toBe('POST');
  expect(JSON.parse(init.body as string)).toEqual({ url: 'http://localhost/de/fehlt-fuer-das-log?x=1' });
  expect((init.headers as Record<string, string>)['X-CSRFToken']).toBe('token-123');
});

test('a failing error log call only warns', async () => {
  siteApi({ '/api/dashboard-error-log/': { status: 429, body: { detail: 'Rate limit exceeded' } } });
  recordingLoader();
  renderRoute('/de/noch-eine-fehlende-seite');
  await screen.findByRole('heading', { name: '404' });
  await waitFor(() => expect(console.warn).toHaveBeenCalledWith('error log', expect.anything()));
});

test('the settings can point a status at another page', async () => {
  const fetch = siteApi({
    '/pageeditor-api/settings': { ...settings, error_pages: { 404: '/html/verlaufen.html' } },
    '/html/verlaufen.html': CUSTOM_404,
  });
  recordingLoader();
  renderRoute('/de/gibt-es-nicht');
  const section = await screen.findByRole('region', { name: 'Fehler 404' });
  await waitFor(() => expect(section.querySelector('.sh-error-custom')?.shadowRoot?.querySelector('h1')?.textContent).toBe('Verlaufen?'));
  expect(fetch.mock.calls.some(([url]) => url === '/html/404.html')).toBe(false);
});

test('the error layout keeps header and footer but drops the sticky navigation', async () => {
  siteApi();
  recordingLoader();
  renderRoute('/de/gibt-es-nicht');
  await screen.findByRole('heading', { name: '404' });
  expect(useErrorLayoutStore.getState().shown).toBe(1);
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  expect(document.querySelector('.sh-sticky-nav')).toBeNull();
});
