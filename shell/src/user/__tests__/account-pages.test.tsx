import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anonymous, cmsPage, recordingLoader, renderRoute, resetStores, siteApi } from '../../testing/render-route';

// The route's lazy pages, loaded before any test: findBy then waits for the page to render,
// not for jest to compile its modules.
beforeAll(() => Promise.all([
  import('../login-page'),
  import('../signup-page'),
  import('../settings-page'),
  import('../logout-page'),
]));

const notEditor = { '/de/pageeditor-api/user': { status: 403, body: { detail: 'You do not have permission to edit pages.' } } };
const ada = { ...anonymous, is_logged_in: true, username: 'ada@example.org', email: 'ada@example.org', first_name: 'Ada', last_name: 'Lovelace' };

beforeEach(() => {
  resetStores();
  recordingLoader();
  window.scrollTo = jest.fn();
});

function bodyOf(fetch: jest.Mock, url: string): unknown {
  const call = fetch.mock.calls.find(([called]) => String(called) === url) as [string, RequestInit] | undefined;
  if (!call) throw new Error(`no call to ${url}`);
  return JSON.parse(call[1].body as string);
}

async function fillLogin(password: string) {
  await userEvent.type(await screen.findByLabelText('E-Mail-Adresse'), 'ada@example.org');
  await userEvent.type(screen.getByLabelText('Passwort'), password);
}

test('a wrong password shows the message and stays on the login page', async () => {
  siteApi({ '/de/api/account/login/': { status: 401, body: { detail: 'E-mail address or password is wrong.' } } });
  renderRoute('/de/user/login');
  await fillLogin('wrong-password');
  await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('E-Mail-Adresse oder Passwort ist falsch.');
  expect(screen.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
});

test('the rate limit answer asks the visitor to wait', async () => {
  siteApi({ '/de/api/account/login/': { status: 429, body: { detail: 'Rate limit exceeded' } } });
  renderRoute('/de/user/login');
  await fillLogin('guess-guess');
  await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Zu viele Versuche');
});

test('signing in reloads the session and opens the profile with the name', async () => {
  siteApi();
  renderRoute('/de/user/login');
  await fillLogin('analytical-engine');
  const fetch = siteApi({ '/de/api/account/login/': ada, '/de/api/user-details/': ada, ...notEditor });
  await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Mein Profil' })).toBeInTheDocument();
  expect(within(screen.getByRole('main')).getByText('Ada Lovelace')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Mein Konto: Ada Lovelace' })).toBeInTheDocument();
  expect(bodyOf(fetch, '/de/api/account/login/')).toEqual({ email: 'ada@example.org', password: 'analytical-engine' });
});

test('signing in from the edit login modal goes back to the page to edit', async () => {
  siteApi();
  renderRoute(`/de/user/login?next=${encodeURIComponent('/de/ueber-uns?edit')}`);
  await fillLogin('analytical-engine');
  siteApi({
    '/de/api/account/login/': ada, '/de/api/user-details/': ada, ...notEditor,
    '/de/pageeditor-api/page/ueber-uns': cmsPage({ title: 'Über uns', urls: { de: '/de/ueber-uns', en: '/en/about-us' } }),
  });
  await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Über uns' })).toBeInTheDocument();
});

test('sign-up checks the fields before sending, then signs in; a sign-in that fails says so without telling whether the address is taken', async () => {
  const fetch = siteApi({
    '/de/api/account/signup/': { status: 202, body: { detail: 'Wenn die Adresse neu ist, ist Ihr Konto angelegt.' } },
    '/de/api/account/login/': { status: 401, body: { detail: 'E-Mail-Adresse oder Passwort ist falsch.' } },
  });
  renderRoute('/de/user/signup');
  await userEvent.click(await screen.findByRole('button', { name: 'Konto anlegen' }));
  expect(await screen.findAllByText('Dieses Feld ist erforderlich!')).toHaveLength(4);
  await userEvent.type(screen.getByLabelText('Vorname'), 'Ada');
  await userEvent.type(screen.getByLabelText('Nachname'), 'Lovelace');
  await userEvent.type(screen.getByLabelText('E-Mail-Adresse'), 'ada@example.org');
  await userEvent.type(screen.getByLabelText('Passwort'), 'short');
  await userEvent.click(screen.getByRole('button', { name: 'Konto anlegen' }));
  expect(await screen.findByText('Das Passwort muss mindestens 8 Zeichen lang sein.')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Passwort'), '-but-longer');
  await userEvent.click(screen.getByRole('button', { name: 'Konto anlegen' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Mit diesen Angaben können wir Sie nicht anmelden. Wenn es für die Adresse schon ein Konto gibt, melden Sie sich mit dessen Passwort an.');
  expect(bodyOf(fetch, '/de/api/account/signup/')).toEqual({ email: 'ada@example.org', password: 'short-but-longer', first_name: 'Ada', last_name: 'Lovelace' });
  expect(bodyOf(fetch, '/de/api/account/login/')).toEqual({ email: 'ada@example.org', password: 'short-but-longer' });
});

test('anonymous visitors of the profile and the settings go to the login URL', async () => {
  siteApi();
  renderRoute('/de/user/settings');
  expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
});

test('the settings change the name and the password', async () => {
  const fetch = siteApi({
    '/de/api/user-details/': ada,
    '/de/api/account/profile/': { ...ada, first_name: 'Augusta Ada' },
    '/de/api/account/password/': { status: 204 },
    ...notEditor,
  });
  renderRoute('/de/user/settings');
  const first = await screen.findByLabelText('Vorname');
  expect(first).toHaveValue('Ada');
  await userEvent.clear(first);
  await userEvent.type(first, 'Augusta Ada');
  await userEvent.click(screen.getAllByRole('button', { name: 'Speichern' })[0]!);
  expect(await screen.findByText('Ihre Änderungen wurden gespeichert.')).toBeInTheDocument();
  expect(bodyOf(fetch, '/de/api/account/profile/')).toEqual({ email: 'ada@example.org', first_name: 'Augusta Ada', last_name: 'Lovelace' });
  await userEvent.type(screen.getByLabelText('Aktuelles Passwort'), 'analytical-engine');
  await userEvent.type(screen.getByLabelText('Neues Passwort'), 'difference-engine');
  await userEvent.click(screen.getAllByRole('button', { name: 'Speichern' })[1]!);
  expect(await screen.findByText('Ihr Passwort wurde geändert.')).toBeInTheDocument();
  expect(bodyOf(fetch, '/de/api/account/password/')).toEqual({ current_password: 'analytical-engine', new_password: 'difference-engine' });
});

test('the logout page ends the session', async () => {
  const fetch = siteApi({ '/de/api/account/logout/': anonymous });
  renderRoute('/de/user/logout');
  expect(await screen.findByText('Sie sind abgemeldet.')).toBeInTheDocument();
  await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url) === '/de/api/account/logout/')).toBe(true));
});
