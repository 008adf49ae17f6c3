import { expect, test } from '../fixtures/test';
import { createStaff } from '../fixtures/staff';

function visitor() {
  const id = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  return { email: `leserin-${id}@example.org`, password: 'lesen-ist-schoen', first: 'Lina', last: `Leser${id.slice(-4)}` };
}

test('sign up, see the name in the header, change the profile, sign out and sign in again', async ({ page }) => {
  // A visitor who is no editor is never sent to the editor call, so no 403 shows up in the console.
  const editorCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/pageeditor-api/user')) editorCalls.push(request.url());
  });
  const who = visitor();
  await page.goto('/de/user/signup');
  const main = page.getByRole('main');
  await main.getByLabel('Vorname').fill(who.first);
  await main.getByLabel('Nachname').fill(who.last);
  await main.getByLabel('E-Mail-Adresse').fill(who.email);
  await main.getByLabel('Passwort').fill(who.password);
  await main.getByRole('button', { name: 'Konto anlegen' }).click();

  await expect(page).toHaveURL(/\/de\/user\/profile$/);
  await expect(main.getByText(`${who.first} ${who.last}`)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: `Mein Konto: ${who.first} ${who.last}` })).toBeVisible();
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'sessionid');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

  await main.getByRole('link', { name: 'Angaben ändern' }).click();
  await expect(page).toHaveURL(/\/de\/user\/settings$/);
  await main.getByLabel('Vorname').fill('Karoline');
  await main.getByRole('button', { name: 'Speichern' }).first().click();
  await expect(main.getByText('Ihre Änderungen wurden gespeichert.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: `Mein Konto: Karoline ${who.last}` })).toBeVisible();

  await page.goto('/de/user/logout');
  await expect(main.getByText('Sie sind abgemeldet.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Anmelden' })).toBeVisible();

  await page.goto('/de/user/profile');
  await expect(page).toHaveURL(/\/de\/user\/login$/);
  await main.getByLabel('E-Mail-Adresse').fill(who.email);
  await main.getByLabel('Passwort').fill(who.password);
  await main.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/de\/user\/profile$/);
  await expect(main.getByText(`Karoline ${who.last}`)).toBeVisible();
  expect(editorCalls).toEqual([]);
});

test('a wrong password is refused, and repeated attempts hit the rate limit', async ({ page, consoleGuard }) => {
  const who = visitor();
  consoleGuard.allowStatus(401, '/de/api/account/login/');
  consoleGuard.allowStatus(429, '/de/api/account/login/');
  await page.goto('/de/user/login');
  const main = page.getByRole('main');
  await main.getByLabel('E-Mail-Adresse').fill(who.email);
  await main.getByLabel('Passwort').fill('falsches-passwort');
  const button = main.getByRole('button', { name: 'Anmelden' });
  await button.click();
  await expect(main.getByRole('alert')).toHaveText('E-Mail-Adresse oder Passwort ist falsch.');

  // five attempts a minute per address; the sixth is refused whatever the password
  for (let attempt = 2; attempt <= 5; attempt += 1) {
    const answer = page.waitForResponse((response) => response.url().endsWith('/de/api/account/login/'));
    await button.click();
    expect((await answer).status()).toBe(401);
  }
  await button.click();
  await expect(main.getByRole('alert')).toHaveText(/Zu viele Versuche/);
  await expect(page).toHaveURL(/\/de\/user\/login$/);
});

test('signing in before the page has started is held and sent once it has, the password never in the address', async ({ context }) => {
  const staff = createStaff();
  // A page of its own: the suite's page waits for the app on each visit.
  const page = await context.newPage();
  // The app's scripts wait until the form has been sent: until then the page is the server's HTML alone.
  let startApp!: () => void;
  const appMayStart = new Promise<void>((resolve) => (startApp = resolve));
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  await page.route((url) => url.pathname.endsWith('.js'), async (route) => {
    await appMayStart;
    await route.continue();
  });
  await page.goto('/de/user/login');
  const main = page.getByRole('main');
  await main.getByLabel('E-Mail-Adresse').fill(staff.email);
  await main.getByLabel('Passwort').fill(staff.password);
  await main.getByRole('button', { name: 'Anmelden' }).click();
  await main.getByLabel('Passwort').press('Enter');

  startApp();
  await expect(page).toHaveURL(/\/de\/user\/profile$/);
  await expect(main.getByText(staff.name)).toBeVisible();
  expect(addresses.filter((address) => address.includes('password'))).toEqual([]);
});
