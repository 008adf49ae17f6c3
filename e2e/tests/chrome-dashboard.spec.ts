import AxeBuilder from '@axe-core/playwright';
import { UNLOCALISED_ROUTES } from '@festival/shared/routes/route-table';
import { createStaff, signIn, uniqueId } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';

/** Spec §1, §2, §6: the dashboard layout, for staff with dashboard access only. */

const DASHBOARD = UNLOCALISED_ROUTES.dashboard;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

test('staff see the 404 log in the dashboard layout, without serious axe violations', async ({ page, request }) => {
  const staff = createStaff();
  const missing = `/de/gibt-es-nicht-${uniqueId()}`;
  const token = `e2e-${uniqueId()}`;
  for (let hit = 0; hit < 2; hit += 1) {
    const report = await request.post('/api/dashboard-error-log/', {
      data: { url: missing },
      headers: { 'x-csrftoken': token, cookie: `csrftoken=${token}` },
    });
    expect(report.status()).toBe(204);
  }

  await signIn(page, staff);
  await page.goto(DASHBOARD);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: missing });
  await expect(row.getByRole('cell').nth(1)).toHaveText('2');

  const banner = page.getByRole('banner');
  await expect(banner).toContainText(`Angemeldet als ${staff.name}`);
  await expect(banner.getByRole('link', { name: 'Zur Website' })).toHaveAttribute('href', '/de');
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toHaveCount(0);

  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')) }));
  expect(serious).toEqual([]);

  await banner.getByRole('link', { name: 'Abmelden' }).click();
  await expect(page.getByRole('main')).toContainText('Sie sind abgemeldet.');
});

test('a visitor goes to the login page; the api refuses the log with 403 JSON', async ({ page, request }) => {
  await page.goto(DASHBOARD);
  await expect(page).toHaveURL(/\/de\/user\/login$/);
  const answer = await request.get('/de/api/dashboard-error-log/');
  expect(answer.status()).toBe(403);
  expect(await answer.json()).toEqual({ detail: expect.any(String) });
});

test('a signed-in account without dashboard access is told so', async ({ page }) => {
  const id = uniqueId();
  await page.goto('/de/user/signup');
  const main = page.getByRole('main');
  await main.getByLabel('Vorname').fill('Lea');
  await main.getByLabel('Nachname').fill('Leser');
  await main.getByLabel('E-Mail-Adresse').fill(`leserin-${id}@example.org`);
  await main.getByLabel('Passwort').fill('lesen-ist-schoen');
  await main.getByRole('button', { name: 'Konto anlegen' }).click();
  await expect(page).toHaveURL(/\/de\/user\/profile$/);

  await page.goto(DASHBOARD);
  await expect(page.getByRole('alert')).toContainText('Sie haben keinen Zugang zum Dashboard.');
  await expect(page.getByRole('table')).toHaveCount(0);
});
