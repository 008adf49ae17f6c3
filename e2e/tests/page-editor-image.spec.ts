import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { publishFromToolbar } from '../fixtures/publishing';
import { createStaff, signIn } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';

/** Spec §3, §5, §9: a module's picture is uploaded in its form, with alt text; visitors get avif and webp. */

// A page no other spec reads, so that its edits disturb nobody.
const TEAM = '/de/festival/ueber-uns/team';
/** The smallest picture there is: one transparent pixel. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A picture uploaded into the media library through the api, as the signed-in editor of the page. */
async function uploadPicture(page: Page, alt: string, copyright: string) {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')!.value;
  const uploaded = await page.request.post('/de/api/media/images/', {
    headers: { 'X-CSRFToken': token },
    multipart: { alt, copyright, file: { name: 'archiv.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG } },
  });
  expect(uploaded.status()).toBe(201);
}

test('an editor adds an Image module with an uploaded picture and alt text; a visitor sees it', async ({ page, browser }) => {
  const alt = `Das Team im Hof ${String(Date.now()).slice(-6)}`;
  await signIn(page, createStaff());
  await page.goto(`${TEAM}?edit=1`);
  const editor = page.getByRole('region', { name: 'Seiteneditor' });
  const addToPage = editor.getByRole('group', { name: 'Modul zur Seite hinzufügen' });
  await addToPage.getByLabel('Modultyp').selectOption('Image');
  await addToPage.getByRole('button', { name: 'Modul hinzufügen' }).click();

  // the shared rules want a picture before anything is saved
  const file = editor.getByLabel('Bilddatei');
  await editor.getByRole('button', { name: 'Speichern' }).click();
  await expect(file).toHaveAttribute('aria-invalid', 'true');
  await expect(editor.getByRole('alert').filter({ hasText: 'Dieses Feld ist erforderlich!' })).toBeVisible();

  await file.setInputFiles({ name: 'team.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await editor.getByLabel(/Alternativtext/).fill(alt);
  await editor.getByLabel('Copyright').fill('© Festival');
  await editor.getByRole('button', { name: 'Bild hochladen' }).click();
  await expect(editor.getByText('Bild hochgeladen.')).toBeVisible();
  await expect(editor.getByRole('img', { name: alt })).toHaveAttribute('src', /^\/media\/.+\?w=320$/);
  await editor.getByRole('button', { name: 'Speichern' }).click();
  await expect(editor.getByRole('status')).toHaveText('Gespeichert.');
  await publishFromToolbar(page);

  // a visitor, in a browser of their own
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(TEAM);
  const picture = visitor.getByRole('main').locator('picture').filter({ has: visitor.getByRole('img', { name: alt }) });
  await expect(picture).toHaveCount(1);
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /\/media\/\S+/);
  await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /\/media\/\S+/);
  const avif = await visitor.request.get(new URL((await picture.locator('source[type="image/avif"]').getAttribute('srcset'))!.split(/[\s,]/)[0]!, visitor.url()).href);
  expect(avif.status()).toBe(200);
  expect(avif.headers()['content-type']).toBe('image/avif');
  await visitorContext.close();
});

test('an editor picks a picture from the media library by its alt text, moves its focal point by keyboard, and the page crops around it', async ({ page }) => {
  const PRIVACY = '/de/datenschutz';
  const alt = `Aus der Mediathek ${String(Date.now()).slice(-6)}`;
  await signIn(page, createStaff({ first: 'Mara' }));
  await uploadPicture(page, alt, '© Archiv');

  await page.goto(`${PRIVACY}?edit=1`);
  const editor = page.getByRole('region', { name: 'Seiteneditor' });
  const addToPage = editor.getByRole('group', { name: 'Modul zur Seite hinzufügen' });
  await addToPage.getByLabel('Modultyp').selectOption('Image');
  await addToPage.getByRole('button', { name: 'Modul hinzufügen' }).click();
  await editor.getByRole('button', { name: 'Aus der Mediathek wählen' }).click();
  const library = page.getByRole('dialog', { name: 'Mediathek' });
  await library.getByRole('searchbox', { name: 'Bilder suchen' }).fill(alt);
  await library.getByRole('searchbox', { name: 'Bilder suchen' }).press('Enter');
  await expect(library.getByText('Ein Bild')).toBeVisible();
  await library.getByRole('button', { name: `Wählen: ${alt}` }).click();
  await expect(library).toHaveCount(0);
  await expect(editor.getByText('Bild aus der Mediathek gewählt.')).toBeFocused();
  await expect(editor.getByLabel(/Alternativtext/)).toHaveValue(alt);
  await expect(editor.getByLabel('Copyright')).toHaveValue('© Archiv');

  const horizontal = editor.getByRole('slider', { name: 'Waagerecht' });
  await horizontal.focus();
  for (let step = 0; step < 10; step += 1) await page.keyboard.press('ArrowRight');
  await expect(horizontal).toHaveValue('60');
  await editor.getByRole('button', { name: 'Fokuspunkt übernehmen' }).click();
  await expect(editor.getByText('Fokuspunkt gespeichert.')).toBeFocused();
  await editor.getByRole('button', { name: 'Speichern' }).click();
  await expect(editor.getByRole('status')).toHaveText('Gespeichert.');
  await expect(editor.locator('.ed-module__preview').getByRole('img', { name: alt })).toHaveCSS('object-position', '60% 50%');
});

test('the hub\'s media library finds a picture, renames it, and deletes it when no page uses it', async ({ page }) => {
  const alt = `Mediathek Hub ${String(Date.now()).slice(-6)}`;
  await signIn(page, createStaff({ first: 'Lina' }));
  await uploadPicture(page, alt, '');

  await page.goto('/cms-hub');
  await page.getByRole('navigation', { name: 'Bereiche' }).getByRole('link', { name: 'Mediathek' }).click();
  await page.getByRole('searchbox', { name: 'Bilder suchen' }).fill(alt);
  await page.getByRole('searchbox', { name: 'Bilder suchen' }).press('Enter');
  await expect(page).toHaveURL(/\/cms-hub\/media\?q=/);
  await expect(page.getByText('1 Bild', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: alt }).click();

  await expect(page.getByRole('heading', { name: alt })).toBeVisible();
  await expect(page.getByText('Nirgends verwendet: Das Bild kann gelöscht werden.')).toBeVisible();
  await page.getByLabel('Alternativtext *').fill(`${alt} neu`);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Gespeichert.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `${alt} neu` })).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);

  await page.getByRole('button', { name: 'Löschen' }).click();
  await page.getByRole('button', { name: 'Endgültig löschen' }).click();
  await expect(page).toHaveURL(/\/cms-hub\/media$/);
  const search = await page.request.get(`/de/api/media/images/?q=${encodeURIComponent(alt)}`);
  expect((await search.json() as { count: number }).count).toBe(0);
});
