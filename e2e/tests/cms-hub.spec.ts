import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { AdminListItem, AdminListPage } from '@festival/shared/api-schemas/admin';
import { FORM_FIELD_TYPES, type Form } from '@festival/shared/api-schemas/content';
import { href } from '@festival/shared/routes/route-table';
import { formatUrlDate } from '@festival/shared/validation/programme-query';
import { startSiteServer } from '../fixtures/site-server';
import { createStaff, signIn } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';

/** Spec §2 /cms-hub: the content admin, as an editor uses it, and the public site following it. */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A day some weeks ahead, as Berlin's calendar names it (YYYY-MM-DD). */
function dayAhead(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(Date.now() + days * 86_400_000));
}

async function adminJson<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(path);
  expect(answer.status(), `GET ${path}`).toBe(200);
  return (await answer.json()) as T;
}

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')) }));
  expect(serious).toEqual([]);
}

type PersonRow = AdminListItem & { slug: string; last_name: string; is_online: boolean };

async function save(page: Page) {
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Gespeichert.' })).toBeVisible();
}

test('an editor creates an event with two seat groups and a time slot; the programme lists it and it can be booked', async ({ page }) => {
  await signIn(page, createStaff());
  const title = `Hub-Lesung ${stamp()}`;
  const day = dayAhead(40);

  // reached from the toolbar
  await page.goto('/de');
  await page.getByRole('complementary', { name: 'Redaktion' }).getByRole('link', { name: 'CMS-Hub', exact: true }).click();
  await expect(page).toHaveURL(/\/cms-hub$/);
  await expect(page.getByRole('heading', { name: 'Nicht gefundene Seiten (404)' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Bereiche' }).getByRole('link', { name: 'Veranstaltungen' }).click();
  await page.getByRole('link', { name: 'Neu anlegen' }).click();
  await expect(page).toHaveURL(/\/cms-hub\/events\/new$/);

  await page.getByLabel('Titel (Deutsch)').fill(title);
  await page.getByLabel('Titel (Englisch)').fill(`${title} (en)`);
  await page.getByLabel(/^Beginn/).fill(`${day}T19:30`);
  await page.getByLabel(/^Ende/).fill(`${day}T21:00`);
  const rooms = await adminJson<AdminListPage>(page, '/api/admin/rooms/?page_size=1');
  const room = rooms.results[0]!;
  const roomPicker = page.getByRole('combobox', { name: 'Raum' });
  await roomPicker.fill(room.label.slice(0, 4));
  await page.getByRole('option', { name: room.label }).first().click();
  await page.getByLabel('Shop-ID (Eventim)').fill(String(700_000_000 + Math.floor(Math.random() * 99_999_999)));
  await page.getByLabel('Online', { exact: true }).check();

  for (const [index, name, amount] of [[1, 'Parkett', '18.00'], [2, 'Rang', '12.00']] as const) {
    await page.getByRole('button', { name: 'Platzgruppen: Eintrag hinzufügen' }).click();
    const group = page.getByRole('group', { name: `Platzgruppen ${index}` });
    await group.getByLabel('Name (Deutsch)').fill(name);
    await group.getByLabel('Name (Englisch)').fill(name);
    await group.getByLabel('Kapazität').fill('40');
    await group.getByLabel('Verfügbar').check();
    await group.getByRole('button', { name: 'Preise: Eintrag hinzufügen' }).click();
    const price = group.getByRole('group', { name: 'Preise 1' });
    await price.getByLabel('Betrag').fill(amount);
    await price.getByRole('combobox', { name: 'Verkaufsart' }).fill('Voll');
    await price.getByRole('option', { name: 'Vollpreis' }).click();
  }
  await page.getByRole('button', { name: 'Zeitfenster: Eintrag hinzufügen' }).click();
  const slot = page.getByRole('group', { name: 'Zeitfenster 1' });
  await slot.getByLabel(/^Einlass/).fill(`${day}T19:00`);
  await slot.getByLabel('Kapazität').fill('80');
  await slot.getByLabel('Block-Nummer').fill('0');
  await expectNoSeriousViolations(page);

  await save(page);
  await expect(page).toHaveURL(/\/cms-hub\/events\/\d+\?saved=1$/);
  const id = Number(/events\/(\d+)/.exec(page.url())?.[1]);
  const stored = await adminJson<{ room_id: number; slug: string; seat_groups: unknown[]; timeslots: unknown[] }>(page, `/api/admin/events/${id}/`);
  expect(stored.seat_groups).toHaveLength(2);
  expect(stored.timeslots).toHaveLength(1);

  // the programme of that day and room lists it at once
  await page.goto(`${href('events', {}, 'de')}?date=${formatUrlDate(day)}&room=${stored.room_id}`);
  const card = page.getByRole('main').getByRole('link', { name: title });
  await expect(card.first()).toBeVisible();
  await card.first().click();
  await expect(page).toHaveURL(new RegExp(`/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // and it can be booked
  const widget = page.getByRole('region', { name: 'Kartenbuchung' });
  await widget.getByRole('button', { name: 'Karten wählen' }).click();
  await widget.getByRole('button', { name: 'Vollpreis hinzufügen' }).first().click();
  await widget.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(widget.getByRole('status')).toContainText('erfolgreich in Ihren Warenkorb gelegt');
});

test('an editor edits an author; the author page shows the change, and the history tells who', async ({ page }) => {
  const staff = createStaff();
  await signIn(page, staff);
  const persons = await adminJson<{ results: PersonRow[] }>(page, '/api/admin/persons/?page_size=50');
  const person = persons.results.find((item) => item.is_online)!;
  const news = `Neu im Hub ${stamp()}`;

  await page.goto('/cms-hub/persons');
  await page.getByRole('searchbox', { name: 'Suchen' }).fill(person.last_name);
  await page.getByRole('button', { name: 'Suchen' }).click();
  await page.getByRole('link', { name: person.label, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/cms-hub/persons/${person.id}$`));
  await page.getByLabel('Biografie (Deutsch)').fill(news);
  await expect(page.getByRole('status').filter({ hasText: 'Ungespeicherte Änderungen' })).toBeVisible();
  await save(page);

  await page.getByRole('link', { name: 'Verlauf' }).click();
  await expect(page.getByRole('row').filter({ hasText: staff.name }).first()).toContainText('geändert');

  await page.goto(href('authors-slug-id', { slug: person.slug, id: String(person.id) }, 'de'));
  await expect(page.getByRole('main')).toContainText(news);
});

test('an editor exports a form\'s entries as CSV', async ({ page, site, request }) => {
  const form = await site.form('de');
  const signature = `Hub ${stamp()}`;
  const values: Record<string, unknown> = {};
  for (const field of form.fields.filter((candidate) => candidate.visible)) values[field.slug] = entryValue(field, signature);
  // the e-mail address is sent twice, as its repeat field asks
  if (form.fields.some((field) => field.field_type === FORM_FIELD_TYPES.email)) values.email2 = 'leserin@example.org';
  const token = `e2e-${stamp()}`;
  const sent = await request.post('/de/api/forms-entries/', {
    data: { form: form.id, field_values: values },
    headers: { 'x-csrftoken': token, cookie: `csrftoken=${token}` },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await signIn(page, createStaff());
  await page.goto(`/cms-hub/forms/${form.id}`);
  await page.getByRole('link', { name: 'Einträge' }).click();
  await expect(page.getByRole('cell', { name: signature }).first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Als CSV exportieren' }).click();
  const file = fs.readFileSync((await (await download).path()));
  expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(file.toString('utf8')).toContain(signature);
});

/** A valid answer for a field of the seeded form; text fields carry the signature. */
function entryValue(field: Form['fields'][number], signature: string): unknown {
  const T = FORM_FIELD_TYPES;
  const choice = field.choices[0]?.value ?? '';
  switch (field.field_type) {
    case T.email:
      return 'leserin@example.org';
    case T.checkbox:
      return true;
    case T.checkbox_multiple:
    case T.select_multiple:
      return [choice];
    case T.select:
    case T.radio_multiple:
      return choice;
    case T.date:
      return '2027-01-15';
    case T.date_time:
      return '2027-01-15T10:00';
    case T.number:
      return '3';
    case T.url:
      return 'https://example.org';
    case T.file:
      return '';
    default:
      return signature;
  }
}

test('an editor switches the shop offline: no booking control anywhere, one notice on an event page, the header says it once and keeps its line', async ({ page }) => {
  // A server of its own: the suite's other tests book on the shared one while this one is offline.
  // Its start (migrate, seed, boot) is part of this test's time, as in the other tests that start one.
  test.setTimeout(180_000);
  const server = await startSiteServer();
  try {
    await signIn(page, createStaff({ sqliteFile: server.sqliteFile }), server.origin);
    await page.goto(`${server.origin}/cms-hub/settings`);
    const shopOnline = page.getByLabel('Webshop online');
    await expect(shopOnline).toBeChecked();
    await shopOnline.uncheck();
    await save(page);
    await expectNoSeriousViolations(page);

    const days = (await (await page.request.get(`${server.origin}/de/api/events/?page_size=10`)).json()) as { results: { events: { link: string }[] }[] };
    const link = days.results.flatMap((day) => day.events)[0]!.link;
    await page.goto(`${server.origin}${link}`);
    await expect(page.getByRole('region', { name: 'Karten' })).toContainText('Der Webshop ist gerade offline');
    await expect(page.getByRole('button', { name: 'Karten wählen' })).toHaveCount(0);
    await expect(page.getByText('Karten verfügbar')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Tickets buchen/ })).toHaveCount(0);
    const banner = page.getByRole('banner');
    await expect(banner.getByText('Webshop offline', { exact: true }).filter({ visible: true })).toHaveCount(1);
    // the main menu stays on one line at 1280 px
    const tops = await page.locator('.sh-header__desktop-menu .sh-menu > .sh-menu__list > .sh-menu__item').evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);

    // on a phone the notice is the cart's dimmed icon (its words for screen readers): the logo stays whole
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await page.locator('.sh-header__logo').evaluate((logo) => logo.scrollWidth <= logo.clientWidth)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.goto(`${server.origin}/de/programm`);
    await expect(page.locator('main article.pg-card').first()).toBeVisible();
    await expect(page.getByText('Karten verfügbar')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Karten wählen' })).toHaveCount(0);
  } finally {
    await server.stop();
  }
});
