import fs from 'node:fs';
import type { Page } from '@playwright/test';
import type { AdminListPage } from '@festival/shared/api-schemas/admin';
import { href } from '@festival/shared/routes/route-table';
import { formatUrlDate } from '@festival/shared/validation/programme-query';
import { expectNoAxeViolations } from '../fixtures/axe';
import { createStaff, signIn, uniqueId } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';

/** The hub generated from the admin schemas, as an editor and a festival office use it (collections, filters, bulk, search, entries). */

type Json = Record<string, unknown>;

async function adminJson<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(path);
  expect(answer.status(), `GET ${path}`).toBe(200);
  return (await answer.json()) as T;
}

/** A write as the hub sends it: the session's cookies and the CSRF header matching its cookie. */
async function adminWrite<T>(page: Page, method: 'POST' | 'PATCH', path: string, data?: unknown): Promise<T> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const answer = await page.request.fetch(path, { method, data, headers: { 'x-csrftoken': csrf } });
  expect(answer.status(), `${method} ${path}: ${await answer.text()}`).toBeLessThan(300);
  return (await answer.json()) as T;
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Gespeichert.' })).toBeVisible();
}

/** Picks an object in a relation picker by typing the start of its name. */
async function pick(page: Page, picker: string, name: string) {
  await page.getByRole('combobox', { name: picker }).fill(name.slice(0, 5));
  await page.getByRole('option', { name, exact: true }).first().click();
}

function dayAhead(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(Date.now() + days * 86_400_000));
}

test('an editor creates a page with only its titles, and a venue and a room without coordinates or order', async ({ page }) => {
  await signIn(page, createStaff());
  const stamp = uniqueId();

  await page.goto('/cms-hub/pages/new');
  await page.getByRole('textbox', { name: 'Titel (Deutsch)', exact: true }).fill(`Neue Seite ${stamp}`);
  await page.getByRole('textbox', { name: 'Titel (Englisch)', exact: true }).fill(`New page ${stamp}`);
  await save(page);
  await expect(page).toHaveURL(/\/cms-hub\/pages\/\d+\?saved=1$/);

  await page.goto('/cms-hub/venues/new');
  const venue = `Hofbühne ${stamp}`;
  await page.getByLabel('Name (Deutsch)').fill(venue);
  await page.getByLabel('Name (Englisch)').fill(`Yard stage ${stamp}`);
  await expect(page.getByLabel('Breitengrad')).toHaveValue('');
  await save(page);

  await page.goto('/cms-hub/rooms/new');
  await page.getByLabel('Name (Deutsch)').fill('Hof');
  await page.getByLabel('Name (Englisch)').fill('Yard');
  await pick(page, 'Spielstätte', venue);
  await expectNoAxeViolations(page, 'a new room in the hub', 'main');
  await save(page);
  const rooms = await adminJson<AdminListPage>(page, `/api/admin/rooms/?q=Hof&page_size=200`);
  const room = rooms.results.find((row) => row.label === `Hof · ${venue}`);
  expect(room).toEqual(expect.objectContaining({ capacity: 0, sort: 0 }));
});

test('an event gets its type, genre and tags by name and a price typed 14,50, and each programme filter finds it', async ({ page }) => {
  await signIn(page, createStaff());
  const title = `Filterlesung ${uniqueId()}`;
  const day = dayAhead(45);
  const [type, genre] = await Promise.all([
    adminJson<AdminListPage>(page, '/api/admin/exhibition-types/?page_size=1').then((list) => list.results[0]!),
    adminJson<AdminListPage>(page, '/api/admin/genres/?page_size=1').then((list) => list.results[0]!),
  ]);
  const tags = (await adminJson<{ results: Array<AdminListPage['results'][number] & { show_in_filter: boolean }> }>(page, '/api/admin/tags/?page_size=200'))
    .results.filter((tag) => tag.show_in_filter).slice(0, 2);
  const room = (await adminJson<AdminListPage>(page, '/api/admin/rooms/?page_size=1')).results[0]!;

  await page.goto('/cms-hub/events/new');
  await page.getByLabel('Titel (Deutsch)').fill(title);
  await page.getByLabel('Titel (Englisch)').fill(`${title} (en)`);
  await page.getByLabel(/^Beginn/).fill(`${day}T18:00`);
  await page.getByLabel(/^Ende/).fill(`${day}T17:00`);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('alert').getByRole('link', { name: 'Ende: Ende liegt vor dem Beginn.' })).toBeVisible();
  await page.getByLabel(/^Ende/).fill(`${day}T20:00`);
  await pick(page, 'Raum', room.label);
  await pick(page, 'Veranstaltungsart', type.label);
  await pick(page, 'Genre', genre.label);
  for (const tag of tags) await pick(page, 'Schlagwörter', tag.label);
  await page.getByLabel('Online', { exact: true }).check();
  await page.getByRole('button', { name: 'Platzgruppen: Eintrag hinzufügen' }).click();
  const group = page.getByRole('group', { name: 'Platzgruppen 1' });
  await group.getByLabel('Name (Deutsch)').fill('Saal');
  await group.getByLabel('Name (Englisch)').fill('Hall');
  await group.getByLabel('Kapazität').fill('30');
  await group.getByLabel('Verfügbar').check();
  await group.getByRole('button', { name: 'Preise: Eintrag hinzufügen' }).click();
  await group.getByLabel('Betrag').fill('14,50');
  await pick(page, 'Verkaufsart', 'Vollpreis');
  await save(page);

  const id = Number(/events\/(\d+)/.exec(page.url())?.[1]);
  const stored = await adminJson<Json & { seat_groups: Array<{ prices: Array<{ amount: string; sale_type_id: number }> }> }>(page, `/api/admin/events/${id}/`);
  expect(stored).toEqual(expect.objectContaining({ exhibition_type_id: type.id, genre_id: genre.id, tag_ids: tags.map((tag) => tag.id) }));
  expect(stored.seat_groups[0]!.prices[0]).toEqual(expect.objectContaining({ amount: '14.50', sale_type_id: 1 }));

  for (const filter of [`type=${type.id}`, `genre=${genre.id}`, ...tags.map((tag) => `tag=${tag.id}`)]) {
    await page.goto(`${href('events', {}, 'de')}?date=${formatUrlDate(day)}&${filter}`);
    await expect(page.getByRole('main').getByRole('link', { name: title }).first(), filter).toBeVisible();
  }
});

