import { fakeResponse, mockFetch } from '../../testing/mock-fetch';
import { toParcelUser, useSessionStore } from '../session-store';

const details = (loggedIn: boolean, locale = 'de', isEditor = loggedIn) => ({
  has_dashboard_online_access: false, is_logged_in: loggedIn, is_editor: isEditor, username: loggedIn ? 'ada' : '', email: loggedIn ? 'ada@example.org' : '',
  first_name: loggedIn ? 'Ada' : '', last_name: loggedIn ? 'Byron' : '', login_url: `/${locale}/user/login`, logout_url: `/${locale}/user/logout`, webshop_url: '/webshop',
});

beforeEach(() => useSessionStore.setState({ status: 'idle', locale: null, details: null, editor: null }));

test('an anonymous visitor: user details only, never the editor check', async () => {
  const fetch = mockFetch({ '/de/api/user-details/': details(false) });
  await useSessionStore.getState().load('de');
  expect(useSessionStore.getState()).toMatchObject({ status: 'ready', editor: null });
  expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(['/de/api/user-details/']);
  expect(toParcelUser(useSessionStore.getState())).toBeNull();
});

test('a logged-in editor: details, then the editor user', async () => {
  mockFetch({
    '/de/api/user-details/': details(true),
    '/de/pageeditor-api/user': { email: 'ada@example.org', username: 'ada', admin_menus: [] },
  });
  await useSessionStore.getState().load('de');
  expect(toParcelUser(useSessionStore.getState())).toEqual({ first_name: 'Ada', last_name: 'Byron', email: 'ada@example.org', is_editor: true });
});

test('a logged-in visitor who may not edit is no editor and is never sent to the editor check', async () => {
  const fetch = mockFetch({ '/de/api/user-details/': details(true, 'de', false), '/de/pageeditor-api/user': { status: 403, body: { detail: 'No.' } } });
  await useSessionStore.getState().load('de');
  expect(useSessionStore.getState().editor).toBeNull();
  expect(toParcelUser(useSessionStore.getState())?.is_editor).toBe(false);
  expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(['/de/api/user-details/']);
});

test('an editor whose editor check is refused after all is no editor', async () => {
  mockFetch({ '/de/api/user-details/': details(true), '/de/pageeditor-api/user': { status: 403, body: { detail: 'No.' } } });
  await useSessionStore.getState().load('de');
  expect(useSessionStore.getState().editor).toBeNull();
});

test('one call per language; another language loads its localised urls', async () => {
  const fetch = mockFetch({ '/de/api/user-details/': details(false, 'de'), '/en/api/user-details/': details(false, 'en') });
  await Promise.all([useSessionStore.getState().load('de'), useSessionStore.getState().load('de')]);
  await useSessionStore.getState().load('de');
  expect(fetch).toHaveBeenCalledTimes(1);
  await useSessionStore.getState().load('en');
  expect(useSessionStore.getState().details?.login_url).toBe('/en/user/login');
});

test('a failing user-details call is only logged (spec §8)', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockFetch({ '/de/api/user-details/': { status: 500, body: { detail: 'boom' } } });
  await useSessionStore.getState().load('de');
  expect(useSessionStore.getState()).toMatchObject({ status: 'ready', details: null, editor: null });
  expect(error).toHaveBeenCalled();
  error.mockRestore();
});

test('a refresh after logout wins over a load that started before it, whichever answers last', async () => {
  const answers: Array<(body: unknown) => void> = [];
  const fetchMock = jest.fn(() => new Promise<Response>((resolve) => {
    answers.push((body) => resolve(fakeResponse(200, body)));
  }));
  const original = globalThis.fetch;
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  try {
    const before = useSessionStore.getState().load('de');
    const after = useSessionStore.getState().refresh('de');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    answers[1]!(details(false));
    await after;
    answers[0]!(details(true, 'de', false));
    await before;
    expect(useSessionStore.getState().details?.is_logged_in).toBe(false);
  } finally {
    globalThis.fetch = original;
  }
});