test('an editor sets three events offline together, duplicates one, and finds a person by first and last name', async ({ page }) => {
  await signIn(page, createStaff());
  const stamp = uniqueId();
  const original = await adminJson<Json>(page, '/api/admin/events/1/');
  const ids: number[] = [];
  for (const n of [1, 2, 3]) {
    const copy = await adminWrite<Json>(page, 'POST', '/api/admin/events/1/duplicate/');
    await adminWrite(page, 'PATCH', `/api/admin/events/${String(copy.id)}/`, { title_de: `Sammellesung ${stamp} ${n}`, is_online: true, revision: copy.revision });
    ids.push(copy.id as number);
  }
  expect(original.id).toBe(1);

  await page.goto(`/cms-hub/events?q=${encodeURIComponent(`Sammellesung ${stamp}`)}`);
  await expect(page.getByRole('status').filter({ hasText: '3 Einträge' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Alle auf dieser Seite auswählen' }).check();
  await page.getByRole('button', { name: 'Offline stellen' }).click();
  await expect(page.getByText('3 Einträge geändert.')).toBeVisible();
  for (const id of ids) expect((await adminJson<Json>(page, `/api/admin/events/${id}/`)).is_online).toBe(false);
  await expectNoAxeViolations(page, 'a hub list after a bulk action', 'main');

  await page.getByRole('button', { name: new RegExp(`^Duplizieren\\s?: Sammellesung ${stamp} 1$`) }).click();
  await expect(page).toHaveURL(/\/cms-hub\/events\/\d+$/);
  await expect(page.getByLabel('Titel (Deutsch)')).toHaveValue(`Sammellesung ${stamp} 1`);

  type PersonRow = AdminListPage['results'][number] & { first_name: string; last_name: string };
  const person = (await adminJson<{ results: PersonRow[] }>(page, '/api/admin/persons/?page_size=50')).results.find((row) => row.first_name !== '')!;
  await page.goto('/cms-hub');
  await page.getByRole('searchbox', { name: /Veranstaltungen, Personen/ }).fill(`${person.first_name} ${person.last_name}`);
  await page.getByRole('search', { name: 'Im ganzen Hub suchen' }).getByRole('button', { name: 'Suchen' }).click();
  await page.getByRole('link', { name: person.label, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/cms-hub/persons/${person.id}$`));
});

test('a festival office exports a form\'s entries for Excel and deletes the old ones', async ({ page, site, request }) => {
  await signIn(page, createStaff());
  const seeded = await site.form('de');
  const stored = await adminJson<Json & { fields: Json[] }>(page, `/api/admin/forms/${seeded.id}/`);
  const label = `Kurzfrage ${uniqueId()}`;
  const form = await adminWrite<Json>(page, 'POST', '/api/admin/forms/', {
    ...stored, id: undefined, revision: undefined, slug: undefined, title_de: `Büroformular ${label}`, is_online: true,
    fields: [{ slug: 'frage', label_de: label, label_en: 'Question', placeholder_text_de: '', placeholder_text_en: '', help_text_de: '', help_text_en: '', field_type: 1, required: true, visible: true, choices: [], default_value: '' }],
  });
  const token = `e2e-${uniqueId()}`;
  const sent = await request.post('/de/api/forms-entries/', {
    data: { form: form.id, field_values: { frage: 'Wie weit ist es zur Spielstätte?' } },
    headers: { 'x-csrftoken': token, cookie: `csrftoken=${token}` },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await page.goto(`/cms-hub/forms/${String(form.id)}/entries`);
  await expect(page.getByRole('cell', { name: 'Wie weit ist es zur Spielstätte?' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Für Excel exportieren (CSV mit Semikolon)' }).click();
  const file = fs.readFileSync(await (await download).path());
  expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, row] = file.toString('utf8').slice(1).split(/\r?\n/);
  expect(header!.split(';').map((cell) => cell.replace(/^"|"$/g, ''))).toContain(label);
  expect(row).toContain('Wie weit ist es zur Spielstätte?');

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByLabel('Einträge eingegangen vor dem').fill(dayAhead(1));
  await page.getByRole('button', { name: 'Ältere Einträge löschen' }).click();
  await expect(page.getByText('1 Eintrag gelöscht.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '0 Einträge' })).toBeVisible();
});
